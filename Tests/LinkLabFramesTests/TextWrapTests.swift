import LinkLabFrames
import Testing

@Suite("Text wrap")
struct TextWrapTests {
    @Test("lines break at spaces and fit the width", arguments: [
        ("the app opened", 20, ["the app opened"]),
        ("the app opened but stayed", 10, ["the app", "opened but", "stayed"]),
        ("one  two", 20, ["one  two"]),
        ("one  two", 4, ["one", "two"]),
        ("  indented text", 20, ["  indented text"]),
        ("a\n\nb", 5, ["a", "", "b"]),
        ("", 5, [""]),
        ("trailing   ", 20, ["trailing"]),
    ])
    func wordWrap(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(TextWrap.lines(text, width: width) == expected)
    }

    @Test("a word longer than the line, such as a URL, is hard-broken")
    func longWord() {
        let url = "https://demo.q2.com/uux.aspx#/settings"
        let lines = TextWrap.lines("open " + url, width: 12)
        #expect(lines == ["open", "https://demo", ".q2.com/uux.", "aspx#/settin", "gs"])
        #expect(lines.allSatisfy { CharacterWidth.of($0) <= 12 })
    }

    @Test("wide characters count two columns and are never split")
    func wideCharacters() {
        #expect(TextWrap.lines("漢字漢字漢", width: 4) == ["漢字", "漢字", "漢"])
        #expect(TextWrap.lines("ab漢字", width: 3) == ["ab", "漢", "字"])
        #expect(TextWrap.lines("漢", width: 1) == ["漢"])
    }

    @Test("no width, no lines")
    func zeroWidth() {
        #expect(TextWrap.lines("text", width: 0).isEmpty)
    }

    @Test("truncation ends with an ellipsis only when something was cut", arguments: [
        ("short", 10, "short"), ("exactly10!", 10, "exactly10!"), ("a bit too long", 8, "a bit t…"),
        ("漢字漢字", 5, "漢字…"), ("abc", 1, "…"), ("abc", 0, ""),
    ])
    func truncation(_ text: String, _ width: Int, _ expected: String) {
        #expect(TextWrap.truncated(text, width: width) == expected)
    }
}

@Suite("Text wrap with a break mark")
struct TextWrapBreakMarkTests {
    @Test("a word hard-broken across lines ends each piece but the last in the mark; nothing else changes")
    func marked() {
        let lines = TextWrap.lines("Safari shows https://demo.q2.com/experimental/uux.aspx#/messages now", width: 20, breakMark: "↵")
        #expect(lines == ["Safari shows", "https://demo.q2.com↵", "/experimental/uux.a↵", "spx#/messages now"])
        for line in lines { #expect(CharacterWidth.of(line) <= 20) }
        #expect(TextWrap.lines("short words only here", width: 10, breakMark: "↵") == TextWrap.lines("short words only here", width: 10))
    }
}
