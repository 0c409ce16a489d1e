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
/// that place in the history is still the same decision, so models that diverge stay right. Only the decisions
/// the last frame read are kept (`frameDrawn`): a decision scrolled out of the pane is wrapped again if it comes
/// back, and the cache does not grow with the history.
final class DecisionBlockCache: Sendable {
    private struct Entry {
        var width: Int
        var decision: Decision
        var wholeLink: String?
        var lines: [DecisionLines.Line]
    }

    private struct Entries {
        /// The entries read (or made) since the last frame that read any.
        var read: [Int: Entry] = [:]
        /// The entries of that frame, taken into `read` when read again.
        var earlier: [Int: Entry] = [:]
    }

    private let entries = Mutex(Entries())

    /// The lines of the decision at `index` of the model's history, wrapped to `width` as the model wraps them
    /// (`AppModel.decisionLines`); the screens a session action went to keep their titles within a session.
    func lines(of model: AppModel, at index: Int, width: Int) -> [DecisionLines.Line] {
        let decision = model.state.history[index]
        let wholeLink = model.wholeLink(at: index)
        let kept = entries.withLock { entries -> Entry? in
            if let entry = entries.read[index] { return entry }
            guard let entry = entries.earlier.removeValue(forKey: index) else { return nil }
            entries.read[index] = entry
            return entry
        }
        if let entry = kept, entry.width == width, entry.decision == decision, entry.wholeLink == wholeLink {
            return entry.lines
        }
        let lines = model.decisionLines(at: index, width: width)
        entries.withLock { $0.read[index] = Entry(width: width, decision: decision, wholeLink: wholeLink, lines: lines) }
        return lines
    }

    /// A frame was drawn: when it read any decision, the entries it did not read are dropped, and the next frame
    /// starts from the ones it read. A frame that read none (a key on the input line) keeps them all.
    func frameDrawn() {
        entries.withLock { entries in
            guard !entries.read.isEmpty else { return }
            entries.earlier = entries.read
            entries.read = [:]
        }
    }
}
