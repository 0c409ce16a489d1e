/// Writes JSON by hand: fixed key order, no Foundation encoder on the hot path of `explain --json`.
public enum JSONText {
    public static func quote(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || DisplayText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
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
