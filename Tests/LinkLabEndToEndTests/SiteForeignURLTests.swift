import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// `linklab site bank.example --app-id … URL` with a URL on another host, or with a user name: refused with
/// `site-url-not-domain`, and the exit status is 1 (it said `match` and exited 0). A stand-in helper answers
/// with good files, so the URL alone decides the status.
@Suite("site refuses URLs of other hosts", .serialized)
struct SiteForeignURLTests {
    static func run(_ urls: [String], json: Bool = false) throws -> LinkLab.Output {
        let fetches = SiteFile.allCases.map { file in
            SiteFetch(file: file, url: SiteDomain.url(of: file, domain: "bank.example", appleCDN: SiteDomain.appleCDN, googleAPI: SiteDomain.googleAPI),
                      fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
                      outcome: .answered(SiteResponse(status: 200, contentType: "application/json",
                                                      body: file == .aasa || file == .aasaCDN ? LiveCacheOwnershipTests.aasa
                                                          : Array((file == .googleAPI ? "{\"statements\":[]}" : "[]").utf8))))
        }
        let answer = SiteCache.encode(domain: "bank.example", fetches: fetches).replacingOccurrences(of: "\n", with: "")
        let (helper, folder) = try NetworkHelperTests.helper("cat > /dev/null; printf '%s' '\(answer)'")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try LinkLab.run(["site", "bank.example", "--app-id", LiveCacheOwnershipTests.demoAppID] + (json ? ["--json"] : []) + urls,
                               environment: ["LINKLAB_FETCH": helper], timeout: 60)
    }

    @Test("the domain's own URL matches and exits 0")
    func own() throws {
        let result = try Self.run(["https://bank.example/buy/42"])
        #expect(result.status == 0, "\(result.out) \(result.err)")
    }

    @Test("another host or a user name: site-url-not-domain, exit 1", arguments: [
        "https://evil.example/buy/42", "https://user@bank.example/buy/42", "https://bank.example@evil.example/buy/42",
    ])
    func refused(url: String) throws {
        let result = try Self.run(["https://bank.example/buy/42", url])
        #expect(result.status == 1, "\(result.out) \(result.err)")
        #expect(result.outLines.contains { $0.hasPrefix("    site-url-not-domain (error): Not decided: ") }, "\(result.out)")
        let json = try Self.run([url], json: true)
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any], "\(json.out)")
        let links = report["links"] as? [[String: Any]] ?? []
        #expect(links.map { $0["code"] as? String } == ["site-url-not-domain"], "\(json.out)")
    }
}
