import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What a line the model works out means, for the views to style: the model says what a line is, never how
/// it looks (the views' `Styles` turn a tone into a cell style).
package enum Tone: Sendable, Equatable {
    case plain
    case title
    case muted
    /// The selected row of a list.
    case selected
    case success
    case warning
    case failure
    /// A line of a decision's report: its kind says how it reads (an outcome, a check, a diagnostic).
    case report(DecisionReport.Line.Kind)
    /// A link shown whole on rows of its own: the one opened, or the corrected one.
    case link
    case correctedLink
}
