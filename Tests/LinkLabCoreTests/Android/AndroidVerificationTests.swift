import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Verification per host, per package, by Android version (docs/contract.md, A34):
/// Android 12 and later (DomainVerificationService; developer.android.com/training/app-links/verify-android-applinks:
/// "verification happens per host") and Android 6 to 11 (IntentFilterVerifier: every host of the package's
/// autoVerify filters must verify).
@Suite("Android verification per host")
struct AndroidVerificationTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let verified = #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com","pathPattern":"/.*/uux.aspx"}]}"#

    static func app(_ filters: String, version: Int? = nil, extra: String = "") throws -> BankingApp {
        let v = version.map { #","version":\#($0)"# } ?? ""
        return try Producer.android(#""intentFilters":["# + filters + "]" + v + extra)
    }

    @Test("Android 12+: a filter without autoVerify opens the app when its host is verified through another filter")
    func verifiedThroughAnother() throws {
        let help = #"{"data":[{"scheme":"https","host":"demo.q2.com","pathPrefix":"/help"}]}"#
        for version in [12, 15] {
            let d = decide("https://demo.q2.com/help/faq#/messages", app: try Self.app(Self.verified + "," + help, version: version))
            #expect(d.outcome != .openedInBrowser, "Android \(version): the app opens; \(d.codes)")
            #expect(d.steps.map(Wording.detail).contains { $0.contains("On Android \(version), demo.q2.com is verified for the package") })
        }
    }

    @Test("a host no autoVerify filter names is never verified: the browser opens it")
    func hostNotNamed() throws {
        let other = #"{"data":[{"scheme":"https","host":"other.q2.com"}]}"#
        let d = decide("https://other.q2.com/experimental/uux.aspx#/messages", app: try Self.app(Self.verified + "," + other))
        #expect(d.outcome == .openedInBrowser)
        #expect(d.has(.appLinkMissingAutoVerify), "\(d.codes)")
    }

    @Test("Android 6 to 11: one failing autoVerify host means none is verified; 12 and later verify each host alone")
    func allHostsBefore12() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.example.other","sha256_cert_fingerprints":[]}}]"#.utf8).write(to: bad)
        let two = #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com","pathPattern":"/.*/uux.aspx"},{"host":"bad.example"}]}"#
        let sites = #","sites":{"https://bad.example/.well-known/assetlinks.json":"\#(bad.path)"}"#
        let old = decide(Self.ul, app: try Self.app(two, version: 11, extra: sites))
        #expect(old.outcome == .openedInBrowser)
        #expect(old.has(.appLinkHostNotVerified), "\(old.codes)")
        #expect(old.has(.appLinkChooser), "Android 11 shows the chooser for an unverified link")
        #expect(old.steps.map(Wording.detail).contains { $0.contains("On Android 11 every host") })
        let new = decide(Self.ul, app: try Self.app(two, version: 12, extra: sites))
        #expect(new.outcome == .navigated, "\(new.codes)")
        let badLink = decide("https://bad.example/experimental/uux.aspx#/messages", app: try Self.app(two, version: 12, extra: sites))
        #expect(badLink.outcome == .openedInBrowser)
        #expect(badLink.has(.assetLinksMissingPackage), "\(badLink.codes)")
    }

    @Test("android.version is checked: only the releases LinkLab emulates")
    func versionSetting() throws {
        #expect(Fixtures.configurationError(#"{"android":{"version":5}}"#)?.key == "android.version")
        // Android 16 is emulated (the escaped dot in pathPattern); 17 is not.
        #expect(Fixtures.configurationError(#"{"android":{"version":17}}"#)?.key == "android.version")
        #expect(try Fixtures.configuration(#"{"android":{"version":16}}"#).android.version == 16)
        let config = try Fixtures.configuration(#"{"android":{"version":11}}"#)
        #expect(config.android.version == 11)
        #expect(config.android.unverifiedLinks == .chooser, "before Android 12 an unverified link goes to the chooser")
        #expect(try Fixtures.configuration("{}").android.version == AndroidApp.newestVersion)
    }
}
