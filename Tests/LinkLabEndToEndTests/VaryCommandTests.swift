import Foundation
import Testing
@testable import linklab

/// `linklab vary`: the neighbourhood of a link.
@Suite("linklab vary")
struct VaryCommandTests {
    static let link = "q2mob://open?targetPage=%23%2Fmessages"

    /// The variants in the order, with the outcome and code each line must show in the demo FI.
    static let expected: [(title: String, variant: String, outcome: String, code: String?)] = [
        ("unencoded targetPage", "unencodedTargetPage", "stayed", "unencoded-target-page"),
        ("full URL in targetPage", "fullURLInTargetPage", "stayed", "full-url-in-target-page"),
        ("double-encoded targetPage", "doubleEncodedTargetPage", "stayed", "double-encoded-target-page"),
        ("wrong scheme", "wrongScheme", "notOpened", "wrong-url-scheme"),
        ("http instead of https", "http", "openedInBrowser", "wrong-url-scheme"),
        ("wrong host", "wrongHost", "openedInBrowser", "wrong-associated-domain"),
        ("no page name", "noPageName", "openedInBrowser", "missing-target-page-name"),
        ("no #/ fragment", "noFragment", "stayed", "missing-route-fragment"),
        ("uppercase host", "uppercaseHost", "navigated", nil),
        ("surrounding whitespace", "surroundingWhitespace", "navigated", "whitespace-trimmed"),
        ("signed out", "signedOut", "deferred", "deferred-until-sign-in"),
    ]

    @Test("each documented variant gets one line with its outcome, code and explanation, then the link")
    func text() throws {
        let result = try LinkLab.run(["vary", Self.link])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.outLines
        // The variants, then the same link from each iOS source: app, safari, typed, script, web-view, qr, banner.
        try #require(lines.count == 1 + 2 * (Self.expected.count + 7), "\(result.out)")
        #expect(lines[0].hasPrefix(Self.link) && lines[0].contains("navigated"))
        for (index, row) in Self.expected.enumerated() {
            let line = lines[1 + 2 * index]
            #expect(line.contains(row.title) && line.contains(" \(row.outcome) "), "\(line)")
            if let code = row.code { #expect(line.contains(code), "\(line)") }
            #expect(line.hasPrefix(["navigated", "deferred"].contains(row.outcome) ? "✓" : "✗"), "\(line)")
            #expect(lines[2 + 2 * index].hasPrefix("    "))
        }
    }

    @Test("--json prints one object per variant with the link, outcome, code and the decision")
    func json() throws {
        let result = try LinkLab.run(["vary", "--json", Self.link])
        #expect(result.status == 0, "\(result.err)")
        let objects = try result.jsonLines().filter { $0["variant"] as? String != "fromSource" }
        #expect(objects.map { $0["variant"] as? String } == Self.expected.map(\.variant))
        for (object, row) in zip(objects, Self.expected) {
            #expect(object["outcome"] as? String == row.outcome)
            #expect(object["code"] as? String == row.code, "\(object)")
            #expect((object["decision"] as? [String: Any])?["outcome"] as? String == row.outcome)
            #expect(object["link"] is String && object["signedIn"] is Bool && object["note"] is String)
        }
        #expect(objects.last?["signedIn"] as? Bool == false)
    }

    /// The same link from each source of the platform, with the customer's sentence.
    static let sources: [(title: String, outcome: String, code: String?)] = [
        ("from app", "navigated", nil),
        ("from safari", "navigated", nil),
        ("from safari, same site", "openedInBrowser", "source-opens-browser"),
        ("from typed", "openedInBrowser", "source-opens-browser"),
        ("from script", "openedInBrowser", "source-opens-browser"),
        ("from web-view", "navigated", nil),
        ("from web-view, same site", "openedInBrowser", "source-opens-browser"),
        ("from qr", "navigated", nil),
        ("from banner", "navigated", nil),
    ]

    @Test("vary adds the Universal Link from each iOS source: text lines and JSON objects with from and page")
    func sourcesAdded() throws {
        let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
        let text = try LinkLab.run(["vary", ul])
        #expect(text.status == 0, "\(text.err)")
        let lines = text.outLines.suffix(2 * Self.sources.count)
        for (index, row) in Self.sources.enumerated() {
            let line = lines[lines.startIndex + 2 * index]
            #expect(line.hasPrefix(row.outcome == "navigated" ? "✓ \(row.title) " : "✗ \(row.title) "), "\(line)")
            #expect(line.contains(" \(row.outcome) ") && line.contains(row.code ?? " - "), "\(line)")
        }
        #expect(lines.last == "    the same link")
        #expect(lines.contains("    the same link, tapped on https://demo.q2.com/"))
        #expect(text.out.contains("A link typed or pasted into the address bar always opens the website."))
        let objects = try LinkLab.run(["vary", "--json", ul]).jsonLines().filter { $0["variant"] as? String == "fromSource" }
        #expect(objects.map { $0["title"] as? String } == Self.sources.map(\.title))
        #expect(objects.map { $0["from"] as? String } == ["app", "safari", "safari", "typed", "script", "web-view", "web-view", "qr", "banner"])
        #expect(objects.map { $0["outcome"] as? String } == Self.sources.map(\.outcome))
        #expect(objects.map { $0["code"] as? String } == Self.sources.map(\.code))
        #expect(objects[2]["page"] as? String == "https://demo.q2.com/")
        #expect(objects.allSatisfy { $0["link"] as? String == ul && ($0["decision"] as? [String: Any])?["customerSays"] is String })
    }

    @Test("vary on Android lists Android's sources; --from opens the link and its variants from there")
    func androidAndFrom() throws {
        let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
        let android = try LinkLab.run(["vary", "--json", "--platform", "android", ul]).jsonLines().filter { $0["variant"] as? String == "fromSource" }
        #expect(android.map { $0["from"] as? String } == ["app", "chrome", "typed", "script", "web-view", "custom-tab"])
        let typed = try LinkLab.run(["vary", "--from", "typed", ul])
        #expect(typed.outLines.first?.contains("openedInBrowser (source-opens-browser)") == true, "\(typed.out)")
        let bad = try LinkLab.run(["vary", "--from", "chrome", ul])
        #expect(bad.status == 2 && bad.errLines.count == 1 && bad.err.contains("unknown source 'chrome' on ios"))
    }

    @Test("variants follow --config: the partner's scheme, host and page name")
    func partner() throws {
        let partner = LinkLab.scenarios.appendingPathComponent("partner-fi/settings.json").path
        let result = try LinkLab.run(["vary", "--json", "--config", partner, "https://m.partnerbank.example/app/mobile.aspx#/transfer"])
        #expect(result.status == 0, "\(result.err)")
        let links = try result.jsonLines().compactMap { $0["link"] as? String }
        #expect(links.contains("partnerbank://open?targetPage=#/transfer"))
        #expect(links.contains("https://wrong-host.partnerbank.example/app/mobile.aspx#/transfer"))
        #expect(links.contains("https://m.partnerbank.example/app/#/transfer"))
        #expect(!links.contains { $0.contains("q2mob") || $0.contains("demo.q2.com") })
    }

    @Test("a link that carries no route: one line on standard error, exit 2")
    func noRoute() throws {
        let result = try LinkLab.run(["vary", "q2mob://open?targetPage=#/messages"])
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        let example = "q2mob://open?targetPage=%23%2Fmessages"
        #expect(result.errLines == ["linklab: " + UsageError(.noRouteToVary(link: "q2mob://open?targetPage=#/messages", example: example)).message],
                "\(result.err)")
    }
}
