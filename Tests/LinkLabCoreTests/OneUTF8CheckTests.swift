import Testing
@testable import LinkLabFormats

/// One UTF-8 check (`UTF8Validator`) with one line and column locator
/// (`TextPosition.Counter`). Every reader of text asks them, and they agree with the standard library's decoder.
@Suite("One UTF-8 check")
struct OneUTF8CheckTests {
    /// Where the standard library's decoder stops, or nil when the bytes are UTF-8.
    static func decoderStop(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test("every two-byte input, and three- and four-byte inputs around each boundary of table 3-7, as the decoder reads them")
    func agreesWithTheDecoder() {
        var inputs: [[UInt8]] = []
        for a in 0...255 { for b in 0...255 { inputs.append([UInt8(a), UInt8(b)]) } }
        let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
                              0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        for a in edges { for b in edges { for c in edges { inputs.append([a, b, c]); for d in edges { inputs.append([a, b, c, d]) } } } }
        for bytes in inputs {
            let expected = Self.decoderStop(bytes)
            #expect(bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalid(in: $0) } == expected, "\(bytes)")
            #expect(InputFile.firstInvalidUTF8(bytes) == expected)
            if !bytes.contains(0) { #expect(TextBytes.firstNonText(bytes)?.offset == expected, "\(bytes)") }
            // Fed in two pieces, split anywhere: a sequence may straddle them.
            for split in 0...bytes.count {
                var validator = UTF8Validator()
                let found = bytes.withUnsafeBufferPointer { all in
                    validator.feed(UnsafeBufferPointer(rebasing: all[..<split]), at: 0)
                        ?? validator.feed(UnsafeBufferPointer(rebasing: all[split...]), at: split)
                } ?? validator.unfinished
                #expect(found == expected, "\(bytes) split at \(split)")
            }
        }
    }

    static let located: [(bytes: [UInt8], line: Int, column: Int)] = [
        (Array("ab\ncé".utf8) + [0xFF], 2, 3),
        ([0xEF, 0xBB, 0xBF, 0x61, 0x62, 0xFF], 1, 3),
        (Array("a\r\n\r".utf8) + [0xFF], 2, 1),
        ([0xFF], 1, 1),
    ]

    @Test("a line and column are counted one way, in memory and piece by piece", arguments: Self.located)
    func oneLocator(bytes: [UInt8], line: Int, column: Int) throws {
        let expected = TextPosition(line: line, column: column)
        let offset = try #require(InputFile.firstInvalidUTF8(bytes))
        #expect(TextPosition(offset: offset, in: bytes) == expected)
        #expect(InputFile.notUTF8(bytes, at: offset) == .notUTF8(line: expected.line, column: expected.column, byte: 0xFF))
        var counter = TextPosition.Counter()
        for byte in bytes[..<offset] { counter.advance(over: byte) }
        #expect(counter.position == expected)
    }
}
