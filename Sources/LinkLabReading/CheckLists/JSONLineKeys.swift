/// Where each key of a JSON Lines row is written: the keys of the row's object, and those of its `expect`
/// object, found by walking the line's JSON structure, so that a value that happens to hold a key's text
/// is never taken for the key. Found only on the way to an error message.
struct JSONLineKeys {
    /// A key as written (its bytes between the quotes) and the offset of its opening quote.
    struct Place {
        var key: ArraySlice<UInt8>
        var offset: Int
    }

    private(set) var top: [Place] = []
    private(set) var expect: [Place] = []
    private let line: [UInt8]

    /// Walks `line`, which `JSONValue` has already parsed as an object.
    init(_ line: [UInt8]) {
        self.line = line
        var depth = 0
        var lastTopKey: ArraySlice<UInt8> = []
        var inExpect = false
        var i = 0
        let n = line.count
        while i < n {
            switch line[i] {
            case 0x22:
                let start = i
                i += 1
                while i < n, line[i] != 0x22 {
                    i += line[i] == 0x5C ? 2 : 1
                }
                let key = line[min(start + 1, n)..<min(i, n)]
                i += 1
                var j = i
                while j < n, line[j] == 0x20 || line[j] == 0x09 || line[j] == 0x0D || line[j] == 0x0A { j += 1 }
                guard j < n, line[j] == 0x3A else { continue }
                if depth == 1 {
                    lastTopKey = key
                    if !top.contains(where: { $0.key.elementsEqual(key) }) { top.append(Place(key: key, offset: start)) }
                } else if depth == 2, inExpect, !expect.contains(where: { $0.key.elementsEqual(key) }) {
                    expect.append(Place(key: key, offset: start))
                }
                continue
            case 0x7B, 0x5B:
                depth += 1
                if depth == 2, line[i] == 0x7B, lastTopKey.elementsEqual("expect".utf8) { inExpect = true }
            case 0x7D, 0x5D:
                if depth == 2 { inExpect = false }
                depth -= 1
            default: break
            }
            i += 1
        }
    }

    /// The character column (from 1) of `key` in the row's object, or inside `expect`; 1 when it is not written
    /// plainly (a key spelled with escapes).
    func column(of key: String, inExpect: Bool = false) -> Int {
        guard let place = (inExpect ? expect : top).first(where: { $0.key.elementsEqual(key.utf8) }) else { return 1 }
        let before = line[..<place.offset]
        if before.allSatisfy({ $0 < 0x80 }) { return place.offset + 1 }
        return String(decoding: before, as: UTF8.self).count + 1
    }
}
