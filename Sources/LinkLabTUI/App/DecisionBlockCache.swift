import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Synchronization

/// The wrapped lines of each decision, kept per pane width, so a key press does not wrap the
/// whole visible history again: wrapping is most of what drawing the decisions pane costs.
///
/// A reference shared by copies of the model; an entry is used only while the decision at
/// that place in the history is still the same decision, so copies that diverge stay right.
final class DecisionBlockCache: Sendable {
    private struct Entry {
        var width: Int
        var decision: Decision
        var wholeLink: String?
        var lines: [DecisionLines.StyledLine]
    }

    private let entries = Mutex<[Int: Entry]>([:])

    /// The lines of the decision at `index` of the history, wrapped to `width`; `screens` names the
    /// screens a session action went to (their titles do not change within a session).
    func lines(_ decision: Decision, at index: Int, width: Int, screens: ScreenCatalogue? = nil, wholeLink: String? = nil) -> [DecisionLines.StyledLine] {
        if let entry = entries.withLock({ $0[index] }), entry.width == width, entry.decision == decision, entry.wholeLink == wholeLink {
            return entry.lines
        }
        let lines = DecisionLines.block(decision, width: width, screens: screens, wholeLink: wholeLink)
        entries.withLock { $0[index] = Entry(width: width, decision: decision, wholeLink: wholeLink, lines: lines) }
        return lines
    }
}
