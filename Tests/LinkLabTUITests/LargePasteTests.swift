import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import LinkLabFrames
import Testing

/// A 10 MB paste froze the app for 30 s. Through the decoder, the chunked
/// intake and the run loop on the in-memory backend, it now ends with the input line full, a
/// status line that says what was kept, bounded memory, and the next key acting at once.
@Suite("A 10 MB paste through the run loop")
struct LargePasteTests {
    @Test("the paste keeps 20,000 characters, says so, retains at most the paste limit, and the next key acts")
    func tenMegabytes() throws {
        var body = Array(Array("https://demo.q2.com/uux.aspx#/messages?x=".utf8))
        body += Array(repeating: UInt8(ascii: "a"), count: (10 << 20) - body.count)
        body += Array("\u{1B}[201~".utf8)
        var decoder = InputDecoder()
        var events = decoder.decode(.pasteStart)
        var reader = PasteReader()
        var offset = 0
        let outcome = reader.readBody(into: &decoder) { buffer in
            let count = min(buffer.count, body.count - offset)
            body.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
            offset += count
            return count
        }
        // Bounded memory: the paste only grows until it is handed on, and holds at most the
        // limit and one character.
        #expect(decoder.retainedPasteBytes == InputDecoder.retainedLimit)
        events += outcome.events + decoder.decode(.quiet)
        #expect(events.count == 1)

        var model = try AppFixture.model(size: .large)
        let terminal = ScriptedTerminal(width: 120, height: 36, script: [.input(events), .input([.key(.control("u")), .text("Z")])])
        var afterPaste: AppModel?
        AppRunLoop().run(&model, on: terminal, perform: { effect, _ in effect != .quit }, drawn: { _, model in
            if afterPaste == nil, !model.input.isEmpty { afterPaste = model }
        })
        let pasted = try #require(afterPaste)
        #expect(pasted.input.count == LineEditor.maximumLength)
        #expect(pasted.notice == "Pasted over 1,048,576 bytes; kept the first 20,000 characters.")
        #expect(terminal.frames[1].plainText().contains("Pasted over 1,048,576 bytes"))
        // Ctrl-U then Z: the key after the paste acted.
        #expect(model.input.text == "Z")
        #expect(terminal.frames.count == 3)
    }
}
