import Foundation
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Writes a partner's iOS files (Info.plist, entitlements, provisioning profile) into a fresh folder,
/// in XML or binary form, with a settings file beside them that points at them.
struct PartnerFolder {
    let url: URL

    init() throws { url = try Fixtures.temporaryDirectory() }

    func remove() { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes a property list, in XML or binary form.
    @discardableResult
    func plist(_ name: String, _ object: Any, binary: Bool = false) throws -> String {
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: binary ? .binary : .xml, options: 0)
        try data.write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// Writes a synthetic `.mobileprovision`: DER-looking bytes, then the plist, then a fake signature.
    @discardableResult
    func profile(_ name: String, _ object: Any, binary: Bool = false) throws -> String {
        let plist = try PropertyListSerialization.data(fromPropertyList: object, format: binary ? .binary : .xml, options: 0)
        var data = Data([0x30, 0x82, 0x1F, 0x00, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02, 0xA0, 0x04, 0x82])
        data.append(plist)
        data.append(Data([0xA0, 0x82, 0x0D, 0x3C, 0x30, 0x82, 0x04, 0x34, 0x00, 0xFF, 0x3C, 0x2F]) + Data("signature".utf8))
        try data.write(to: url.appendingPathComponent(name))
        return path(name)
    }

    @discardableResult
    func text(_ name: String, _ content: String) throws -> String {
        try Data(content.utf8).write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// Writes `settings.json` with these `prerequisites` and loads it, judging expiry at `now`.
    func configuration(_ prerequisites: String, now: Date = Date()) throws(ConfigurationError) -> FIConfiguration {
        let settings = path("settings.json")
        do {
            try Data(#"{"prerequisites":\#(prerequisites)}"#.utf8).write(to: URL(fileURLWithPath: settings))
        } catch {
            throw ConfigurationError(file: settings, reason: "cannot be written")
        }
        return try ConfigurationLoader.load(path: settings, now: now)
    }

    func app(_ prerequisites: String, now: Date = Date()) throws -> BankingApp {
        try Fixtures.app(configuration(prerequisites, now: now))
    }

    func error(_ prerequisites: String) -> ConfigurationError? {
        do {
            _ = try configuration(prerequisites)
            return nil
        } catch {
            return error
        }
    }

    static func infoPlist(_ schemes: [String]) -> [String: Any] {
        ["CFBundleIdentifier": "com.q2.mobile.demo", "CFBundleURLTypes": [["CFBundleURLName": "demo", "CFBundleURLSchemes": schemes]]]
    }

    static func entitlements(_ domains: [String]) -> [String: Any] {
        ["com.apple.developer.associated-domains": domains, "aps-environment": "production"]
    }

    static func profile(domains: Any?, expires: Date) -> [String: Any] {
        var entitlements: [String: Any] = ["application-identifier": "ABCDE12345.com.q2.mobile.demo"]
        if let domains { entitlements["com.apple.developer.associated-domains"] = domains }
        return ["Name": "Demo FI Distribution", "ExpirationDate": expires, "Entitlements": entitlements,
                "TeamIdentifier": ["ABCDE12345"]]
    }
}
