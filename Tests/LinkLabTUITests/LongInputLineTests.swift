import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// A long input line edits correctly at its limit, shows the part around the
/// cursor, and a paste that does not fit is cut visibly, never silently.
@Suite("Long input line")
struct LongInputLineTests {
    static let full = LineEditor.maximumLength

    /// "0123456789" repeated to `count` characters.
    static func digits(_ count: Int) -> String {
        String(String(repeating: "0123456789", count: count / 10 + 1).prefix(count))
    }

    @Test("a line at 20,000 characters takes edits at its end, its start and in the middle")
    func editsAtTheLimit() {
        var line = LineEditor(text: Self.digits(Self.full - 1))
        let inserted1 = line.insert("a")
        #expect(inserted1)
        #expect(line.count == Self.full)
        let inserted2 = line.insert("b")
        #expect(!inserted2, "the line is full")
        #expect(line.text.suffix(2) == "8a")
        line.moveHome()
        line.deleteForward()
        let inserted3 = line.insert("S")
        #expect(inserted3)
        #expect(line.text.prefix(4) == "S123")
        for _ in 0..<10_000 { line.moveRight() }
        #expect(line.cursor == 10_001)
        line.backspace()
        let inserted4 = line.insert("M")
        #expect(inserted4)
        #expect(line.count == Self.full)
        let text = line.text
        #expect(text[text.index(text.startIndex, offsetBy: 10_000)] == "M")
        _ = line.handle(.control("k"))
        #expect(line.count == 10_001)
        #expect(line.text.suffix(2) == "9M")
    }

    @Test("only what fits is kept, and insert says so")
    func insertCuts() {
        var line = LineEditor(text: Self.digits(Self.full - 3))
        let inserted5 = line.insert("abcdef")
        #expect(!inserted5)
        #expect(line.text.suffix(4) == "6abc")
        #expect(line.cursor == Self.full)
    }

    @Test("around(cursor:) gives the characters either side of the cursor, no more")
    func aroundCursor() {
        var line = LineEditor(text: "abcdefghij")
        for _ in 0..<4 { line.moveLeft() }
        #expect(line.around(cursor: 3) == (before: "def", after: "ghi"))
        #expect(line.around(cursor: 100) == (before: "abcdef", after: "ghij"))
        line.moveHome()
        #expect(line.around(cursor: 2) == (before: "", after: "ab"))
    }

    @Test("the input line shows the end of a 20,000-character line with the cursor after it")
    func drawsTheEnd() throws {
        var model = try AppFixture.model()
        model.send(.paste(Self.digits(Self.full - 5)))
        model.send(.text("W"), .text("X"), .text("Y"), .text("Z"), .text("!"))
        #expect(model.input.count == Self.full)
        let frame = model.frame
        let row = frame.row(22)
        #expect(row.hasSuffix("WXYZ!"), "\(row)")
        #expect(row.hasPrefix(InputLine.prompt))
        #expect(frame.cursor?.y == 22)
        #expect(frame.cursor?.x == CharacterWidth.of(row))
    }

    @Test("Home on a 20,000-character line shows its start, cursor at the prompt")
    func drawsTheStart() throws {
        var model = try AppFixture.model()
        model.send(.paste("START" + Self.digits(Self.full - 5)))
        model.key(.home)
        let frame = model.frame
        #expect(frame.row(22).hasPrefix(InputLine.prompt + "START0123"), "\(frame.row(22))")
        #expect(frame.cursor == Point(x: CharacterWidth.of(InputLine.prompt), y: 22))
    }

    @Test("the middle of a long line with escapes is drawn sanitised around the cursor")
    func drawsTheMiddleSanitised() throws {
        var model = try AppFixture.model()
        model.send(.paste(Self.digits(10_000) + "\u{1B}[2J" + Self.digits(9_000)))
        model.key(.left, times: 9_000)
        let row = model.frame.row(22)
        #expect(row.contains("\\u{1B}[2J"), "\(row)")
        #expect(!row.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test("a 1 MB paste keeps 20,000 characters and says so in the status line")
    func megabytePaste() throws {
        var model = try AppFixture.model(size: .large)
        model.send(.paste(String(repeating: "a", count: 1 << 20)))
        #expect(model.input.count == Self.full)
        #expect(model.notice == "Pasted 1,048,576 bytes; kept the first 20,000 characters.")
        #expect(model.frame.row(33).contains("Pasted 1,048,576 bytes; kept the first 20,000 characters."), "\(model.frame.row(33))")
    }

    @Test("a paste into a partly filled line counts what it kept")
    func pasteIntoFilledLine() throws {
        var model = try AppFixture.model()
        model.send(.paste(Self.digits(Self.full - 100)))
        model.send(.paste(String(repeating: "b", count: 300)))
        #expect(model.notice == "Pasted 300 bytes; kept the first 100 characters.")
    }

    @Test("a long paste of several lines says both")
    func longMultiLinePaste() throws {
        var model = try AppFixture.model()
        model.send(.paste(String(repeating: "c", count: 30_000) + "\nsecond\n"))
        #expect(model.notice == "Pasted 30,008 bytes, 2 lines; kept 20,000 characters of line 1.")
    }

    @Test("typing past the limit says so")
    func typedPastTheLimit() throws {
        var model = try AppFixture.model()
        model.send(.paste(Self.digits(Self.full)))
        model.send(.text("x"))
        #expect(model.notice == "The input line holds at most 20,000 characters; the rest was cut.")
    }

    @Test("numbers are grouped in thousands", arguments: [
        (0, "0"), (999, "999"), (1_000, "1,000"), (20_000, "20,000"), (1_048_576, "1,048,576"), (-1_234, "-1,234"),
    ])
    func grouping(_ number: Int, _ text: String) {
        #expect(InputLimitNotice.grouped(number) == text)
    }
}
