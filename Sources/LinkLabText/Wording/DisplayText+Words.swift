/// The one sentence the text layer adds itself, kept in its `Wording/` folder.
extension DisplayText {
    /// Said after text cut at its limit: how long the whole was.
    static func cutShortNote(bytes: Int) -> String { "… (cut short: \(bytes) bytes in all)" }
}
