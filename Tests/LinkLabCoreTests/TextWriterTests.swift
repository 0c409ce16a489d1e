import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The text writer copies plain printable ASCII in one pass, eight bytes at a time, and shows any
/// other text as `DisplayText.sanitize` shows it.
@Suite("The text writer shows text as the sanitiser does")
struct TextWriterTests {
    /// Every length from 0 to 24 (whole words, a tail, both), with each kind of byte the sanitiser or the
    /// word check treats apart put at each position: a control, DEL, a non-ASCII letter, a bidi control.
    @Test("plain text of any length is copied as it is; a byte that is not plain, anywhere, is shown as the sanitiser shows it")
    func agreesWithSanitize() {
        let odd: [String] = ["\u{1B}", "\u{7F}", "é", "\u{202E}", "\n", " "]
        for length in 0...24 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x21 + $0 % 90))) })
            var cases = [plain]
            for position in 0...length {
                for o in odd {
                    var text = plain
                    text.insert(contentsOf: o, at: text.index(text.startIndex, offsetBy: position))
                    cases.append(text)
                }
            }
            for text in cases {
                var w = TextWriter(capacity: 16)
                w.write("a")
                w.write(text)
                #expect(String(decoding: w.bytes, as: UTF8.self) == "a" + DisplayText.sanitize(text, limit: .max),
                        "\(text.debugDescription)")
            }
        }
    }
}

/// `check`'s text report writes a row's input straight into its writer; it reads as the input
/// text the JUnit report builds, for links and push payloads, short, long and hostile.
@Suite("A check row's input is written as the JUnit report words it")
struct CheckInputTextTests {
    @Test("links and pushes of every kind read the same written as built")
    func writtenAsBuilt() throws {
        let long = "https://demo.q2.com/experimental/uux.aspx#/" + String(repeating: "é", count: 400)
        let links = ["q2mob://open?targetPage=%23%2Fmessages", "", long, "https://demo.q2.com/#/a\u{1B}[31m\u{202E}b",
                     String(repeating: "a", count: 300), String(repeating: "a", count: 301)]
        var rows = links.map { CheckRow(file: "f", line: 2, input: .link($0), expectation: CheckExpectation(outcome: .navigated)) }
        for stage in [PushStage.tap, .silent] {
            let payload = try PushPayload(text: documentedPush)
            rows.append(CheckRow(file: "f", line: 3, input: .push(payload, stage: stage), expectation: CheckExpectation(outcome: .navigated)))
        }
        for row in rows {
            var w = TextWriter(capacity: 8)
            JUnitReport.writeInput(row, into: &w)
            #expect(String(decoding: w.bytes, as: UTF8.self) == JUnitReport.inputText(row), "\(row.input)")
        }
    }

    @Test("a route reads the same written as shown: none, plain, hostile, at and past 200 characters")
    func routeWrittenAsShown() {
        let routes: [String?] = [nil, "", "messages", "settings/profile?x=1", "a\u{1B}[31m\u{202E}b\u{200B}",
                                 String(repeating: "é", count: 200), String(repeating: "é", count: 201),
                                 String(repeating: "a", count: 300)]
        for route in routes {
            var w = TextWriter(capacity: 8)
            CheckFailure.writeShown(route, into: &w)
            #expect(String(decoding: w.bytes, as: UTF8.self) == CheckFailure.show(route), "\(String(describing: route))")
        }
    }
}
