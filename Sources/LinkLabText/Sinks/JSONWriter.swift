/// Appends JSON straight into one byte buffer: no intermediate strings on the hot path of
/// `linklab explain --json`. As a `WordSink` it writes escaped string content, so sentences are
/// worded directly into a JSON string. It is LinkLab's one JSON writer: `JSONText` renders through it.
public struct JSONWriter: WordSink {
    @usableFromInline let storage: ByteStorage

    public init(capacity: Int = 2048) { storage = ByteStorage(capacity: capacity) }

    /// A writer whose JSON goes into the same bytes as `text`: a line worded as JSON lands among the text
    /// lines, where the output writes it from, rather than being copied there.
    package init(appendingTo text: TextWriter) { storage = text.storage }

    /// The bytes written so far.
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: storage.count) }

    /// Empties the buffer and keeps its storage, so one writer serves a whole stream of lines.
    public mutating func removeAll() { storage.count = 0 }

    // Inlinable, as the other small appends here: the writers that call them are in other rooms.
    @inlinable @inline(__always)
    package mutating func raw(_ text: StaticString) {
        // The literal's bytes are read in place: a closure here would retain the storage on every call.
        storage.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inlinable
    package mutating func byte(_ b: UInt8) { storage.append(b) }

    package mutating func string(_ s: String) {
        storage.append(0x22)
        write(s)
        storage.append(0x22)
    }

    /// Appends the escaped content of a JSON string, without quotes: `"`, `\` and control characters are
    /// escaped, and so is every character `DisplayText` finds unsafe to show (as `\uXXXX`, in UTF-16).
    public mutating func write(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            var copy = s
            copy.withUTF8 { escaped($0) }
        }
    }

    /// LinkLab's own wording is copied as it is: it holds no character that needs an escape (checked in
    /// debug builds here, and for every literal by `WordingLiteralTests`).
    @inlinable
    public mutating func write(literal: StaticString) {
        assert(literal.hasPointerRepresentation && Self.needsNoEscape(literal), "wording literal needs escaping: \(literal)")
        raw(literal)
    }

    @usableFromInline
    static func needsNoEscape(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { bytes in
            bytes.allSatisfy { $0 >= 0x80 || isPlainByte($0) } && !DisplayText.containsUnsafe(bytes)
        }
    }

    public mutating func write(_ s: Substring) {
        if s.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil { write(String(s)) }
    }

    /// Text from outside, shown as `DisplayText.sanitize` would show it: plain printable ASCII within the
    /// limit goes straight in.
    public mutating func user(_ text: String, limit: Int) {
        let plain = text.utf8.count <= limit && text.utf8.withContiguousStorageIfAvailable { plainEscaped($0) } == true
        if !plain { write(DisplayText.sanitize(text, limit: limit)) }
    }

    /// Writes `buffer` as `escaped` would when it is all printable ASCII (what `DisplayText.sanitize` keeps as
    /// it is), in one pass; at any other byte it takes back what it wrote and answers false.
    private mutating func plainEscaped(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let source = buffer.baseAddress else { return true }
        let start = storage.count
        let n = buffer.count
        var i = 0
        while i < n {
            var end = i
            while end + 8 <= n, Self.plainWord(UnsafeRawPointer(source + end).loadUnaligned(as: UInt64.self)) { end += 8 }
            while end < n, Self.isPlainByte(source[end]) { end += 1 }
            if end > i {
                storage.append(UnsafeBufferPointer(start: source + i, count: end - i))
                i = end
                if i == n { break }
            }
            switch source[i] {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            default:
                storage.count = start
                return false
            }
            i += 1
        }
        return true
    }

    public mutating func number(_ n: Int) { storage.appendDecimal(n) }

    private mutating func escaped(_ buffer: UnsafeBufferPointer<UInt8>) {
        // Most text needs no escape at all: it is scanned and copied in the same pass, eight bytes at a
        // time, and only from the first byte that needs an escape does the careful loop below take over.
        guard let source = buffer.baseAddress else { return }
        let n = buffer.count
        storage.reserve(n)
        let target = storage.base + storage.count
        var i = 0
        while i + 8 <= n {
            let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
            guard Self.plainWord(word) else { break }
            UnsafeMutableRawPointer(target + i).storeBytes(of: word, as: UInt64.self)
            i += 8
        }
        if i < n, i + 8 > n, n >= 8 {
            // The last few bytes as one word that overlaps bytes already copied (with the same values).
            let word = UnsafeRawPointer(source + n - 8).loadUnaligned(as: UInt64.self)
            if Self.plainWord(word) {
                UnsafeMutableRawPointer(target + n - 8).storeBytes(of: word, as: UInt64.self)
                i = n
            }
        }
        while i < n, Self.isPlainByte(source[i]) {
            target[i] = source[i]
            i += 1
        }
        storage.count += i
        while i < n {
            // Copy the longest run of bytes that need no escape in one go, eight bytes at a time.
            var end = i
            if let base = buffer.baseAddress {
                while end + 8 <= n, Self.plainWord(UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)) { end += 8 }
            }
            while end < n {
                let c = buffer[end]
                guard c >= 0x20, c < 0x7F, c != 0x22, c != 0x5C else { break }
                end += 1
            }
            if end > i {
                storage.append(UnsafeBufferPointer(rebasing: buffer[i..<end]))
                i = end
                if i == n { break }
            }
            let b = buffer[i]
            if b < 0x80 {
                switch b {
                case 0x22: raw("\\\"")
                case 0x5C: raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                default: unicodeEscape(UInt32(b))
                }
                i += 1
                continue
            }
            // A multi-byte scalar: decode it to ask whether it is safe to show.
            let length = b >= 0xF0 ? 4 : (b >= 0xE0 ? 3 : 2)
            guard i + length <= n else {
                unicodeEscape(0xFFFD)
                i = n
                continue
            }
            var value = UInt32(b) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
            for k in 1..<length { value = value << 6 | UInt32(buffer[i + k] & 0x3F) }
            if let scalar = Unicode.Scalar(value), !DisplayText.isUnsafe(scalar) {
                storage.append(UnsafeBufferPointer(rebasing: buffer[i..<(i + length)]))
            } else {
                unicodeEscape(value)
            }
            i += length
        }
    }

    @inline(__always)
    private static func isPlainByte(_ c: UInt8) -> Bool { c >= 0x20 && c < 0x7F && c != 0x22 && c != 0x5C }

    /// Whether none of eight bytes needs an escape: each is printable ASCII (0x20...0x7E) other than `"`
    /// and `\\`. Bit tricks on one word instead of eight comparisons.
    @inline(__always)
    private static func plainWord(_ x: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        let below = (x &- ones &* 0x20) & ~x & high
        let special = hasZero(x ^ (ones &* 0x22)) | hasZero(x ^ (ones &* 0x5C)) | hasZero(x ^ (ones &* 0x7F))
        return (x & high) | below | special == 0
    }

    /// `\u00XX`, or a UTF-16 surrogate pair for a scalar beyond the Basic Multilingual Plane.
    private mutating func unicodeEscape(_ value: UInt32) {
        if value > 0xFFFF {
            let v = value - 0x10000
            unicodeEscape(0xD800 + (v >> 10))
            unicodeEscape(0xDC00 + (v & 0x3FF))
            return
        }
        let hex: StaticString = "0123456789abcdef"
        raw("\\u")
        hex.withUTF8Buffer { digits in
            for shift in stride(from: 12, through: 0, by: -4) { storage.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
        }
    }

    package mutating func optional(_ s: String?) {
        if let s { string(s) } else { raw("null") }
    }

    @inlinable
    package mutating func bool(_ b: Bool) { b ? raw("true") : raw("false") }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The growable bytes behind a `JSONWriter` and a `TextWriter`: a capacity check and a copy per append.
@usableFromInline
final class ByteStorage {
    /// Where the bytes are, how many are written and how many fit. It lives in memory of its own, reached
    /// through a constant pointer: the writers' appends are inlined into the rooms that call them, and a
    /// class's variable changed there would be checked for exclusive access at run time on every byte.
    @usableFromInline
    struct State {
        @usableFromInline var base: UnsafeMutablePointer<UInt8>
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
    }

    @usableFromInline let state: UnsafeMutablePointer<State>

    init(capacity: Int) {
        let capacity = max(16, capacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    @inlinable var base: UnsafeMutablePointer<UInt8> { state.pointee.base }

    @inlinable var count: Int {
        get { state.pointee.count }
        set { state.pointee.count = newValue }
    }

    /// `n` in decimal digits, `-` first when negative: the one number writer behind JSON and text output.
    func appendDecimal(_ n: Int) {
        if n < 0 {
            append(0x2D)
            appendDecimal(0 - n)
            return
        }
        if n >= 10 { appendDecimal(n / 10) }
        append(UInt8(0x30 + n % 10))
    }

    /// Appends `buffer` when every byte is printable ASCII (what `DisplayText.sanitize` keeps as it is),
    /// checking and copying eight bytes at a time in one pass; otherwise appends nothing and answers false.
    func appendIfPlainASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let source = buffer.baseAddress else { return true }
        let n = buffer.count
        reserve(n)
        let target = base + count
        var i = 0
        while i + 8 <= n {
            let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
            guard DisplayText.isPlainWord(word) else { return false }
            UnsafeMutableRawPointer(target + i).storeBytes(of: word, as: UInt64.self)
            i += 8
        }
        while i < n {
            let c = source[i]
            guard c >= 0x20, c < 0x7F else { return false }
            target[i] = c
            i += 1
        }
        // Only now are the bytes counted: a refusal leaves the storage as it was.
        count += n
        return true
    }

    @inlinable @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > state.pointee.capacity { grow(extra) }
    }

    @usableFromInline
    func grow(_ extra: Int) {
        var grown = state.pointee.capacity * 2
        while grown < count + extra { grown *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.update(from: base, count: count)
        base.deallocate()
        state.pointee.base = new
        state.pointee.capacity = grown
    }

    @inlinable @inline(__always)
    func append(_ b: UInt8) {
        if count == state.pointee.capacity { reserve(1) }
        base[count] = b
        count += 1
    }

    @inlinable @inline(__always)
    func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        let n = buffer.count
        reserve(n)
        let target = base + count
        if n >= 8, n <= 32 {
            // Most literals and words are this short: overlapping word copies from each end instead of a call.
            let s = UnsafeRawPointer(source), t = UnsafeMutableRawPointer(target)
            let head = s.loadUnaligned(as: UInt64.self), tail = s.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            if n > 16 {
                let head2 = s.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let tail2 = s.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)
                t.storeBytes(of: head2, toByteOffset: 8, as: UInt64.self)
                t.storeBytes(of: tail2, toByteOffset: n - 16, as: UInt64.self)
            }
            t.storeBytes(of: head, as: UInt64.self)
            t.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n < 8 {
            for k in 0..<n { target[k] = source[k] }
        } else {
            target.update(from: source, count: n)
        }
        count += n
    }
}
