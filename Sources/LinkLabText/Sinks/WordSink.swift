/// Where `Wording` writes its sentences: a `String` for reports and the screen, or JSON bytes for
/// `--json`. Writing straight into the sink keeps a decision's words free of intermediate strings.
public protocol WordSink {
    /// Appends text as it is. Text that came from outside LinkLab goes through `user(_:limit:)`.
    mutating func write(_ text: String)
    /// Appends part of a text as it is.
    mutating func write(_ text: Substring)
    /// Appends LinkLab's own fixed wording, a literal with no `"`, `\\` or control character
    /// (`WordingLiteralTests` reads every one): the JSON writer copies it without an escape scan.
    mutating func write(literal: StaticString)
    /// Appends text that came from a link, a payload or a file: made safe to show, and cut at `limit`
    /// characters (`DisplayText.sanitize`).
    mutating func user(_ text: String, limit: Int)
    /// Appends a whole number in decimal.
    mutating func number(_ n: Int)
}

extension WordSink {
    public mutating func write(_ text: Substring) { write(String(text)) }

    public mutating func write(literal: StaticString) { write(literal.description) }

    /// `o += "words"`: LinkLab's own wording. Text from anywhere else goes through `write` or `user`.
    public static func += (sink: inout Self, text: StaticString) { sink.write(literal: text) }

    public mutating func user(_ text: String) { user(text, limit: DisplayText.defaultLimit) }

    public mutating func user(_ text: String, limit: Int) {
        if text.utf8.count <= limit, DisplayText.isPlainASCII(text) {
            write(text)
        } else {
            write(DisplayText.sanitize(text, limit: limit))
        }
    }

    public mutating func number(_ n: Int) { write(String(n)) }
}

/// A sink that collects the words into a string.
public struct TextSink: WordSink {
    public private(set) var text = ""

    public init() {}

    public mutating func write(_ text: String) { self.text += text }
}
