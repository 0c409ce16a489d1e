import LinkLabFrames
import Testing

/// A 10 MB paste froze the app for 30 s, because every byte went through ncurses
/// one read at a time. The body is now read in chunks and scanned once, and only the first
/// `InputDecoder.pasteLimit` bytes are kept.
@Suite("Paste intake in chunks")
struct PasteReaderTests {
    /// A source of bytes that serves `data` in reads of at most `chunk` bytes, counting the reads.
    final class Source {
        let data: [UInt8]
        let chunk: Int
        var offset = 0
        var reads = 0
        init(_ data: [UInt8], chunk: Int = .max) {
            self.data = data
            self.chunk = chunk
        }
        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            reads += 1
            let count = min(buffer.count, chunk, data.count - offset)
            guard count > 0 else { return 0 }
            data.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
            offset += count
            return count
        }
    }

    static let start = Array("\u{1B}[200~".utf8)
    static let end = Array("\u{1B}[201~".utf8)

    /// A decoder that has just seen the start marker, as ncurses reports it.
    private func decoderInPaste() -> InputDecoder {
        var decoder = InputDecoder()
        _ = decoder.decode(.pasteStart)
        return decoder
    }

    /// Reads `body` (what follows the start marker) and then the silence after it.
    private func intake(_ body: [UInt8], chunk: Int = .max, chunkSize: Int = PasteReader.chunkSize) -> (events: [InputEvent], keys: [UInt8], reads: Int) {
        var decoder = decoderInPaste()
        var reader = PasteReader(chunkSize: chunkSize)
        let source = Source(body, chunk: chunk)
        let outcome = reader.readBody(into: &decoder) { source.read(into: $0) }
        var events = outcome.events
        // What the key reader then reads, as ncurses would give it: the bytes handed back, then
        // those not read yet, as characters, then silence.
        let keys = outcome.handBack + source.data[source.offset...]
        if decoder.isWaitingForQuiet {
            for byte in keys { events += decoder.decode(.character(Unicode.Scalar(byte))) }
            events += decoder.decode(.quiet)
        }
        return (events, keys, source.reads)
    }

    @Test("a 10 MB paste is read in 64 KiB chunks, keeps the first MiB, and keys after it still act")
    func tenMegabytes() throws {
        let size = 10 << 20
        var body = Array(repeating: UInt8(ascii: "a"), count: size)
        body += Self.end + Array("xy".utf8)
        var decoder = decoderInPaste()
        var reader = PasteReader()
        let source = Source(body)
        let outcome = reader.readBody(into: &decoder) { source.read(into: $0) }
        // One read a chunk, not one a byte.
        #expect(source.reads == size / PasteReader.chunkSize + 1)
        // Bounded memory: the paste only grows until it is handed on, and holds at most the
        // limit and one character.
        #expect(decoder.retainedPasteBytes == InputDecoder.retainedLimit)
        #expect(outcome.handBack == Array("xy".utf8))
        #expect(decoder.isWaitingForQuiet)
        let events = outcome.handBack.flatMap { decoder.decode(.character(Unicode.Scalar($0))) } + decoder.decode(.quiet)
        #expect(events.count == 3)
        guard case .paste(let text) = events.first else {
            Issue.record("no paste event: \(events.prefix(1))")
            return
        }
        #expect(text.utf8.count == InputDecoder.retainedLimit)
        #expect(text.utf8.allSatisfy { $0 == UInt8(ascii: "a") })
        #expect(Array(events.dropFirst()) == [.text("x"), .text("y")])
        #expect(decoder.retainedPasteBytes == 0, "the paste's memory is given back once it is handed on")
    }

    @Test("a paste cut at the limit is cut before a character, never inside one")
    func cutAtCharacter() throws {
        // Three-byte characters: the limit falls inside one.
        let body = Array(String(repeating: "漢", count: (InputDecoder.pasteLimit / 3) + 10).utf8) + Self.end
        let (events, _, _) = intake(body)
        guard case .paste(let text) = events.first else {
            Issue.record("no paste event")
            return
        }
        #expect(!text.unicodeScalars.contains("\u{FFFD}"))
        #expect(text.utf8.count <= InputDecoder.retainedLimit && text.utf8.count > InputDecoder.pasteLimit)
        #expect(text.allSatisfy { $0 == "漢" })
    }

    @Test("markers split across reads, CRLF, a nested start marker and raw escapes", arguments: [1, 2, 3, 5, 7, 64])
    func splitReads(_ chunk: Int) {
        let body = Array("one\r\ntwo\rthree".utf8) + Self.start + Array("four\u{1B}[A\u{1B}[20x".utf8) + Self.end + Array("k".utf8)
        let (events, keys, _) = intake(body, chunk: chunk, chunkSize: 8)
        #expect(events == [.paste("one\ntwo\nthreefour\u{1B}[A\u{1B}[20x"), .text("k")])
        #expect(keys == Array("k".utf8))
    }

    @Test("an end marker with more than a hand-back's worth after it in the same read was pasted text")
    func pastedEndMarker() {
        let tail = Array(repeating: UInt8(ascii: "b"), count: InputDecoder.handBackLimit + 1)
        let body = Array("a".utf8) + Self.end + tail + Self.end
        let (events, keys, _) = intake(body)
        #expect(events == [.paste("a" + String(repeating: "b", count: InputDecoder.handBackLimit + 1))])
        #expect(keys.isEmpty)
    }

    @Test("an end marker followed by another marker in the same read joins both pastes")
    func endThenStart() {
        let body = Array("one".utf8) + Self.end + Self.start + Array("two".utf8) + Self.end
        #expect(intake(body).events == [.paste("onetwo")])
    }

    @Test("a paste whose end never comes ends at the silence, the start of a marker kept as text")
    func noEnd() {
        let body = Array("abc\u{1B}[20".utf8)
        #expect(intake(body).events == [.paste("abc\u{1B}[20")])
    }
}
