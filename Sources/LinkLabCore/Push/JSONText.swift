/// Writes JSON by hand: fixed key order, no Foundation encoder on the hot path of `explain --json`.
public enum JSONText {
    public static func quote(_ s: String) -> String {
        // Fast path: printable ASCII with no quote or backslash needs no escaping at all.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            return "\"" + s + "\""
        }
        var out: [UInt8] = [0x22]
        out.reserveCapacity(s.utf8.count + 16)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += [0x5C, 0x22]
            case "\\": out += [0x5C, 0x5C]
            case "\n": out += [0x5C, 0x6E]
            case "\r": out += [0x5C, 0x72]
            case "\t": out += [0x5C, 0x74]
            default:
                if DisplayText.isUnsafe(scalar) {
                    // JSON escapes name UTF-16 code units: a scalar beyond the BMP is a surrogate pair.
                    for unit in String(scalar).utf16 {
                        let hex = Array(String(unit, radix: 16).utf8)
                        out += [0x5C, 0x75] + Array(repeating: 0x30, count: max(0, 4 - hex.count)) + hex
                    }
                } else {
                    out += Array(String(scalar).utf8)
                }
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    public static func optional(_ s: String?) -> String { s.map(quote) ?? "null" }

    /// Compact JSON for a parsed value, keys in their written order.
    public static func render(_ value: JSONValue) -> String {
        switch value {
        case .object(let members): "{" + members.map { quote($0.key) + ":" + render($0.value) }.joined(separator: ",") + "}"
        case .array(let items): "[" + items.map(render).joined(separator: ",") + "]"
        case .string(let s): quote(s)
        case .number(let n): n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        }
    }
}
