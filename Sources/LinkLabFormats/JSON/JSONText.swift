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
        var writer = JSONWriter(capacity: 256)
        write(value, into: &writer)
        return writer.text
    }

    /// Writes the compact JSON of `value` into `w`: the whole value into one buffer, with no string made
    /// for each member on the way.
    public static func write(_ value: JSONValue, into w: inout JSONWriter) {
        switch value {
        case .object(let members):
            w.byte(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { w.byte(UInt8(ascii: ",")) }
                w.string(members[index].key)
                w.byte(UInt8(ascii: ":"))
                write(members[index].value, into: &w)
            }
            w.byte(UInt8(ascii: "}"))
        case .array(let items):
            w.byte(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { w.byte(UInt8(ascii: ",")) }
                write(items[index], into: &w)
            }
            w.byte(UInt8(ascii: "]"))
        case .string(let s): w.string(s)
        case .number(let n):
            if n.rounded() == n && abs(n) < 1e15 { w.number(Int(n)) } else { w.write(String(n)) }
        case .bool(let b): w.bool(b)
        case .null: w.raw("null")
        }
    }
}
