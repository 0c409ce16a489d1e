import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The help window's headings and its lines on editing, the mouse and the outcomes; each key's own line
/// is `keyHelp(for:in:)`.
extension Wording {
    static let helpMainKeysHeading = "Keys on the main screen (letters and ? always go to the input line):"
    static let helpWindowKeysHeading = "Keys in a window (help, the lists, settings, the push composer):"
    /// The input line's readline chords (`KeyTable.readlineChords`), which no binding takes.
    static let helpEditing = "Editing: ^A/^E start/end · ^U/^K delete to start/end · ^W a word · Alt-B/F"
    /// The hint bar's name for Esc while a list's filter or a window's search is open: it clears that first.
    static let hintClearsFirst = "Clear"
    static let helpMouse = "Mouse: click a key below · wheel scrolls · click a row, again to choose"
    static let helpOutcomes = "Outcomes: navigated (shows the page) · deferred (kept until sign-in) · handledByModule (a module took it) · stayed (nothing changed) · notOpened (the phone would not open the app) · openedInBrowser (the browser shows the web page)."
}
