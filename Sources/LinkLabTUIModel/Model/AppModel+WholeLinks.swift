import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// A link longer than the core's echo (300 characters, docs/contract.md A13) is still shown whole in
/// the decisions pane and copied whole by F11: the model keeps what was opened, for the decision that
/// echoes it cut short.
struct WholeLink: Sendable, Equatable {
    /// The decision's echo, to tell this decision from another at the same place in another session.
    var echo: String
    /// The link as opened, made safe to show but not cut.
    var text: String
}

extension AppModel {
    /// Remembers the whole link for each decision of `decisions` whose echo was cut short. A link over
    /// the FI's length limit is refused unread, and its echo stays cut.
    mutating func keepWholeLink(_ raw: String, for decisions: [Decision]) {
        guard raw.utf8.count <= configuration.policies.maximumLinkLength else { return }
        let whole = DisplayText.sanitize(raw, limit: .max)
        let base = state.history.count - decisions.count
        for (offset, decision) in decisions.enumerated() where Self.carriesLink(decision.entry) && decision.input != whole {
            wholeLinks[base + offset] = WholeLink(echo: decision.input, text: whole)
        }
    }

    /// The whole link behind the decision at `index`, when its echo was cut short.
    package func wholeLink(at index: Int) -> String? {
        guard state.history.indices.contains(index), let kept = wholeLinks[index], state.history[index].input == kept.echo else { return nil }
        return kept.text
    }
}
