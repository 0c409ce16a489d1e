import LinkLabSystem

/// Byte-level string checks for the hot path. Foundation's `contains`, `range(of:)` and
/// `trimmingCharacters(in:)` bridge through NSString on Linux, which costs more than parsing the URL.
extension String {
    /// Whether the UTF-8 bytes of `needle` occur in this string, compared exactly.
    package func containsBytes(_ needle: String) -> Bool {
        firstByteOffset(of: needle) != nil
    }

    /// Whether this one byte occurs in the string: read where the bytes lie, not through the view's
    /// iterator a byte at a time.
    package func containsByte(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
        return utf8.contains(byte)
    }

    /// The byte offset where `needle` first occurs, compared exactly.
    func firstByteOffset(of needle: String) -> Int? {
        // Both read where they lie (native strings are contiguous): copies to make them so retained and
        // released both strings on every call. Nil when either is not contiguous, else the answer.
        let inPlace: Int?? = utf8.withContiguousStorageIfAvailable { h in
            needle.utf8.withContiguousStorageIfAvailable { n in Self.firstOffset(of: n, in: h) }
        } ?? nil
        if let answer = inPlace { return answer }
        // A bridged or lazy string: made contiguous once.
        var haystack = self
        var needle = needle
        haystack.makeContiguousUTF8()
        needle.makeContiguousUTF8()
        return haystack.utf8.withContiguousStorageIfAvailable { h -> Int? in
            needle.utf8.withContiguousStorageIfAvailable { n in Self.firstOffset(of: n, in: h) } ?? nil
        } ?? nil
    }

    /// Found by the C library: each place the needle's first byte occurs (`memchr`), then the rest compared.
    private static func firstOffset(of n: UnsafeBufferPointer<UInt8>, in h: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = n.first else { return 0 }
        guard h.count >= n.count, let haystack = h.baseAddress, let needle = n.baseAddress else { return nil }
        let lastStart = h.count - n.count
        var start = 0
        while start <= lastStart,
              let hit = Memory.find(first, in: haystack + start, count: lastStart - start + 1) {
            let offset = UnsafeRawPointer(haystack).distance(to: hit)
            if Memory.equal(hit + 1, needle + 1, count: n.count - 1) { return offset }
            start = offset + 1
        }
        return nil
    }

    /// Whether the string contains `needle`, ignoring ASCII case.
    package func containsBytesIgnoringCase(_ needle: String) -> Bool {
        asciiLowercased().containsBytes(needle.asciiLowercased())
    }

    /// ASCII letters lowercased; other bytes kept.
    package func asciiLowercased() -> String {
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        guard utf8.withContiguousStorageIfAvailable({ $0.contains(where: isUpper) }) ?? utf8.contains(where: isUpper) else {
            return self
        }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The last UTF-8 byte, read in place (`utf8.last` walks back through the view's index).
    package var lastByte: UInt8? { utf8.withContiguousStorageIfAvailable { $0.last } ?? utf8.last }

    /// Whether every byte is ASCII, read in place.
    package var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether any byte is a `%`, so that decoding is worth trying.
    package var hasPercent: Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(0x25) } ?? utf8.contains(0x25)
    }

    /// Decodes percent escapes once, only when there is one to decode. Text whose escapes are malformed,
    /// or decode to bytes that are not UTF-8, is kept as it is (as `removingPercentEncoding ?? self`).
    package var decodedOnce: String { hasPercent ? (PercentEncoding.decode(self) ?? self) : self }

    /// Trims spaces and line breaks around the text: ASCII white space and Unicode space separators
    /// (general category Zs, such as a no-break space). Invisible format characters, C1 controls and
    /// line or paragraph separators are not trimmed: the intake refuses them wherever they stand.
    /// Free when there is nothing to trim.
    package var trimmedAround: String {
        func plain(_ b: UInt8) -> Bool { b > 0x20 && b < 0x7F }
        guard let first = utf8.first, let last = lastByte else { return self }
        if plain(first) && plain(last) { return self }
        func isSpace(_ s: Unicode.Scalar) -> Bool {
            if s.isASCII { return s.value == 0x20 || (0x09...0x0D).contains(s.value) }
            return s.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// Whether the two strings are equal when ASCII letters are compared without case.
    package func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        func same(_ a: UInt8, _ b: UInt8) -> Bool { a == b || (a | 0x20 == b | 0x20 && (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A) }
        let fast = utf8.withContiguousStorageIfAvailable { x in
            other.utf8.withContiguousStorageIfAvailable { y in
                for i in 0..<x.count where !same(x[i], y[i]) { return false }
                return true
            }
        }
        if let answer = fast ?? nil { return answer }
        return zip(utf8, other.utf8).allSatisfy(same)
    }
}
