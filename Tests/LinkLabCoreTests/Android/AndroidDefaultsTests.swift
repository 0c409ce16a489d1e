import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Issue point 8: every Android sentence states what is assumed. Where a settings file of the FI's own gives
/// no manifest, package, fingerprints or assetlinks.json, the trace says the demo FI's defaults decided
/// (`default:` steps), as on iOS; where it gives its own files, the trace names them.
@Suite("Android default steps")
struct AndroidDefaultsTests {
    static let identity = #""urlScheme":"partnerbank","universalAndAppLinkAssociatedDomain":"m.partnerbank.example","targetPageName":"mobile.aspx","uuxPage":"https://m.partnerbank.example/app/mobile.aspx","appID":"PRTNR67890.com.partnerbank.mobile","platform":"android""#
    static let appLink = "https://m.partnerbank.example/app/mobile.aspx#/messages"
    static let schemeLink = "partnerbank://open?targetPage=%23%2Fmessages"
    static let fingerprint = "AB:" + String(repeating: "CD:", count: 30) + "EF"

    /// The defaults a decision names, in order: the prerequisite's raw value, or `assetlinks.json`.
    static func defaults(_ d: Decision) -> [String] {
        d.steps.compactMap { step in
            switch step.fact {
            case .partnerFile(.byDefault(let prerequisite, _, _)): prerequisite.rawValue
            case .partnerFile(.assetLinksByDefault): "assetlinks.json"
            default: nil
            }
        }
    }

    /// A settings file written into a temporary folder with `files` beside it, loaded.
    static func app(_ settings: String, files: [String: String] = [:], in folder: URL) throws -> BankingApp {
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let path = folder.appendingPathComponent("settings.json")
        try Data(settings.utf8).write(to: path)
        return try Fixtures.app(ConfigurationLoader.load(path: path.path))
    }

    @Test("a settings file of its own identity with no android object: the filters, autoVerify, package, fingerprint and assetlinks.json are defaults")
    func allDefaults() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.app("{\(Self.identity)}", in: folder)
        let web = decide(Self.appLink, app: app)
        #expect(web.outcome == .navigated, "\(web.codes)")
        #expect(Self.defaults(web) == ["appLinkAutoVerify", "assetLinksListsPackage", "assetLinksFingerprint", "assetlinks.json"])
        let words = web.steps.filter { Wording.name(of: $0.fact).description == "default" }.map(Wording.detail)
        #expect(words.allSatisfy { $0.hasPrefix(folder.appendingPathComponent("settings.json").path) && $0.contains("by default") }, "\(words)")
        #expect(words[0].contains(#"https://m.partnerbank.example, android:pathPattern /.*/mobile.aspx, with android:autoVerify="true""#), "\(words[0])")
        #expect(words[1].contains("the package is com.partnerbank.mobile, the bundle ID part of appID"), "\(words[1])")
        #expect(words[2].contains(AndroidApp.demoFingerprint), "\(words[2])")
        #expect(words[3].contains("gives no assetlinks.json"), "\(words[3])")
        // The default steps come after the step they explain: the filter, then before the assetlinks verdict.
        let checks = web.steps.map { Wording.name(of: $0.fact).description }
        #expect(checks.firstIndex(of: "default")! > checks.firstIndex(of: "intent filter")!)
        #expect(checks.lastIndex(of: "default")! < checks.firstIndex(of: "assetlinks")!)

        let custom = decide(Self.schemeLink, app: app)
        #expect(custom.outcome == .navigated)
        #expect(Self.defaults(custom) == ["schemeIntentFilter"])
    }

    @Test("Android 6 to 11 verify the package as a whole, and say the same defaults")
    func legacyVerification() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.app(#"{\#(Self.identity),"android":{"version":11}}"#, in: folder)
        #expect(Self.defaults(decide(Self.appLink, app: app)) == ["appLinkAutoVerify", "assetLinksListsPackage", "assetLinksFingerprint", "assetlinks.json"])
    }

    @Test("the partner's own manifest, package, fingerprints and assetlinks.json: no defaults, and the trace names its files")
    func ownFiles() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.partnerbank.mobile">
            <application>
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="m.partnerbank.example" android:pathPattern="/.*/mobile.aspx" />
                    </intent-filter>
                    <intent-filter>
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="partnerbank" />
                    </intent-filter>
                </activity>
            </application>
        </manifest>
        """
        let assetLinks = #"[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.partnerbank.mobile","sha256_cert_fingerprints":["\#(Self.fingerprint)"]}}]"#
        let settings = #"{\#(Self.identity),"android":{"packageName":"com.partnerbank.mobile","certificateFingerprints":["\#(Self.fingerprint)"],"manifest":"AndroidManifest.xml","assetLinksFile":"assetlinks.json"}}"#
        let app = try Self.app(settings, files: ["AndroidManifest.xml": manifest, "assetlinks.json": assetLinks], in: folder)
        let web = decide(Self.appLink, app: app)
        #expect(web.outcome == .navigated, "\(web.codes)")
        #expect(Self.defaults(web).isEmpty)
        let details = web.steps.map(Wording.detail)
        #expect(details.contains { $0.contains("AndroidManifest.xml, line") }, "\(details)")
        #expect(details.contains { $0.contains(folder.appendingPathComponent("assetlinks.json").path) }, "\(details)")
        let custom = decide(Self.schemeLink, app: app)
        #expect(Self.defaults(custom).isEmpty)
        #expect(custom.steps.map(Wording.detail).contains { $0.contains("AndroidManifest.xml, line") })
    }

    @Test("a partner's own assetlinks.json without its fingerprints: the demo fingerprint is named as the default that fails")
    func fingerprintDefaultNamed() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let assetLinks = #"[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.partnerbank.mobile","sha256_cert_fingerprints":["\#(Self.fingerprint)"]}}]"#
        let app = try Self.app(#"{\#(Self.identity),"android":{"assetLinksFile":"assetlinks.json"}}"#, files: ["assetlinks.json": assetLinks], in: folder)
        let web = decide(Self.appLink, app: app)
        #expect(web.outcome == .openedInBrowser)
        #expect(web.has(.assetLinksWrongFingerprint))
        #expect(Self.defaults(web) == ["appLinkAutoVerify", "assetLinksListsPackage", "assetLinksFingerprint"])
    }

    @Test("the demo FI, embedded or from a settings file with the demo's identity, names no defaults on Android")
    func demoSaysNothing() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stated = try Self.app(#"{"name":"Stated","platform":"android"}"#, in: folder)
        let embedded = try Fixtures.app(settings: #"{"platform":"android"}"#)
        for app in [embedded, stated] {
            #expect(Self.defaults(decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app)).isEmpty)
            #expect(Self.defaults(decide("q2mob://open?targetPage=%23%2Fmessages", app: app)).isEmpty)
        }
    }
}
