/// A sink for the support bundle's page and the phone's SVG: every text written into it is made safe to show
/// (`DisplayText.sanitize`) and then escaped for markup, so a link, a payload or a file can never open a tag,
/// an attribute or an entity. The escapes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`) are right in an
/// element's text and in a quoted attribute alike, in HTML and in XML, so one writer serves both.
/// Markup itself goes in through `markup(_:)`, which takes only LinkLab's own literals.
public struct HTMLWriter: WordSink {
    public private(set) var text = ""

    public init() {}

    /// Text from LinkLab or from outside, escaped; characters unsafe to show are written as their visible
    /// escapes first, so no control character (which XML forbids even escaped) reaches the page.
    public mutating func write(_ s: String) {
        let shown = DisplayText.containsUnsafe(s) ? DisplayText.sanitize(s, limit: .max) : s
        Self.escape(shown, into: &text)
    }

    public mutating func write(literal: StaticString) { write(literal.description) }

    public mutating func number(_ n: Int) { text += String(n) }

    /// Markup: a tag, an attribute's name and its quotes. Only literals, so nothing from outside is markup.
    public mutating func markup(_ literal: StaticString) { text += literal.description }

    /// A piece of markup another writer of this kind made (the phone's SVG inside the page): its text was
    /// escaped as it was written there.
    public mutating func embed(_ other: HTMLWriter) { text += other.text }

    /// `s` with `&`, `<`, `>`, `"` and `'` escaped.
    public static func escaped(_ s: String) -> String {
        var out = ""
        escape(s, into: &out)
        return out
    }

    static func escape(_ s: String, into out: inout String) {
        var needs = false
        for byte in s.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needs = true
            break
        }
        guard needs else {
            out += s
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}
