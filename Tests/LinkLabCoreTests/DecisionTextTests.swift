import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Text `explain` is worded straight into bytes. It must print exactly what the report's lines
/// say, each sanitised as a whole, indented, and painted by kind when colour is wanted.
@Suite("The text report worded into bytes")
struct DecisionTextTests {
    static let links = [
        "q2mob://open?targetPage=%23%2Fmessages",
        "https://demo.q2.com/experimental/uux.aspx#/settings/profile",
        "q2mob://open?targetPage=#/messages",
        "https://wrong-host.q2.com/experimental/uux.aspx#/messages",
        "  q2mob://open?targetPage=%23%2Fmessages \n",
        "https://demo.q2.com@evil.example/experimental/uux.aspx#/messages",
        "q2mob://open?targetPage=%23%2Fmessages\u{202E}",
        "q2mob://open?targetPage=%23%2F\u{1B}]52;c;aGk=\u{07}",
        "https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages",
        "not a link at all",
        // Fixes longer than the 600 characters a report shows, in ASCII and in two-byte characters, and one
        // of fewer than 600 characters but more than 600 bytes: worded straight in, then cut as text.
        "  https://demo.q2.com/experimental/uux.aspx?x=" + String(repeating: "a", count: 700) + "#/messages  ",
        "  https://demo.q2.com/experimental/uux.aspx?x=" + String(repeating: "é", count: 400) + "#/messages  ",
        "  https://demo.q2.com/experimental/uux.aspx?x=" + String(repeating: "é", count: 280) + "#/messages  ",
    ]

    /// The report as `DecisionReport.lines` gives it, each line sanitised whole and painted as the CLI paints it.
    static func expected(_ d: Decision, colors: Bool) -> String {
        var out = ""
        for line in DecisionReport.lines(d) {
            out += String(repeating: " ", count: line.indent)
            let safe = DisplayText.sanitize(line.printed, limit: .max)
            if colors, !safe.isEmpty {
                out += "\u{1B}[\(DecisionText.colour(of: line.kind).description)m" + safe + "\u{1B}[0m"
            } else {
                out += safe
            }
            out += "\n"
        }
        return out + "\n"
    }

    @Test("each link's report is the report's lines, with and without colour, signed in or out, tapped anywhere",
          arguments: [false, true])
    func sameAsLines(colors: Bool) {
        let engine = LinkEngine(app: Fixtures.demoApp)
        let taps = [Tap.unspecified, Tap(source: .safari, page: "https://demo.q2.com/offers"), Tap(source: .typed)]
        for link in Self.links {
            for signedIn in [true, false] {
                for tap in taps {
                    let (_, decisions) = Session.decide(.initial(signedIn: signedIn), .openLinkFrom(link, tap), engine: engine)
                    for d in decisions {
                        var w = TextWriter()
                        DecisionText.write(d, colors: colors, into: &w)
                        #expect(String(decoding: w.bytes, as: UTF8.self) == Self.expected(d, colors: colors), "\(link)")
                    }
                }
            }
        }
    }

    @Test("text from outside is shown escaped as it enters the writer; LinkLab's own words go in as they are")
    func sanitisedOnEntry() {
        var w = TextWriter()
        w.write("a\u{202E}b")
        w.write(literal: "→ ✓")
        w.user("c\u{1B}d", limit: 300)
        #expect(String(decoding: w.bytes, as: UTF8.self) == "a\\u{202E}b→ ✓c\\u{1B}d")
    }
}
