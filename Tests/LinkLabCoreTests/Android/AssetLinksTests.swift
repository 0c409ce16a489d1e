import Foundation
import Testing
@testable import LinkLabCore

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

    @Test("hex case does not matter, colons do, as Android compares them")
    func fingerprintForm() {
        let lower = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [Self.fp.lowercased()])])
        #expect(lower.verdict(packageName: Self.pkg, fingerprints: [Self.fp]).verified)
        let bare = Self.fp.replacingOccurrences(of: ":", with: "")
        let noColons = links([.init(relations: [Self.all], namespace: "android_app", packageName: Self.pkg, fingerprints: [bare])])
        #expect(noColons.verdict(packageName: Self.pkg, fingerprints: [Self.fp]) == .fingerprintMismatch(statement: 0, listed: [bare]))
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

    @Test("the file is read strictly: a bad one names the file, the key and the reason")
    func strict() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func error(_ json: String) throws -> ConfigurationError? {
            let path = folder.appendingPathComponent("assetlinks.json").path
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            do { _ = try AssetLinks.load(path: path); return nil } catch { return error }
        }
        #expect(try error(#"[{"relation":["\#(Self.all)"],"target":{"namespace":"android_app","package_name":"\#(Self.pkg)","sha256_cert_fingerprints":["\#(Self.fp)"]}}]"#) == nil)
        let missing = try #require(try error(#"[{"relation":["\#(Self.all)"],"target":{"namespace":"android_app","sha256_cert_fingerprints":[]}}]"#))
        #expect(missing.file.hasSuffix("assetlinks.json"))
        #expect(missing.key == "[0].target.package_name", "\(missing)")
        let typo = try #require(try error(#"[{"relations":["\#(Self.all)"],"target":{"namespace":"web","site":"https://demo.q2.com"}}]"#))
        #expect(typo.key == "[0].relations", "\(typo)")
        let notList = try #require(try error(#"{"relation":[]}"#))
        #expect(notList.description.contains("assetlinks.json"), "\(notList)")
        let syntax = try #require(try error("[{]"))
        #expect(syntax.reason.contains("line 1"), "\(syntax)")
    }
}
