import LinkLabFrames
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ inputs: [TerminalInput]) -> [InputEvent] {
        var decoder = InputDecoder(failureLimit: 3)
        return inputs.flatMap { decoder.decode($0) }
    }

    @Test("character codes become keys or text", arguments: [
        (3, InputEvent.key(.control("c"))), (1, .key(.control("a"))), (26, .key(.control("z"))),
        (13, .key(.enter)), (10, .key(.enter)), (127, .key(.backspace)), (8, .key(.backspace)),
        (9, .key(.tab)), (0, .key(.control("@"))),
        (113, .text("q")), (0x6F22, .text("漢")),
    ] as [(UInt32, InputEvent)])
    func characters(_ code: UInt32, _ event: InputEvent) {
        let scalar = Unicode.Scalar(code) ?? " "
        #expect(decode([.character(scalar)]) == [event])
    }

    @Test("a bracketed paste arrives whole, with q, ? and Enter as text")
    func paste() {
        let text: [TerminalInput] = "q?x\r漢\r\nend".unicodeScalars.map { .character($0) }
        let events = decode([.character("a"), .pasteStart] + text + [.key(.enter), .pasteEnd, .quiet, .character("b")])
        #expect(events == [.text("a"), .paste("q?x\n漢\nend\n"), .text("b")])
    }

    @Test("a resize during a paste is still reported")
    func resizeInPaste() {
        let events = decode([.pasteStart, .character("a"), .resize(width: 60, height: 20), .character("b"), .pasteEnd, .quiet])
        #expect(events == [.resize(width: 60, height: 20), .paste("ab")])
    }

    @Test("keys pass through and a stray paste end is ignored")
    func keys() {
        #expect(decode([.key(.up), .pasteEnd, .key(.function(2))]) == [.key(.up), .key(.function(2))])
    }

    @Test("a run of failed reads ends input; a good read resets the count")
    func endOfInput() {
        #expect(decode([.failure, .failure, .character("x"), .failure, .failure]) == [.text("x")])
        #expect(decode([.failure, .failure, .failure]) == [.endOfInput])
    }

    // A paste-end marker inside pasted text must not turn the rest into keys.

    private static func typed(_ text: String) -> [TerminalInput] { text.unicodeScalars.map { .character($0) } }

    @Test("a pasted end marker, F2 and Enter stay text: one paste event and no keys")
    func pastedEndMarker() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("https://x") + [.pasteEnd, .key(.function(2)), .key(.enter)]
            + Self.typed("evil") + [.key(.enter), .pasteEnd, .quiet]
        #expect(decode(inputs) == [.paste("https://x\nevil\n")])
    }

    @Test("a pasted start marker is dropped, and the paste still ends once")
    func pastedStartMarker() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("ab") + [.pasteStart] + Self.typed("cd") + [.pasteEnd, .quiet, .character("q")]
        #expect(decode(inputs) == [.paste("abcd"), .text("q")])
    }

    @Test("an end marker then a start marker in one burst join into one paste")
    func endThenStartInOneBurst() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("one") + [.pasteEnd, .key(.function(2))] + [.pasteStart]
            + Self.typed("two") + [.pasteEnd, .quiet]
        #expect(decode(inputs) == [.paste("onetwo")])
    }

    @Test("keys typed after a paste are held until the input goes quiet, then arrive as keys")
    func keysAfterPaste() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("link") + [.pasteEnd, .key(.enter), .character("x"), .quiet, .key(.function(2))]
        #expect(decode(inputs) == [.paste("link"), .key(.enter), .text("x"), .key(.function(2))])
    }

    @Test("escape sequences the terminal did not decode stay in the paste as text")
    func rawEscapeInPaste() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("a\u{1B}[201~\u{1B}OQb") + [.pasteEnd, .quiet]
        #expect(decode(inputs) == [.paste("a\u{1B}[201~\u{1B}OQb")])
    }

    @Test("input ending right after a paste still delivers the paste")
    func failureAfterPaste() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("abc") + [.pasteEnd, .character("z"), .failure, .failure, .failure]
        #expect(decode(inputs) == [.paste("abc"), .text("z"), .endOfInput])
    }

    @Test("a paste whose end marker never comes ends after a silence, and keys work again")
    func pasteWithoutEnd() {
        let inputs: [TerminalInput] = [.pasteStart] + Self.typed("abc") + [.quiet, .key(.function(10))]
        #expect(decode(inputs) == [.paste("abc"), .key(.function(10))])
    }

    @Test("the decoder asks for timed reads only in and just after a paste")
    func quietTimeouts() {
        var decoder = InputDecoder()
        #expect(decoder.quietTimeout == nil)
        _ = decoder.decode(.pasteStart)
        #expect(decoder.quietTimeout == InputDecoder.pasteSilenceMilliseconds)
        _ = decoder.decode(.pasteEnd)
        #expect(decoder.quietTimeout == InputDecoder.pasteSettleMilliseconds)
        _ = decoder.decode(.quiet)
        #expect(decoder.quietTimeout == nil)
    }

    @Test("the decoder asks for a quiet read only after an end marker")
    func waitsForQuietOnlyAfterPaste() {
        var decoder = InputDecoder()
        #expect(!decoder.isWaitingForQuiet)
        _ = decoder.decode(.pasteStart)
        #expect(decoder.isInPaste && !decoder.isWaitingForQuiet)
        _ = decoder.decode(.pasteEnd)
        #expect(decoder.isWaitingForQuiet)
        _ = decoder.decode(.quiet)
        #expect(!decoder.isWaitingForQuiet && !decoder.isInPaste)
    }

    // Alt+key never clears the input line.
    @Test("Esc on its own is the Esc key once the input goes quiet")
    func escapeAlone() {
        #expect(decode([.character("\u{1B}")]) == [])
        #expect(decode([.character("\u{1B}"), .quiet]) == [.key(.escape)])
        #expect(decode([.character("\u{1B}"), .character("\u{1B}"), .quiet]) == [.key(.escape), .key(.escape)])
    }

    @Test("Esc then a character in the same burst is an Alt chord, not Esc and text")
    func altChords() {
        #expect(decode([.character("\u{1B}"), .character("b")]) == [.key(.alt("b"))])
        #expect(decode([.character("\u{1B}"), .character("x"), .character("y")]) == [.key(.alt("x")), .text("y")])
        #expect(decode([.character("\u{1B}"), .key(.left)]) == [.key(.left)])
    }

    @Test("an SGR mouse report becomes a mouse event at a cell counted from 0", arguments: [
        ("0;10;5M", MouseEvent(.press(button: 0), x: 9, y: 4)),
        ("0;10;5m", MouseEvent(.release, x: 9, y: 4)),
        ("64;1;1M", MouseEvent(.wheelUp, x: 0, y: 0)),
        ("65;200;60M", MouseEvent(.wheelDown, x: 199, y: 59)),
        ("2;3;4M", MouseEvent(.press(button: 2), x: 2, y: 3)),
    ])
    func mouse(_ report: String, _ event: MouseEvent) {
        let escaped: [TerminalInput] = ("\u{1B}[<" + report).unicodeScalars.map { .character($0) }
        #expect(decode(escaped) == [.mouse(event)])
        // When the terminal description decodes ESC [ < itself (xterm's kmous), the rest follows.
        #expect(decode([.mouseReportStart] + report.unicodeScalars.map { .character($0) }) == [.mouse(event)])
    }

    @Test("motion reports and unknown control sequences are dropped, not typed")
    func unknownSequences() {
        let inputs: [TerminalInput] = "\u{1B}[<35;1;1M\u{1B}[99xok".unicodeScalars.map { .character($0) }
        #expect(decode(inputs) == [.text("o"), .text("k")])
    }
}
