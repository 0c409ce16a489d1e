/// Trimming white space around text as Foundation's `trimmingCharacters(in:)` does, scalar by scalar, so that
/// no target needs the whole of Foundation for it.
extension StringProtocol {
    /// Without the spaces and tabs around it (Foundation's `.whitespaces`: general category Zs, tab, and the
    /// zero width space U+200B, which Foundation still counts as a space).
    public func trimmingSpaces() -> String {
        trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without the white space and line breaks around it (Foundation's `.whitespacesAndNewlines`: Unicode's
    /// White_Space property, and U+200B as above).
    public func trimmingWhiteSpace() -> String {
        trimmingScalars { $0 == "\u{200B}" || $0.properties.isWhitespace }
    }

    private func trimmingScalars(_ trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[first...last])
        return String(text)
    }
}

extension String {
    /// The text cut or padded with spaces to `length` characters (Foundation's `padding(toLength:withPad:" "
    /// startingAt: 0)`, counted in characters rather than UTF-16 units).
    public func padded(to length: Int) -> String {
        let count = self.count
        if count == length { return self }
        if count > length { return String(prefix(length)) }
        return self + String(repeating: " ", count: length - count)
    }
}
