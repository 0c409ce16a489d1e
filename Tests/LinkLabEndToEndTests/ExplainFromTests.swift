import Foundation
import Testing

/// `linklab explain --from SOURCE` (docs/contract.md, "Where the link was tapped"): the JSON carries
/// `from`, `hops`, `customerSays` and `bankFix`, and a bad source is one usage error.
@Suite("linklab explain --from")
struct ExplainFromTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fsettings%2Fprofile"
    static let safeLinks = "https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages&data=05"
    static let proofpoint = "https://urldefense.proofpoint.com/v2/url?u=https-3A__demo.q2.com_experimental_uux.aspx-23_messages&d=DwMF"

    struct Row: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var outcome: String
        var from: String
        var opens: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let rows: [Row] = [
        Row(arguments: [tracker], outcome: "openedInBrowser", from: "app", opens: ["browser", "browser"]),
        Row(arguments: [safeLinks], outcome: "openedInBrowser", from: "app", opens: ["browser", "browser"]),
        Row(arguments: [proofpoint], outcome: "openedInBrowser", from: "app", opens: ["browser", "browser"]),
        Row(arguments: ["--from", "typed", ul], outcome: "openedInBrowser", from: "typed", opens: ["browser"]),
        Row(arguments: ["--from", "safari", "--page", "https://demo.q2.com/offers", ul], outcome: "openedInBrowser", from: "safari", opens: ["browser"]),
        Row(arguments: ["--from", "safari", "--page", "https://news.example/", ul], outcome: "navigated", from: "safari", opens: ["app"]),
        Row(arguments: ["--from", "app", "--redirects-to", ul, "https://protect-us.mimecast.com/s/abc"], outcome: "openedInBrowser",
            from: "app", opens: ["browser", "browser"]),
        Row(arguments: ["--from", "banner", ul], outcome: "navigated", from: "banner", opens: ["app"]),
        Row(arguments: ["--from", "banner", "https://demo.q2.com/experimental/other.aspx#/messages"], outcome: "openedInBrowser",
            from: "banner", opens: ["browser"]),
        Row(arguments: ["--from", "banner", "q2mob://open?targetPage=%23%2Fmessages"], outcome: "navigated", from: "banner", opens: ["app"]),
    ]

    @Test("explain --json gives from, hops, customerSays and bankFix", arguments: rows)
    func json(_ row: Row) throws {
        let result = try LinkLab.run(["explain", "--json"] + row.arguments)
        let objects = try result.jsonLines()
        try #require(objects.count == 1, "\(result.out)\n\(result.err)")
        let o = objects[0]
        #expect(o["outcome"] as? String == row.outcome)
        #expect(o["from"] as? String == row.from)
        let hops = try #require(o["hops"] as? [[String: Any]])
        #expect(hops.map { $0["opens"] as? String ?? "?" } == row.opens)
        #expect(hops.allSatisfy { ($0["url"] as? String)?.isEmpty == false })
        #expect((o["customerSays"] as? String)?.isEmpty == false)
        #expect((o["bankFix"] as? String)?.isEmpty == false)
        #expect(result.status == (row.outcome == "navigated" ? 0 : 1))
    }

    @Test("a source the platform does not model, or a misplaced --page, is exit 2 with one line")
    func usage() throws {
        for arguments in [["--from", "chrome", Self.ul], ["--from", "typed", "--page", "https://demo.q2.com/", Self.ul], ["--from", "safari", "--page", "nope", Self.ul]] {
            let result = try LinkLab.run(["explain"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errLines.count == 1, "\(result.err)")
        }
    }

    @Test("--from banner on Android is exit 2, saying that Android has no Smart App Banner (P13)")
    func bannerOnAndroid() throws {
        let result = try LinkLab.run(["explain", "--platform", "android", "--from", "banner", Self.ul])
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err == "linklab: no source 'banner' on android: Android has no Smart App Banner (Chrome shows none), "
            + "so there is no OPEN to tap; use chrome for a tap on a web page, or app\n")
    }

    @Test("--from banner says where it was tapped, in the text and in the customer's sentence")
    func bannerText() throws {
        let result = try LinkLab.run(["explain", "--from", "banner", Self.ul])
        #expect(result.status == 0)
        #expect(result.hasLine("  from banner: OPEN on Safari's Smart App Banner, which opens the app with the page's link"), "\(result.out)")
        #expect(result.hasLine("  customer: Tapping OPEN on the banner opens the app on the right page."), "\(result.out)")
    }
}
