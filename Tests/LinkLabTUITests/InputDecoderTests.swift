import LinkLabTUI
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ inputs: [TerminalInput]) -> [InputEvent] {
        var decoder = InputDecoder(failureLimit: 3)
        return inputs.compactMap { decoder.decode($0) }
    }

    @Test("character codes become keys or text", arguments: [
        (3, InputEvent.key(.control("c"))), (1, .key(.control("a"))), (26, .key(.control("z"))),
        (13, .key(.enter)), (10, .key(.enter)), (127, .key(.backspace)), (8, .key(.backspace)),
        (9, .key(.tab)), (27, .key(.escape)), (0, .key(.control("@"))),
        (113, .text("q")), (0x6F22, .text("漢")),
    ] as [(UInt32, InputEvent)])
    func characters(_ code: UInt32, _ event: InputEvent) {
        let scalar = Unicode.Scalar(code) ?? " "
        #expect(decode([.character(scalar)]) == [event])
    }

    @Test("a bracketed paste arrives whole, with q, ? and Enter as text")
    func paste() {
        let text: [TerminalInput] = "q?x\r漢\r\nend".unicodeScalars.map { .character($0) }
        let events = decode([.character("a"), .pasteStart] + text + [.key(.enter), .pasteEnd, .character("b")])
        #expect(events == [.text("a"), .paste("q?x\n漢\nend\n"), .text("b")])
    }

    @Test("a resize during a paste is still reported")
    func resizeInPaste() {
        let events = decode([.pasteStart, .character("a"), .resize(width: 60, height: 20), .character("b"), .pasteEnd])
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
}
