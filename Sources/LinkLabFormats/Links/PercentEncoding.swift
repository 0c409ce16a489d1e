import LinkLabText

/// Percent-encoding over UTF-8 with an explicit set of characters to keep. The sets are 256-entry
/// tables: a lookup per byte, no hashing.
package enum PercentEncoding {
    /// A set of bytes as a 256-bit mask: a shift and a test per lookup, nothing on the heap.
    package struct ByteSet: Sendable {
        private var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

        init(_ characters: String) { insert(characters) }

        private mutating func insert(_ characters: String) {
            for b in characters.utf8 {
                let bit = UInt64(1) << UInt64(b & 63)
                switch b >> 6 {
                case 0: w0 |= bit
                case 1: w1 |= bit
                case 2: w2 |= bit
                default: w3 |= bit
                }
            }
        }

        @inline(__always)
        package func contains(_ byte: UInt8) -> Bool {
            let word: UInt64 = switch byte >> 6 {
            case 0: w0
            case 1: w1
            case 2: w2
            default: w3
            }
            return (word >> UInt64(byte & 63)) & 1 == 1
        }

        func union(_ characters: String) -> ByteSet {
            var copy = self
            copy.insert(characters)
            return copy
        }
    }

    package static let unreserved = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    package static let fragment = unreserved.union("!$&'()*+,;=:@/?")
    /// Everything RFC 3986 allows unescaped anywhere in a URI, plus `%` itself.
    package static let uriCharacters = fragment.union("#[]%")
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    package static func encode<S: WordSink>(_ text: String, keeping allowed: ByteSet, into o: inout S) {
        // Runs of bytes that stay are written as slices of the text, escapes from a table: nothing is built.
        let utf8 = text.utf8
        var run = utf8.startIndex
        var i = run
        while i != utf8.endIndex {
            let byte = utf8[i]
            if !allowed.contains(byte) {
                // A run starts after the last byte of an escaped scalar, so it always starts on a scalar boundary.
                if run != i { o.write(text[run..<i]) }
                o.write(escapes[Int(byte)])
                run = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if run == utf8.startIndex {
            o.write(text)
        } else if run != utf8.endIndex {
            o.write(text[run...])
        }
    }

    /// `%00` to `%FF`, one per byte value.
    private static let escapes: [String] = (0...255).map { b in
        String(decoding: [0x25, hexDigits[b >> 4], hexDigits[b & 0xF]], as: UTF8.self)
    }

    package static func encode(_ text: String, keeping allowed: ByteSet) -> String {
        var sink = TextSink()
        encode(text, keeping: allowed, into: &sink)
        return sink.text
    }

    /// Encodes only the characters a URI may not hold, leaving existing `%XX` escapes alone.
    package static func encodeInvalid(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count + 16)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x25, i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) {
                out.append(b)
            } else if uriCharacters.contains(b), b != 0x25 {
                out.append(b)
            } else {
                out.append(0x25)
                out.append(hexDigits[Int(b >> 4)])
                out.append(hexDigits[Int(b & 0xF)])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes every `%XX` once. Nil when an escape is malformed or the bytes are not UTF-8, as
    /// Foundation's `removingPercentEncoding` answers.
    package static func decode(_ text: String) -> String? {
        // Text with no escape decodes to itself: a Swift string is valid UTF-8 already.
        guard text.hasPercent else { return text }
        var text = text
        return text.withUTF8(decode)
    }

    /// `decode` of bytes already at hand.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        decodingEscapes(bytes) { String(validating: $0, as: UTF8.self) } ?? nil
    }

    /// Whether every `%XX` is well formed and the decoded bytes are UTF-8, as `decode` would answer,
    /// without building the decoded string.
    static func decodesToUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        decodingEscapes(bytes) { decoded in
            !transcode(decoded.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        } ?? false
    }

    /// Decodes every `%XX` into scratch space (decoded text is never longer than its source) and hands the
    /// bytes to `body`; nil when an escape is malformed.
    private static func decodingEscapes<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { out -> R? in
            var n = 0
            var i = 0
            while i < bytes.count {
                if bytes[i] != 0x25 {
                    out[n] = bytes[i]
                    i += 1
                } else {
                    guard i + 2 < bytes.count, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) else { return nil }
                    out[n] = hi << 4 | lo
                    i += 3
                }
                n += 1
            }
            return body(UnsafeBufferPointer(rebasing: out[..<n]))
        }
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x37
        case 0x61...0x66: b - 0x57
        default: nil
        }
    }

    static func isHex(_ b: UInt8) -> Bool { hexValue(b) != nil }
}

extension PercentEncoding {
    /// What a path may hold as it is: unreserved characters, sub-delimiters, `:`, `@` and `/`.
    package static let path = unreserved.union("!$&'()*+,;=:@/")
}
