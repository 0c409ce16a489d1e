import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// Every string shown is sanitised. Whatever is typed or pasted, no cell of the
/// frame holds a control character, a C1 control or a bidi override/isolate.
@Suite("Unsafe text never reaches the frame")
struct UnsafeTextTests {
    /// The one definition: controls, format, separators, private-use, unassigned, default ignorables.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { DisplayText.isUnsafe(scalar) }

    /// Every unsafe scalar in the frame, with where it is.
    static func unsafeCells(_ frame: Frame) -> [String] {
        var found: [String] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                for scalar in frame[x, y].text.unicodeScalars where isUnsafe(scalar) {
                    found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at (\(x), \(y))")
                }
            }
        }
        return found
    }

    static let hostile = [
        "q2mob://open?targetPage=%23%2Fmessages\u{1B}[2J\u{1B}]0;pwned\u{7}",
        "https://demo.q2.com/experimental/uux.aspx#/settings/\u{202E}eliforp",
        "https://demo.q2.com/experimental/uux.aspx#/messages\u{2066}x\u{2069}\u{0}\u{7F}\u{9B}31m\u{85}",
        "q2mob://open?targetPage=%23%2Fmessages\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}",
        "e\u{301}\u{202E}\u{200D}\u{1B}\u{301}\r\ntab\there",
        "https://demo.q2.com\u{AD}/experimental/uux.aspx#/messages\u{34F}\u{180E}\u{FE0F}\u{3164}\u{E0001}\u{E0041}\u{FFF9}\u{2028}\u{E000}",
    ]

    @Test("typed unsafe text is drawn safely in the input line and in the decision", arguments: hostile)
    func typed(text: String) throws {
        var model = try AppFixture.model()
        model.send(.text(text))
        #expect(Self.unsafeCells(model.frame) == [])
        model.key(.enter)
        #expect(model.state.history.count == 1)
        #expect(Self.unsafeCells(model.frame) == [])
        model.key(.pageUp)
        #expect(Self.unsafeCells(model.frame) == [])
    }

    @Test("pasted unsafe text is drawn safely, signed out too (the pending label)", arguments: hostile)
    func pasted(text: String) throws {
        var model = try AppFixture.model(signedIn: false, size: .large)
        model.send(.paste(text))
        #expect(Self.unsafeCells(model.frame) == [])
        model.key(.enter)
        #expect(Self.unsafeCells(model.frame) == [])
        model.key(.function(3))
        #expect(Self.unsafeCells(model.frame) == [])
    }

    @Test("unsafe text typed into the push composer is drawn safely there and in the decision", arguments: hostile)
    func composer(text: String) throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(2))
        model.key(.tab)
        model.send(.text(text))
        model.key(.tab)
        model.send(.paste(text))
        #expect(Self.unsafeCells(model.frame) == [])
        model.key(.enter)
        #expect(model.lastDecision != nil)
        #expect(Self.unsafeCells(model.frame) == [])
    }

    @Test("a bidi override is shown escaped, as visible text, in the input line and the decision")
    func bidi() throws {
        var model = try AppFixture.model(size: .large)
        model.send(.paste("q2mob://open?targetPage=%23%2Fmessages\u{202E}gpj.exe"))
        #expect(model.frame.row(34).contains(#"q2mob://open?targetPage=%23%2Fmessages\u{202E}gpj.exe"#))
        model.key(.enter)
        #expect(model.screenText.contains(#"%23%2Fmessages\u{202E}gpj.exe"#))
    }
}
