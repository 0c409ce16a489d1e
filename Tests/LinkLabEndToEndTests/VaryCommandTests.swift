import Foundation
import LinkLabText
import LinkLabReading
import LinkLabWording
import Testing
@testable import linklab

/// `linklab vary`: the neighbourhood of a link.
@Suite("linklab vary")
struct VaryCommandTests {
    static let link = "q2mob://open?targetPage=%23%2Fmessages"

    /// The variants in the issue's order, with the outcome and code each line must show in the demo FI.
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

    /// A row of the text table as a person reads it: the mark, the title, the outcome, the main code (or -)
    /// and the note, in columns of 26, 16 and 28 characters.
    static func row(title: String, outcome: String, code: String?, note: String) -> String {
        let mark = ["navigated", "deferred", "handledByModule"].contains(outcome) ? "✓" : "✗"
        return "\(mark) \(title.padded(to: 26))\(outcome.padded(to: 16))\((code ?? "-").padded(to: 28))\(note)"
    }

    @Test("each documented variant gets one line with its outcome, code and explanation, then the link")
    func text() throws {
        let result = try LinkLab.run(["vary", Self.link])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.outLines
        // The variants, then the same link from each iOS source: app, safari, typed, script, web-view, qr, banner.
        try #require(lines.count == 1 + 2 * (Self.expected.count + 7), "\(result.out)")
        #expect(lines[0] == "\(Self.link)  navigated, #/messages")
        // The notes and links are the --json rows' own: the text table must say the same, whole line for line.
        let objects = try LinkLab.run(["vary", "--json", Self.link]).jsonLines()
        try #require(objects.count >= Self.expected.count)
        for (index, row) in Self.expected.enumerated() {
            let note = try #require(objects[index]["note"] as? String)
            #expect(lines[1 + 2 * index] == Self.row(title: row.title, outcome: row.outcome, code: row.code, note: note))
            #expect(lines[2 + 2 * index] == "    " + (objects[index]["link"] as? String ?? "?"))
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
        let lines = Array(text.outLines.suffix(2 * Self.sources.count))
        let objects = try LinkLab.run(["vary", "--json", ul]).jsonLines().filter { $0["variant"] as? String == "fromSource" }
        try #require(objects.count == Self.sources.count, "\(objects.map { $0["title"] ?? "" })")
        for (index, row) in Self.sources.enumerated() {
            let note = try #require(objects[index]["note"] as? String)
            #expect(lines[2 * index] == Self.row(title: row.title, outcome: row.outcome, code: row.code, note: note))
            #expect(lines[2 * index + 1] == "    the same link" + ((objects[index]["page"] as? String).map { ", tapped on " + $0 } ?? ""))
        }
        #expect(lines[2 * 2 + 1] == "    the same link, tapped on https://demo.q2.com/")
        // The customer's sentence for a typed link, whole: it is the wording under test here.
        #expect(objects[3]["note"] as? String == "A link typed or pasted into the address bar always opens the website. "
                    + "Tap the link in the email or message instead. Open the app and go to the page from its menu.")
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
        #expect(typed.outLines.first == "\(ul)  openedInBrowser (source-opens-browser), #/messages", "\(typed.out)")
        let bad = try LinkLab.run(["vary", "--from", "chrome", ul])
        guard case .failure(let refusal) = TapSource.parse("chrome", on: .ios) else { Issue.record("chrome is an iOS source"); return }
        #expect(bad.status == 2 && bad.errLines == ["linklab: " + UsageError(.tapSource(refusal)).message], "\(bad.err)")
    }

    @Test("variants follow --config: the partner's scheme, host and page name")
    func partner() throws {
        let partner = LinkLab.scenarios.appendingPathComponent("partner-fi/settings.json").path
        let result = try LinkLab.run(["vary", "--json", "--config", partner, "https://m.partnerbank.example/app/mobile.aspx#/transfer"])
        #expect(result.status == 0, "\(result.err)")
        let objects = try result.jsonLines()
        var byVariant: [String: String] = [:]
        for object in objects { if let variant = object["variant"] as? String, variant != "fromSource" { byVariant[variant] = object["link"] as? String } }
        #expect(byVariant["unencodedTargetPage"] == "partnerbank://open?targetPage=#/transfer")
        #expect(byVariant["wrongHost"] == "https://wrong-host.partnerbank.example/app/mobile.aspx#/transfer")
        #expect(byVariant["noPageName"] == "https://m.partnerbank.example/app/#/transfer")
        let links = objects.compactMap { $0["link"] as? String }
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
