/// Appends JSON straight into one byte buffer: no intermediate strings on the hot path of
/// `linklab explain --json`. As a `WordSink` it writes escaped string content, so sentences are
/// worded directly into a JSON string.
public struct JSONWriter: WordSink {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 2048) { bytes.reserveCapacity(capacity) }

    /// Empties the buffer and keeps its storage, so one writer serves a whole stream of lines.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ s: String) {
        bytes.append(0x22)
        write(s)
        bytes.append(0x22)
    }

    /// Appends the escaped content of a JSON string, without quotes.
    public mutating func write(_ s: String) {
        var s = s
        let clean = s.withUTF8 { buffer -> Bool in
            guard buffer.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if !clean {
            // Rare: escapes needed. JSONText.quote knows every rule; drop its surrounding quotes.
            let quoted = JSONText.quote(s).utf8
            bytes.append(contentsOf: quoted.dropFirst().dropLast())
        }
    }

    mutating func optional(_ s: String?) {
        if let s { string(s) } else { raw("null") }
    }

    mutating func bool(_ b: Bool) { b ? raw("true") : raw("false") }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
