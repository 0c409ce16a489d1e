import Foundation
import Testing
@testable import linklab

/// `linklab assetlinks --app-links` on the real binary: the phone's record of each host (docs/contract.md,
/// "The phone's record of its links").
@Suite("assetlinks --app-links")
struct AppLinksCommandTests {
    static let wrong = String(repeating: "AB:", count: 31) + "AB"

    /// Each host's state in the `--json` record, in order, and whether all are verified.
    static func states(_ arguments: [String]) throws -> (domains: [[String]], allVerified: Bool?) {
        let result = try LinkLab.run(["assetlinks", "--app-links", "--json"] + arguments)
        let object = try #require(try result.jsonLines().first, "\(result.err)")
        let domains = (object["domains"] as? [[String: Any]] ?? []).map { [$0["host"] as? String ?? "?", $0["state"] as? String ?? "?"] }
        return (domains, object["allVerified"] as? Bool)
    }

    @Test("the demo FI on the newest Android: its host is verified, in pm get-app-links's lines; exit 0")
    func demoVerified() throws {
        let result = try LinkLab.run(["assetlinks", "--app-links"])
        #expect(result.status == 0, "\(result.err)")
        // pm get-app-links's lines, whole, as a person compares them with the phone's.
        #expect(Array(result.outLines.dropFirst()) == [
            "  com.q2.mobile.demo:",
            "    ID: 00000000-0000-0000-0000-000000000000 (a placeholder, not your device's)",
            "    Signatures: [\(AndroidCommandTests.fingerprint)]",
            "    Domain verification state:",
            "      demo.q2.com: verified",
        ], "\(result.out)")
    }

    @Test("Android 12 and later: a file for another fingerprint leaves the host at the verifier's failure, 1024; exit 1")
    func verifierFailure() throws {
        let result = try LinkLab.run(["assetlinks", "--app-links", "--fingerprint", Self.wrong, "--android-version", "12",
                                      AndroidCommandTests.assetLinks])
        #expect(result.status == 1)
        #expect(result.outLines.last == "      demo.q2.com: 1024", "\(result.out)")
        let json = try Self.states(["--fingerprint", Self.wrong, "--android-version", "12", AndroidCommandTests.assetLinks])
        #expect(json.domains == [["demo.q2.com", "1024"]] && json.allVerified == false, "\(json)")
    }

    @Test("Android 6 to 11: the legacy verifier fails every host together, legacy_failure; exit 1")
    func legacyFailure() throws {
        let result = try LinkLab.run(["assetlinks", "--app-links", "--fingerprint", Self.wrong, "--android-version", "11",
                                      AndroidCommandTests.assetLinks])
        #expect(result.status == 1)
        #expect(result.outLines.last == "      demo.q2.com: legacy_failure", "\(result.out)")
        let json = try Self.states(["--fingerprint", Self.wrong, "--android-version", "11", AndroidCommandTests.assetLinks])
        #expect(json.domains == [["demo.q2.com", "legacy_failure"]] && json.allVerified == false, "\(json)")
        let verified = try LinkLab.run(["assetlinks", "--app-links", "--android-version", "11"])
        #expect(verified.status == 0)
        #expect(verified.outLines.last == "      demo.q2.com: verified", "\(verified.out)")
        let verifiedJSON = try Self.states(["--android-version", "11"])
        #expect(verifiedJSON.domains == [["demo.q2.com", "verified"]] && verifiedJSON.allVerified == true, "\(verifiedJSON)")
    }

    @Test("--json gives the same record as one object")
    func json() throws {
        let result = try LinkLab.run(["assetlinks", "--app-links", "--json"])
        #expect(result.status == 0)
        let object = try #require(try result.jsonLines().first)
        #expect(object["idIsPlaceholder"] as? Bool == true)
        #expect(object["androidVersion"] as? Int == 16)
        let domains = try #require(object["domains"] as? [[String: Any]])
        #expect(domains.map { $0["host"] as? String } == ["demo.q2.com"])
        #expect(domains.map { $0["state"] as? String } == ["verified"])
    }

    @Test("bad input: URLs after --app-links, or a release LinkLab does not emulate, are usage errors; exit 2")
    func badInput() throws {
        let urls = try LinkLab.run(["assetlinks", "--app-links", AndroidCommandTests.assetLinks, "https://demo.q2.com/"])
        #expect(urls.status == 2)
        #expect(urls.errLines == ["linklab: " + UsageError(.appLinksTakesNoURLs).message], "\(urls.err)")
        #expect(urls.out.isEmpty)
        let version = try LinkLab.run(["assetlinks", "--app-links", "--android-version", "5"])
        #expect(version.status == 2)
    }
}
