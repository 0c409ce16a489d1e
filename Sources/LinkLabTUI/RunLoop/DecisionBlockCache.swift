import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import Synchronization

/// The wrapped lines of each decision, kept per pane width, so a key press does not wrap the
/// whole visible history again: wrapping is most of what drawing the decisions pane costs.
///
/// Owned by the run loop (`RenderCaches`), never by the model; an entry is used only while the decision at
/// that place in the history is still the same decision, so models that diverge stay right.
final class DecisionBlockCache: Sendable {
    private struct Entry {
        var width: Int
        var decision: Decision
        var wholeLink: String?
        var lines: [DecisionLines.Line]
    }

    private let entries = Mutex<[Int: Entry]>([:])

    /// The lines of the decision at `index` of the model's history, wrapped to `width` as the model wraps them
    /// (`AppModel.decisionLines`); the screens a session action went to keep their titles within a session.
    func lines(of model: AppModel, at index: Int, width: Int) -> [DecisionLines.Line] {
        let decision = model.state.history[index]
        let wholeLink = model.wholeLink(at: index)
        if let entry = entries.withLock({ $0[index] }), entry.width == width, entry.decision == decision, entry.wholeLink == wholeLink {
            return entry.lines
        }
        let lines = model.decisionLines(at: index, width: width)
        entries.withLock { $0[index] = Entry(width: width, decision: decision, wholeLink: wholeLink, lines: lines) }
        return lines
    }
}
