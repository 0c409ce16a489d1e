import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A refused input's facts never carry its hidden characters raw,
/// and neither does an error message about a file.
@Suite("Facts and errors hold nothing unsafe")
struct UnsafeFactsTests {
    static func isClean(_ text: String?) -> Bool { !(text.map(DisplayText.containsUnsafe) ?? false) }

    @Test("a route decoded into control, format or invisible characters is refused and kept escaped",
          arguments: ["https://demo.q2.com/experimental/uux.aspx#/mess%1Bages",
                      "https://demo.q2.com/experimental/uux.aspx#/mess%C2%ADages",
                      "q2mob://open?targetPage=%23%2Fmess%1Bages",
                      "q2mob://open?targetPage=%23%2Fmess%E2%80%AEages"])
    func decodedRoute(_ link: String) {
        let d = decide(link)
        #expect(d.outcome != .navigated)
        #expect(d.route != nil)
        #expect(Self.isClean(d.route))
        #expect(d.route?.hasPrefix("mess\\u{") == true)
    }

    @Test("a pushed route holding an OSC 52 sequence is refused and kept escaped")
    func pushedRoute() throws {
        let d = try decidePush(#"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"\u001b]52;c;aGk=\u0007"}}}"#)
        #expect(d.outcome == .stayed)
        #expect(Self.isClean(d.route))
        #expect(d.route == "\\u{1B}]52;c;aGk=\\u{7}", "kept whole, escaped")
    }

    @Test("a safe route is kept exactly as it was read")
    func safeRoute() {
        #expect(decide("https://demo.q2.com/experimental/uux.aspx#/settings/profile").route == "settings/profile")
        #expect(decide("https://demo.q2.com/experimental/uux.aspx#/%E6%B6%88%E6%81%AF").route == "消息")
    }

    @Test("a route set later is cleaned as well")
    func routeSetLater() {
        var d = decide("https://demo.q2.com/experimental/uux.aspx#/messages")
        d.route = "a\u{202E}b"
        #expect(d.route == "a\\u{202E}b")
    }

    @Test("a configuration error cleans the values its reason quotes, once")
    func configurationReason() {
        let error = ConfigurationError(file: "screens/branches.json", key: "owner", reason: "declared: com.q2.mo\u{202E}e, a\\u{1B}b")
        #expect(Self.isClean(error.description))
        #expect(error.description.hasSuffix("declared: com.q2.mo\\u{202E}e, a\\u{1B}b"))
    }
}
