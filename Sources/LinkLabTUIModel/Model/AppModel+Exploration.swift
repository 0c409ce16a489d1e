import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

extension AppModel {
    /// Keeps a link or push as a check-list row; its expectation is what the app did.
    mutating func explore(_ event: SessionEvent, signedIn: Bool, decisions: [Decision]) {
        guard let decision = decisions.last else { return }
        let input: CheckRow.Input
        var tap = Tap.unspecified
        switch event {
        case .openLink(let link): input = .link(link); tap = session.state.tap
        case .openLinkFrom(let link, let from): input = .link(link); tap = from
        case .push(let payload, let stage): input = .push(payload, stage: stage)
        default: return
        }
        let expectation = CheckExpectation(outcome: decision.outcome, route: .some(decision.route), codes: decision.codes)
        explored.append(CheckRow(file: "session", line: explored.count + 2, input: input, signedIn: signedIn, expectation: expectation,
                                 tap: tap))
    }
}
