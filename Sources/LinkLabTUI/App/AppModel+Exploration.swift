import LinkLabFrames
import LinkLabCore

extension AppModel {
    /// Keeps a link or push as a check-list row; its expectation is what the app did.
    mutating func explore(_ event: SessionEvent, signedIn: Bool, decisions: [Decision]) {
        guard let decision = decisions.last else { return }
        let input: CheckRow.Input
        switch event {
        case .openLink(let link), .openLinkFrom(let link, _): input = .link(link)
        case .push(let payload, let stage): input = .push(payload, stage: stage)
        default: return
        }
        let expectation = CheckExpectation(outcome: decision.outcome, route: .some(decision.route), codes: decision.codes)
        explored.append(CheckRow(file: "session", line: explored.count + 2, input: input, signedIn: signedIn, expectation: expectation))
    }
}
