import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// One line of a walkthrough's narration, as facts: what the trainer says, an expectation that held or
/// failed, or the end. The narration box styles it by case and words it through `text`.
public enum NarrationLine: Sendable, Equatable {
    case say(String)
    /// What decided the step's action besides its input: the phone, the sign-in, the app's state, where a link
    /// was tapped (`StepSettings`), so that two steps with one link show why they differ.
    case decidedWith(StepSettings)
    /// Every expectation of the step that was just played held.
    case asExpected
    case held(step: Int)
    case failed(ExpectationFailure)
    case finished(failures: Int)

    /// The words shown for the line.
    public var text: String {
        Wording.text(of: self)
    }
}
