import LinkLabText

/// Renders parsed JSON values and quoted strings: fixed key order, through `JSONWriter`.
public enum JSONText {
    /// A JSON string literal for `s`, escaped by LinkLab's one JSON writer.
    public static func quote(_ s: String) -> String {
        var writer = JSONWriter(capacity: s.utf8.count + 8)
        writer.string(s)
        return writer.text
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
