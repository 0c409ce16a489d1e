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
}
