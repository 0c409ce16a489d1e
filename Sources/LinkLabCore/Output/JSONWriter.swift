/// Appends JSON straight into one byte buffer: no intermediate strings on the hot path of
/// `linklab explain --json`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 2048) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ s: String) {
        bytes.append(0x22)
        let clean = s.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard buffer.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        } ?? false
        if !clean {
            // Rare: escapes needed. JSONText.quote knows every rule; drop its surrounding quotes.
            let quoted = JSONText.quote(s).utf8
            bytes.append(contentsOf: quoted.dropFirst().dropLast())
        }
        bytes.append(0x22)
    }

    mutating func optional(_ s: String?) {
        if let s { string(s) } else { raw("null") }
    }

    mutating func bool(_ b: Bool) { b ? raw("true") : raw("false") }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
