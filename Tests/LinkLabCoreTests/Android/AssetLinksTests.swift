import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Whether a site's assetlinks.json vouches for the app (docs/contract.md, "App Links" and A34).
@Suite("Android assetlinks.json")
struct AssetLinksTests {
    static let fp = AndroidApp.demoFingerprint
    static let other = "00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF"
    static let pkg = "com.q2.mobile.demo"
    static let all = AssetLinks.handleAllURLs

    func links(_ statements: [AssetLinks.Statement]) -> AssetLinks { AssetLinks(statements: statements) }

    @Test("the relation, the android_app namespace, the exact package and a listed fingerprint verify")
    func verified() {
        let file = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.other, Self.fp])])
        #expect(file.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .verified(statement: 0, fingerprint: Self.fp))
    }

    /// The statement service compares the file's strings exactly with the app's
    /// fingerprint, which Android writes in upper case; the app's side (settings, --fingerprint) is upper-cased.
    @Test("the file's fingerprint is compared exactly with the upper-case colon hex: lower case in the file does not verify")
    func fingerprintForm() {
        let lower = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.fp.lowercased()])])
        #expect(lower.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .fingerprintMismatch(statement: 0, listed: [Self.fp.lowercased()]))
        let upper = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.fp])])
        #expect(upper.verdict(packageName: Self.pkg, fingerprints: [Self.fp.lowercased()]).verified, "the app's own fingerprint may be written in either case")
        let bare = Self.fp.replacingOccurrences(of: ":", with: "")
        let noColons = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [bare])])
        #expect(noColons.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .fingerprintMismatch(statement: 0, listed: [bare]))
    }

    /// AOSP's statement service (`AndroidAppAssetMatcher.matches`, packages/apps/StatementService) looks the
    /// file's strings up in a set of the app's fingerprints, which `StatementUtils.computeNormalizedSha256Fingerprint`
    /// writes in upper-case hex: a lower-case one never matches.
    @Test("a fingerprint that differs from the app's only by letter case is told to be written in upper case")
    func fingerprintCaseFix() throws {
        var config = FIConfiguration.demo
        config.platform = .android
        config.android.assetLinks = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg,
                                                 fingerprints: [Self.fp.lowercased()])])
        config.android.packageName = Self.pkg
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: try Fixtures.app(config))
        #expect(d.outcome == .openedInBrowser)
        let message = try #require(d.diagnostic(.assetLinksWrongFingerprint)?.message)
        #expect(message.contains("Write the fingerprint in upper case."), "\(message)")
        #expect(message.contains(Self.fp.lowercased()))
    }

    @Test("each way a file fails to vouch has its own verdict")
    func failures() {
        #expect(links([]).verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .packageMissing)
        let web = links([.init(relations: [Self.all], namespace: "web")])
        #expect(web.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .packageMissing)
        let otherPackage = links([.init(relations: [Self.all], namespace: "android_app", packageName: "com.q2.mobile.Demo", fingerprints: [Self.fp])])
        #expect(otherPackage.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .packageMissing, "package names are exact")
        let creds = links([.init(relations: ["delegate_permission/common.get_login_creds"], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.fp])])
        #expect(creds.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .relationMissing(statement: 0))
        let wrong = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.other])])
        #expect(wrong.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .fingerprintMismatch(statement: 0, listed: [Self.other]))
    }

    @Test("a later statement can vouch when an earlier one does not")
    func laterStatement() {
        let file = links([
            .init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.other]),
            .init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.fp]),
        ])
        #expect(file.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .verified(statement: 1, fingerprint: Self.fp))
    }

    /// Read as the statement service reads it, not strictly.
    @Test("the file as Android reads it: unknown keys ignored, a malformed statement skipped, a file that is not a list refused")
    func lenient() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func load(_ json: String, name: String = "assetlinks.json", sites: [String: String] = [:]) throws -> Result<AssetLinks, ConfigurationError> {
            let path = folder.appendingPathComponent(name).path
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            do { return .success(try AssetLinks.load(path: path, sites: sites)) } catch { return .failure(error) }
        }
        let good = #"{"relation":["\#(Self.all)"],"target":{"namespace":"android_app","package_name":"\#(Self.pkg)","sha256_cert_fingerprints":["\#(Self.fp)"]},"extra":1}"#
        let read = try load("[" + #"{"relation":["\#(Self.all)"],"target":{"namespace":"android_app","sha256_cert_fingerprints":[]}},"# + good + "]").get()
        #expect(read.skipped == [AssetLinks.Skipped(number: 0, problem: .missingOrNot(key: "target.package_name", .string))])
        #expect(read.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .verified(statement: 1, fingerprint: Self.fp), "statement [1] beside the skipped one counts")
        let typo = try load(#"[{"relations":["\#(Self.all)"],"target":{"namespace":"web","site":"https://demo.q2.com"}}]"#).get()
        #expect(typo.skipped.first?.problem == .missingOrNot(key: "relation", .listOfStrings))
        guard case .failure(let notList) = try load(#"{"relation":[]}"#) else { Issue.record("a file that is not a list is refused"); return }
        #expect(notList.problem == .notAStatementList, "\(notList)")
        guard case .failure(let syntax) = try load("[{]") else { Issue.record("bad JSON is refused"); return }
        #expect(syntax.position?.line == 1, "\(syntax)")

        // include, one level deep, from the settings' map of URL to file.
        let included = folder.appendingPathComponent("included.json").path
        _ = try load("[" + good + #",{"include":"https://deeper.example/x.json"}]"#, name: "included.json")
        let top = try load(#"[{"include":"https://other.example/.well-known/assetlinks.json"}]"#,
                           sites: ["https://other.example/.well-known/assetlinks.json": included]).get()
        #expect(top.verdict(packageName: Self.pkg, fingerprints: [Self.fp]).verified)
        #expect(top.skipped.contains { $0.problem == .nestedInclude(url: "https://deeper.example/x.json") }, "the included file's own include is not followed")
        let unnamed = try load(#"[{"include":"https://other.example/.well-known/assetlinks.json"}]"#).get()
        #expect(unnamed.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .packageMissing)
        #expect(Wording.skipped(unnamed).first?.contains("android.sites") == true)
    }

    @Test("a namespace other than web or android_app fails the whole file on Android 12 and later; 11 and earlier skip it")
    func namespaces() {
        let file = links([
            .init(relations: [Self.all], namespace: "ios_app"),
            .init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.fp]),
        ])
        for version in [12, 13, 14, 15] {
            #expect(file.verdict(packageName: Self.pkg, fingerprints: [Self.fp], version: version) == .fileRefused(statement: 0, namespace: "ios_app"))
        }
        for version in [6, 9, 11] {
            #expect(file.verdict(packageName: Self.pkg, fingerprints: [Self.fp], version: version) == .verified(statement: 1, fingerprint: Self.fp))
        }
    }
}
