/// A window over the main screen. Only one shows at a time.
public enum Overlay: Sendable, Equatable {
    case help
    case pushComposer(PushComposer)
    case linkLibrary(selected: Int)
    case configuration(selected: Int)
    case walkthroughs(selected: Int)
    /// The variants of a link (`linklab vary` in the app).
    case variants(selected: Int)
    /// The quiz for support staff.
    case quiz(QuizProgress)
    /// Every status message of the session, with its time.
    case messageLog

    /// True for the one window with fields to type in (the push composer); the others read letters as keys.
    package var takesText: Bool {
        if case .pushComposer = self { return true }
        return false
    }

    /// Which window this is, whatever its state: a text window's scroll starts again only in another window.
    package var window: Int {
        switch self {
        case .help: 0
        case .pushComposer: 1
        case .linkLibrary: 2
        case .configuration: 3
        case .walkthroughs: 4
        case .variants: 5
        case .quiz: 6
        case .messageLog: 7
        }
    }
}
