import Foundation

/// Google's Digital Asset Links API answer (`v1/statements:list`), read as the statements it lists, so that
/// the assetlinks.json verdict applies to it unchanged.
enum GoogleStatementList {
    static func decode(_ data: Data, file: String) throws(ConfigurationError) -> AssetLinks {
        let value: JSONValue
        do {
            value = try JSONValue.parse(utf8: data)
        } catch {
            throw ConfigurationError(file: file, syntax: error)
        }
        guard let top = value.members else { throw ConfigurationError(file: file, reason: "is \(value.kind); expected an object") }
        guard let listed = top.first(where: { $0.key == "statements" })?.value else {
            return AssetLinks(statements: [])
        }
        guard case .array(let items) = listed else {
            throw ConfigurationError(file: file, key: "statements", reason: "is \(listed.kind); expected a list")
        }
        return AssetLinks(statements: items.map { item in
            let app = item["target"]?["androidApp"]
            return AssetLinks.Statement(relations: item["relation"]?.string.map { [$0] } ?? [],
                                        namespace: app == nil ? "web" : "android_app",
                                        packageName: app?["packageName"]?.string,
                                        fingerprints: app?["certificate"]?["sha256Fingerprint"]?.string.map { [$0] } ?? [])
        })
    }
}
