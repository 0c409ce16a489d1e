import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Every link is hostile until proven otherwise.
@Suite("Input hygiene")
struct InputHygieneTests {
    // MARK: whitespace

    @Test("surrounding whitespace is trimmed, said so, and the trimmed link is the fix",
          arguments: [" q2mob://open?targetPage=%23%2Fmessages", "q2mob://open?targetPage=%23%2Fmessages\n",
                      "\t q2mob://open?targetPage=%23%2Fmessages \r\n"])
    func whitespaceTrimmed(_ link: String) {
        let d = decide(link)
        #expect(d.outcome == .navigated)
        #expect(d.route == "messages")
        #expect(d.has(.whitespaceTrimmed))
        #expect(d.diagnostic(.whitespaceTrimmed)?.severity == .info)
        #expect(d.diagnostic(.whitespaceTrimmed)?.fix == .link("q2mob://open?targetPage=%23%2Fmessages"))
    }

    @Test("a Universal Link with a trailing newline still navigates")
    func universalLinkTrailingNewline() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/settings/profile\n")
        #expect(d.outcome == .navigated)
        #expect(d.route == "settings/profile")
        #expect(d.codes == ["whitespace-trimmed"])
    }

    @Test("an empty or blank input is answered, not crashed on", arguments: ["", "   ", "\n\t"])
    func blank(_ text: String) {
        let d = decide(text)
        #expect(d.outcome == .notOpened)
        #expect(d.entry == .unrecognized)
        #expect(d.has(.malformedLink))
    }

    // MARK: decoding once

    @Test("%2523 decodes once to %23, never to #")
    func neverDecodeTwiceCustomScheme() {
        let d = decide("q2mob://open?targetPage=%2523%252Fmessages")
        #expect(d.outcome == .stayed)
        #expect(d.route == nil)
        #expect(d.screen == nil)
        #expect(d.has(.doubleEncodedTargetPage))
        #expect(d.diagnostic(.doubleEncodedTargetPage)?.fix == .customSchemeLink(scheme: "q2mob", route: "messages"))
    }

    @Test("a Universal Link fragment is decoded once: %2523messages is the route %23messages")
    func neverDecodeTwiceFragment() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/%2523messages")
        #expect(d.outcome == .stayed)
        #expect(d.route == "%23messages")
        #expect(d.has(.unknownRoute))
    }

    // MARK: hosts

    @Test("userinfo hides the real host of a Universal Link")
    func userinfoUniversal() {
        let d = decide("https://demo.q2.com@evil.com/experimental/uux.aspx#/messages")
        #expect(d.outcome == .notOpened)
        #expect(d.has(.userinfoInLink))
        #expect(d.diagnostic(.userinfoInLink)?.finding == .userinfoHidesHost(realHost: "evil.com", domain: "demo.q2.com"))
        #expect(!d.steps.contains { $0.check == "associated domain" && $0.passed })
    }

    @Test("userinfo in a custom-scheme link is refused")
    func userinfoCustomScheme() {
        let d = decide("q2mob://someone@open?targetPage=%23%2Fmessages")
        #expect(d.outcome == .stayed)
        #expect(d.screen == nil)
        #expect(d.has(.userinfoInLink))
    }

    @Test("hosts that are never the associated domain", arguments: [
        "https://demo%2Eq2.com/experimental/uux.aspx#/messages",
        "https://demo%2eq2%2ecom/experimental/uux.aspx#/messages",
        "https://xn--dmo-bma.q2.com/experimental/uux.aspx#/messages",
        "https://xn--demo-9la.q2.com/experimental/uux.aspx#/messages",
        "https://demo.xn--q2-abc.com/experimental/uux.aspx#/messages",
        "https://demo.q2.com./experimental/uux.aspx#/messages",
        "https://127.0.0.1/experimental/uux.aspx#/messages",
        "https://192.168.0.1/experimental/uux.aspx#/messages",
        "https://[::1]/experimental/uux.aspx#/messages",
        "https://[2001:db8::1]/experimental/uux.aspx#/messages",
        "https://demo.q2.com:443/experimental/uux.aspx#/messages",
        "https://demo.q2.com:99999/experimental/uux.aspx#/messages",
    ])
    func suspiciousHosts(_ link: String) {
        let d = decide(link)
        #expect(d.outcome == .notOpened)
        #expect(d.has(.suspiciousHost), "codes \(d.codes)")
        #expect(!d.has(.malformedLink), "the link names a host; it is suspicious, not missing")
        #expect(!d.steps.contains { $0.check == "associated domain" && $0.passed })
        #expect(d.diagnostic(.suspiciousHost)?.fix == .universalLink(uuxPage: "https://demo.q2.com/experimental/uux.aspx", route: "messages"))
    }

    @Test("a non-ASCII host is judged from its encoded form")
    func nonASCIIHost() {
        let d = decide("https://dëmo.q2.com/experimental/uux.aspx#/messages")
        #expect(d.outcome == .notOpened)
        #expect(d.has(.suspiciousHost))
    }

    @Test("scheme and host compare case-insensitively", arguments: [
        "https://DEMO.Q2.COM/experimental/uux.aspx#/messages", "Q2MOB://open?targetPage=%23%2Fmessages",
        "HTTPS://demo.q2.com/experimental/uux.aspx#/messages",
    ])
    func caseInsensitive(_ link: String) {
        let d = decide(link)
        #expect(d.outcome == .navigated)
        #expect(d.route == "messages")
    }

    // MARK: route segments

    @Test(". and .. route segments are refused", arguments: [
        "https://demo.q2.com/experimental/uux.aspx#/settings/../messages",
        "https://demo.q2.com/experimental/uux.aspx#/./messages",
        "https://demo.q2.com/experimental/uux.aspx#/%2E%2E/messages",
        "https://demo.q2.com/experimental/uux.aspx#/settings/%2e%2e/messages",
        "q2mob://open?targetPage=%23%2F..%2Fmessages",
        "q2mob://open?targetPage=%23%2Fsettings%2F%2E%2E%2Fmessages",
        "q2mob://open?targetPage=%23%2Fsettings%2F.",
    ])
    func traversal(_ link: String) {
        let d = decide(link)
        #expect(d.outcome == .stayed)
        #expect(d.screen == nil)
        #expect(d.has(.routeTraversal), "codes \(d.codes)")
        #expect(d.steps.contains { $0.check == "route safety" && !$0.passed })
    }

    @Test("a segment that merely contains dots is not traversal")
    func dotsInsideSegment() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path")
        #expect(!d.has(.routeTraversal))
        #expect(d.outcome == .handledByModule)
    }

    // MARK: control and bidi characters

    @Test("control or bidi characters in the link itself", arguments: [
        "q2mob://open?targetPage=%23%2Fmes\u{202E}sages",
        "https://demo.q2.com/experimental/uux.aspx#/mes\u{200B}sages",
        "q2mob://open?targetPage=%23%2Fmes\u{0007}sages",
        "q2mob://open?targetPage=%23%2Fmes\u{7F}sages",
        "q2mob://open?targetPage=%23%2Fmes\u{85}sages",
        "q2mob://open\u{2066}?targetPage=%23%2Fmessages",
        "https://demo.q2.com/exp\nerimental/uux.aspx#/messages",
    ])
    func controlInLink(_ link: String) {
        let d = decide(link)
        #expect(d.outcome == .notOpened)
        #expect(d.has(.controlCharacters))
        #expect(d.screen == nil)
        #expect(!DisplayText.containsUnsafe(d.input))
    }

    @Test("control or bidi characters that decode into the route", arguments: [
        "q2mob://open?targetPage=%23%2Fmess%E2%80%AEages",
        "https://demo.q2.com/experimental/uux.aspx#/mess%E2%80%AEages",
        "q2mob://open?targetPage=%23%2Fmess%0Aages",
        "https://demo.q2.com/experimental/uux.aspx#/mess%7Fages",
        "https://demo.q2.com/experimental/uux.aspx#/mess%C2%85ages",
        "https://demo.q2.com/experimental/uux.aspx#/mess%E2%81%A6ages",
    ])
    func controlInRoute(_ link: String) throws {
        let d = decide(link)
        #expect(d.outcome == .stayed)
        #expect(d.screen == nil)
        #expect(d.has(.controlCharacters), "codes \(d.codes)")
        try expectSafe(d)
    }

    // MARK: length

    @Test("a 1 MB link is answered with input-too-long and echoed cut short")
    func oneMegabyte() throws {
        let link = "https://demo.q2.com/experimental/uux.aspx#/" + String(repeating: "a", count: 1_048_576)
        let d = decide(link)
        #expect(d.outcome == .notOpened)
        #expect(d.has(.inputTooLong))
        #expect(d.input.count < 1_000, "the echo is cut short")
        #expect(d.input.hasPrefix("https://demo.q2.com/experimental/uux.aspx#/aaaa"))
        #expect(d.input.contains("cut short"))
        let line = DecisionJSON.line(d)
        #expect(line.utf8.count < 10_000)
        try expectSafe(d)
    }

    @Test("the length limit is a policy: a link just over it is refused, one at it is read")
    func limitEdge() throws {
        let app = try Fixtures.app(settings: #"{"policies":{"maximumLinkLength":64}}"#)
        let base = "q2mob://open?targetPage=%23%2Fmessages&x="
        let exact = base + String(repeating: "y", count: 64 - base.utf8.count)
        #expect(decide(exact, app: app).outcome == .navigated)
        let over = decide(exact + "y", app: app)
        #expect(over.outcome == .notOpened)
        #expect(over.has(.inputTooLong))
    }

    // MARK: nothing unsafe reaches the output

    static let hostile: [HostileInput] = [
        .init("bidi override in the query", "q2mob://open?targetPage=%23%2Fmes\u{202E}sages"),
        .init("terminal escape in the fragment", "https://demo.q2.com/experimental/uux.aspx#/a\u{1B}[31mred"),
        .init("encoded bidi and CR LF in the route", "q2mob://open?targetPage=%23%2F%E2%80%AEevil%0D%0Aline"),
        .init("userinfo with a right-to-left mark", "https://demo.q2.com@ev\u{200F}il.com/experimental/uux.aspx#/%E2%80%8Fx"),
        .init("byte order mark first", "\u{FEFF}q2mob://open?targetPage=%23%2Fmessages"),
        .init("20,000 raw bidi overrides", "https://demo.q2.com/experimental/uux.aspx#/" + String(repeating: "\u{202E}", count: 20_000)),
        .init("NUL in the scheme", "otherapp\u{0}://open?targetPage=%23%2Fmessages"),
        .init("encoded terminal escape", "https://demo.q2.com/experimental/uux.aspx#/%1B%5B2J"),
        .init("C1 control in a module host", "q2mob://\u{9B}31m/path"),
        .init("200 encoded bidi overrides", "https://demo.q2.com/experimental/uux.aspx#/" + String(repeating: "%E2%80%AE", count: 200)),
        .init("2,000 encoded bidi overrides", "q2mob://open?targetPage=%23%2F" + String(repeating: "%E2%80%AE", count: 2_000)),
    ]

    @Test("no raw control or bidi characters in the JSON line or the report", arguments: hostile)
    func nothingUnsafe(_ input: HostileInput) throws {
        try expectSafe(decide(input.text))
        try expectSafe(decide(input.text, signedIn: false))
    }

    @Test("sanitize escapes what a terminal must never see")
    func sanitize() {
        #expect(DisplayText.sanitize("a\nb") == "a\\nb")
        #expect(DisplayText.sanitize("a\u{202E}b") == "a\\u{202E}b")
        #expect(DisplayText.sanitize("a\u{7F}b") == "a\\u{7F}b")
        #expect(DisplayText.sanitize("a\u{85}b") == "a\\u{85}b")
        #expect(DisplayText.sanitize("plain") == "plain")
        #expect(DisplayText.sanitize("é") == "é")
        let long = DisplayText.sanitize(String(repeating: "x", count: 1_000), limit: 10)
        #expect(long.hasPrefix("xxxxxxxxxx…"))
        #expect(long.contains("1000 bytes"))
    }

    /// Asserts that neither output face carries a raw unsafe character.
    func expectSafe(_ d: Decision, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let line = DecisionJSON.line(d)
        let raw = line.unicodeScalars.filter { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) || DisplayText.isUnsafe($0) }
        #expect(raw.isEmpty, "JSON line holds \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        _ = try parseJSONObject(line)
        for reportLine in DecisionReport.lines(d) {
            #expect(!DisplayText.containsUnsafe(reportLine.text), "report line \(reportLine.text.debugDescription)",
                    sourceLocation: sourceLocation)
        }
        #expect(!DisplayText.containsUnsafe(d.input), sourceLocation: sourceLocation)
        #expect(!DisplayText.containsUnsafe(d.summary), sourceLocation: sourceLocation)
        for step in d.steps {
            #expect(!DisplayText.containsUnsafe(step.detail), "step \(step.check)", sourceLocation: sourceLocation)
        }
        for diagnostic in d.diagnostics {
            #expect(!DisplayText.containsUnsafe(diagnostic.message), sourceLocation: sourceLocation)
            if let fix = diagnostic.fixText { #expect(!DisplayText.containsUnsafe(fix), sourceLocation: sourceLocation) }
        }
        // At most `defaultLimit` characters are echoed; each may be shown as an escape of up to 10 characters.
        #expect(d.input.count <= DisplayText.defaultLimit * 10 + 60, sourceLocation: sourceLocation)
    }
}

/// A hostile input with a printable name, so that test output stays readable.
struct HostileInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    init(_ name: String, _ text: String) {
        self.name = name
        self.text = text
    }
    var testDescription: String { name }
}
