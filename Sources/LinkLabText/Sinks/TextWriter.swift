/// Appends readable text straight into one byte buffer, as `JSONWriter` does for JSON: the text report of
/// `linklab explain` is worded into it without a string a line. As a `WordSink` it is where untrusted text
/// is made safe: any text that is not LinkLab's own literal wording is shown as `DisplayText.sanitize`
/// shows it (plain printable ASCII goes straight in), so the report needs no second pass.
public struct TextWriter: WordSink {
    @usableFromInline let storage: ByteStorage

    public init(capacity: Int = 4096) { storage = ByteStorage(capacity: capacity) }

    /// The bytes written so far.
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: storage.count) }

    /// How many bytes are written; `truncate(to:)` goes back to such a count.
    public var count: Int { storage.count }

    /// Empties the buffer and keeps its storage.
    public mutating func removeAll() { storage.count = 0 }

    /// Drops what was written after `count` bytes.
    public mutating func truncate(to count: Int) { storage.count = min(storage.count, count) }

    @inlinable @inline(__always)
    package mutating func raw(_ text: StaticString) {
        storage.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inlinable
    package mutating func byte(_ b: UInt8) { storage.append(b) }

    /// Bytes already safe to show (sanitised, or written by another writer), copied as they are.
    package mutating func safe(_ bytes: UnsafeBufferPointer<UInt8>) { storage.append(bytes) }

    /// Spaces before a line.
    package mutating func spaces(_ n: Int) {
        for _ in 0..<n { storage.append(0x20) }
    }

    /// Text as `DisplayText.sanitize` shows it, without a limit: plain printable ASCII is copied as it is.
    public mutating func write(_ s: String) {
        // The bytes are read where they lie: a copy of the string to call `withUTF8` on cost a retain and a
        // release on every write.
        let copied = s.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            // Plain printable ASCII, the usual text, is checked and copied in the one pass.
            if storage.appendIfPlainASCII(buffer) { return true }
            guard !DisplayText.containsUnsafe(buffer) else { return false }
            storage.append(buffer)
            return true
        }
        if copied == true { return }
        // Text unsafe to show, or a string without contiguous UTF-8 (which `sanitize` keeps as it is when safe).
        var shown = DisplayText.sanitize(s, limit: .max)
        shown.withUTF8 { storage.append($0) }
    }

    /// LinkLab's own wording, copied as it is (`WordingLiteralTests` holds every literal safe to show).
    @inlinable
    public mutating func write(literal: StaticString) { raw(literal) }

    /// Text from outside, shown as `DisplayText.sanitize(text, limit:)` shows it. Within the limit in bytes it
    /// is within it in characters, and `write` makes it safe in the one scan.
    public mutating func user(_ text: String, limit: Int) {
        if text.utf8.count <= limit { write(text) } else { write(DisplayText.sanitize(text, limit: limit)) }
    }

    public mutating func number(_ n: Int) { storage.appendDecimal(n) }

    /// Starts painting in the SGR colour `code` (such as "1;32"): written around safe text, never inside it.
    public mutating func colour(_ code: StaticString) {
        raw("\u{1B}[")
        raw(code)
        raw("m")
    }

    /// Ends the colour `colour(_:)` started.
    public mutating func endColour() { raw("\u{1B}[0m") }
}
