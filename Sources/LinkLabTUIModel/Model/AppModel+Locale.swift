import LinkLabWording

extension AppModel {
    /// Says once, at start, that a UTF-8 locale shows more when the terminal draws in ASCII: the status
    /// line when nothing else is on it, the message log always.
    public mutating func noteLocale(drawsUnicode: Bool) {
        guard !drawsUnicode else { return }
        let text = Wording.text(of: .plainLocale)
        if notice == nil { notice = text } else { note(notice ?? "", full: text) }
    }
}
