import Foundation
import Testing

/// `linklab site` and `--live` against a real, hostile HTTPS server on 127.0.0.1 (docs/contract.md, "Live site").
/// No test reaches beyond loopback.
@Suite("The live site", .serialized)
struct SiteCommandTests {
    static let appID = "ABCDE12345.com.q2.mobile.demo"
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    /// A cache folder of the suite's own, so that no test reads or writes the user's.
    static let cacheEnvironment: [String: String?] = [
        "XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("linklab-site-cache-\(ProcessInfo.processInfo.processIdentifier)").path,
    ]

    static func server() throws -> SiteServer {
        try #require(SiteServer.shared, "the test site did not start: python3 and openssl are needed (.ci/run installs them)")
    }

    /// `linklab site --json` for a mode; the report object.
    static func report(_ mode: String, _ extra: [String] = [], status: Int32? = nil) throws -> (LinkLab.Output, [String: Any]) {
        let site = try server()
        let result = try LinkLab.run(["site", "--json", site.domain(mode), "--app-id", appID] + site.network(mode) + extra,
                                     environment: Self.cacheEnvironment, timeout: 60)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any], "\(result.out) \(result.err)")
        return (result, object)
    }

    /// The problem codes of one file in a report.
    static func codes(_ report: [String: Any], _ file: String) -> [String] {
        let files = report["files"] as? [[String: Any]] ?? []
        let entry = files.first { $0["file"] as? String == file } ?? [:]
        return (entry["problems"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    static func file(_ report: [String: Any], _ file: String) -> [String: Any] {
        (report["files"] as? [[String: Any]] ?? []).first { $0["file"] as? String == file } ?? [:]
    }

    @Test("a right site: every file 200, parses, grants the app and the package; exit 0")
    func goodSite() throws {
        // A URL on the domain asked about: another host's URL is refused for it (site-url-not-domain).
        let own = "https://\(try Self.server().domain("good"))/buy/42"
        let (result, report) = try Self.report("good", ["--package", "com.q2.mobile.demo", "--fingerprint", Self.fingerprint, own])
        #expect(result.status == 0, "\(result.out) \(result.err)")
        #expect(report["granted"] as? Bool == true)
        for file in ["aasa", "aasa-cdn", "assetlinks", "google-api"] {
            #expect(Self.codes(report, file) == [], "\(file): \(Self.file(report, file)["problems"] ?? "")")
            #expect(Self.file(report, file)["parses"] as? Bool == true, "\(file)")
            #expect(Self.file(report, file)["grants"] as? Bool == true, "\(file)")
        }
    }

    @Test("each problem has its code, in text and in JSON", arguments: [
        ("redirect", "aasa", "site-redirect"),
        ("redirect", "assetlinks", "site-redirect"),
        ("content-type", "aasa", "site-content-type"),
        ("too-large", "aasa", "site-too-large"),
        ("too-large", "assetlinks", "site-too-large"),
        ("huge-length", "aasa", "site-too-large"),
        ("endless", "assetlinks", "site-too-large"),
        ("not-found", "assetlinks", "site-not-found"),
        ("refused", "aasa", "site-unreachable"),
        ("slow", "aasa", "site-unreachable"),
        ("wrong-name", "aasa", "site-tls"),
        ("bad-json", "aasa", "site-bad-json"),
        ("bad-json", "assetlinks", "site-bad-json"),
        ("gzip", "aasa", "site-bad-json"),
        ("cdn-old", "aasa-cdn", "aasa-cdn-differs"),
        ("cdn-fail", "aasa-cdn", "aasa-cdn-failure"),
    ])
    func problem(_ mode: String, _ file: String, _ code: String) throws {
        let (result, report) = try Self.report(mode)
        #expect(Self.codes(report, file).contains(code), "\(mode) \(file): \(Self.codes(report, file))")
        // aasa-cdn-differs is a warning: with the app still listed and no URL asked, the files grant what was asked.
        let expected: Int32 = mode == "cdn-old" ? 0 : 1
        #expect(result.status == expected, "\(mode): \(result.err)")
        let site = try Self.server()
        let text = try LinkLab.run(["site", site.domain(mode), "--app-id", Self.appID] + site.network(mode), timeout: 60)
        #expect(text.outLines.contains { $0.hasPrefix("  \(code) (") }, "the text names the code at the start of a line: \(text.out)")
        #expect(text.status == expected)
    }

    @Test("a redirect is named with its Location, and never followed, to another host or to file:")
    func redirectNamed() throws {
        let (_, report) = try Self.report("redirect")
        #expect(Self.file(report, "aasa")["location"] as? String == "https://evil.example/.well-known/apple-app-site-association")
        #expect(Self.file(report, "assetlinks")["location"] as? String == "file:///etc/passwd")
        #expect(Self.file(report, "assetlinks")["status"] as? Int == 302)
    }

    @Test("Apple's CDN failure headers are worded")
    func cdnFailureWorded() throws {
        let (_, report) = try Self.report("cdn-fail")
        let message = ((Self.file(report, "aasa-cdn")["problems"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        // The wording of Apple's header is under test: the message whole.
        #expect(message == "Apple's CDN answered HTTP 404: SWCERR00301 Timeout (The domain did not answer in time). "
                    + "Apple could not fetch the domain's file; iPhones keep what they had, or get nothing.")
    }

    @Test("an older CDN copy: aasa-cdn-differs, and a URL the two copies decide differently says so")
    func cdnOlder() throws {
        let site = try Self.server()
        let url = "https://\(site.domain("cdn-old"))/buy/42"
        let (result, report) = try Self.report("cdn-old", [url])
        #expect(result.status == 1)
        let links = report["links"] as? [[String: Any]] ?? []
        #expect(links.first?["domain"] as? String == "match")
        #expect(links.first?["cdn"] as? String == "noMatch")
        #expect(links.first?["differs"] as? Bool == true)
    }

    @Test("a 1 GB Content-Length is refused unread; an endless body stops at 2 MiB")
    func boundedBodies() throws {
        let (_, huge) = try Self.report("huge-length")
        #expect(Self.file(huge, "aasa")["overReadCap"] as? Bool == true)
        #expect(Self.file(huge, "aasa")["bytes"] is NSNull)
        let (_, endless) = try Self.report("endless")
        #expect(Self.file(endless, "aasa")["overReadCap"] as? Bool == true)
    }

    @Test("what a server sent is never printed raw: a right-to-left override in a Content-Type or Location is shown escaped")
    func sanitised() throws {
        let site = try Self.server()
        let text = try LinkLab.run(["site", site.domain("hostile-text")] + site.network("hostile-text"), timeout: 60)
        #expect(text.out.unicodeScalars.allSatisfy { $0 != "\u{202E}" }, "\(text.out)")
        // What a person reads: the server's text escaped, in the lines that show it, whole.
        #expect(text.hasLine("  HTTP 200, text/html\\u{202E}, 2 bytes (cap 128 KB), parses."), "\(text.out)")
        #expect(text.hasLine("  site-content-type (error): Served as text/html\\u{202E}, not application/json: "
                             + "a login or error page often looks like this, and Android refuses it."), "\(text.out)")
        #expect(text.hasLine("  site-redirect (error): Answered 302 with a redirect to https://x.example/\\u{202E}gpj.exe: "
                             + "Android's verifier follows no redirect, so App Links are not verified."), "\(text.out)")
        // The problems by file, as --json gives them.
        let (_, report) = try Self.report("hostile-text")
        let files = ((report["files"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String }
        #expect(files.map { [$0] + Self.codes(report, $0) }
                == [["aasa", "site-content-type"], ["aasa-cdn", "aasa-cdn-differs"], ["assetlinks", "site-redirect"], ["google-api"]])
    }

    @Test("usage errors exit 2 with one line: a bad domain, a missing CA file, a plain-http CDN")
    func usage() throws {
        let site = try Self.server()
        for arguments in [["site", "bank example"], ["site", "bank.example/x"],
                          ["site", site.domain("good"), "--ca-file", "/nonexistent.pem"],
                          ["site", site.domain("good"), "--apple-cdn", "http://localhost/"]] {
            let result = try LinkLab.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errLines.count == 1, "\(result.err)")
        }
    }

    @Test("explain --live decides with Apple's CDN copy, and the trace names it")
    func explainLive() throws {
        let site = try Self.server()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
        let env: [String: String?] = ["XDG_CACHE_HOME": cache.path]
        // The domain's file opens the UUX page; the CDN's older copy does not, and that is what decides.
        let old = try LinkLab.run(["explain", "--json", "--live", "--site", site.domain("cdn-old")] + site.network("cdn-old") + [link],
                                  environment: env, timeout: 60)
        #expect(old.status == 1, "\(old.err)")
        let decision = try #require(try old.decisions().first)
        #expect(decision.codes == ["aasa-no-matching-path"], "\(decision.codes)")
        #expect(decision.step("live AASA")?.passed == true, "\(decision.checks)")
        // Which file decided is typed on its step: Apple's CDN copy, fetched now, not from the cache.
        let live = try #require(decision.step("live AASA")?.live)
        #expect(live.file == "aasa-cdn" && live.domain == site.domain("cdn-old") && live.cacheAge == nil, "\(live)")
        #expect(live.url.hasSuffix("/cdn/a/v1/\(site.domain("cdn-old"))"), "\(live.url)")
        #expect(live.fetchedAt.hasPrefix("20") && live.fetchedAt.hasSuffix("Z"), "\(live.fetchedAt)")
        // The text says the same in words.
        let text = try LinkLab.run(["explain", "--live", "--site", site.domain("cdn-old")] + site.network("cdn-old") + [link],
                                   environment: env, timeout: 60)
        #expect(text.outLines.contains { $0.hasPrefix("  ✓ live AASA: Emulated with Apple's CDN copy of \(site.domain("cdn-old"))'s AASA (\(live.url)), fetched 20") },
                "\(text.out)")

        let good = try LinkLab.run(["explain", "--live", "--site", site.domain("good")] + site.network("good") + [link],
                                   environment: env, timeout: 60)
        #expect(good.status == 0, "\(good.out) \(good.err)")
        #expect(good.outLines.first == "navigated  \(link)")

        // --offline reads the cache the run above wrote, and says how old it is.
        let offline = try LinkLab.run(["explain", "--live", "--offline", "--site", site.domain("good"), link], environment: env, timeout: 60)
        #expect(offline.status == 0, "\(offline.err)")
        #expect(LiveCacheOwnershipTests.saysUsingCache(offline.errLines, domain: site.domain("good")), "\(offline.err)")
        let offlineJSON = try LinkLab.run(["explain", "--json", "--live", "--offline", "--site", site.domain("good"), link],
                                          environment: env, timeout: 60)
        let cached = try #require(try offlineJSON.decisions().first?.step("live AASA")?.live, "\(offlineJSON.out)")
        #expect(cached.domain == site.domain("good") && (cached.cacheAge ?? -1) >= 0, "\(cached)")
    }

    @Test("explain --live --platform android decides with the domain's assetlinks.json")
    func explainLiveAndroid() throws {
        let site = try Self.server()
        let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
        let result = try LinkLab.run(["explain", "--live", "--platform", "android", "--site", site.domain("good")] + site.network("good") + [link],
                                     environment: Self.cacheEnvironment, timeout: 60)
        #expect(result.status == 0, "\(result.out) \(result.err)")
        let json = try LinkLab.run(["explain", "--json", "--live", "--platform", "android", "--site", site.domain("good")] + site.network("good") + [link],
                                   environment: Self.cacheEnvironment, timeout: 60)
        let live = try #require(try json.decisions().first?.step("live assetlinks.json")?.live, "\(json.out)")
        #expect(live.file == "assetlinks" && live.domain == site.domain("good"), "\(live)")
    }

    @Test("with no network, --live fails with one clear line and exit 2")
    func liveUnreachable() throws {
        let site = try Self.server()
        let result = try LinkLab.run(["explain", "--live", "--site", site.domain("refused")] + site.network("refused")
                                     + ["https://demo.q2.com/experimental/uux.aspx#/messages"],
                                     environment: Self.cacheEnvironment, timeout: 30)
        #expect(result.status == 2)
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains("site-unreachable"))
        #expect(result.stdout.isEmpty)
    }
}
