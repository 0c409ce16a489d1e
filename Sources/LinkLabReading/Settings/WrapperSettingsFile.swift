import LinkLabText
import LinkLabFormats

/// One entry of a settings file's `wrappers`: a partner's own tracker or gateway, in the shape of a
/// `WrapperTable` row (docs/contract.md, "Who added the wrapper"):
/// `{"vendor": "Acme Mail", "hosts": ["*.click.acme.example"], "path": "/r", "carries": "query", "parameter": "to", "addedBy": "emailService"}`.
enum WrapperSettingsFile {
    /// How a settings entry says where the destination is: `carries`.
    enum Carries: String, CaseIterable {
        case query, base64Query, pathSegment, token
    }

    static func read(_ item: JSONCursor) throws(ConfigurationError) -> LinkWrapper {
        let o = try item.object(WrapperKey.self)
        let vendor = try o.required(.vendor) { v throws(ConfigurationError) in try name(v) }
        let product = try o.optional(.product) { v throws(ConfigurationError) in try name(v) }
        var hosts: [WrapperHost] = []
        let list = try o.required(.hosts) { v throws(ConfigurationError) in try v.items() }
        if list.isEmpty, let value = o[.hosts] { throw value.error(.mustBe(.hostPattern, found: nil)) }
        for host in list {
            guard let pattern = WrapperHost(pattern: try host.string()) else { throw host.error(.mustBe(.hostPattern, found: nil)) }
            hosts.append(pattern)
        }
        let path = try o.optional(.path) { v throws(ConfigurationError) -> String in
            let text = try v.string()
            guard text.hasPrefix("/"), !DisplayText.containsUnsafe(text), !text.contains("?"), !text.contains("#") else {
                throw v.error(.mustBe(.linkPath, found: nil))
            }
            return text
        }
        let carries: WrapperCarrier
        switch try o.required(.carries, { v throws(ConfigurationError) in try v.choice(Carries.self) }) {
        case .query: carries = .query([try o.required(.parameter) { v throws(ConfigurationError) in try name(v) }])
        case .base64Query: carries = .base64Query(try o.required(.parameter) { v throws(ConfigurationError) in try name(v) })
        case .pathSegment: carries = .pathSegment(try o.required(.segment) { v throws(ConfigurationError) in try v.wholeNumber(in: 0...16) })
        case .token: carries = .token
        }
        let addedBy = try o.required(.addedBy) { v throws(ConfigurationError) in try v.choice(WrapperOwner.self) }
        return LinkWrapper(vendor: vendor, product: product, hosts: hosts, path: path, carries: carries, addedBy: addedBy)
    }

    /// A name shown to people (a vendor, a product, a query parameter): not empty, short, nothing unsafe to show.
    private static func name(_ v: JSONCursor) throws(ConfigurationError) -> String {
        let text = try v.string()
        guard !text.isEmpty, text.utf8.count <= 80, !DisplayText.containsUnsafe(text) else { throw v.error(.mustBe(.shortName, found: nil)) }
        return text
    }
}
