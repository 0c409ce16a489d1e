import LinkLabFrames
import LinkLabCore

/// Copying a link out of the app: the newest corrected link the pane shows, else the newest link
/// opened. The host writes it to the clipboard (OSC 52); the status line says which was copied.
extension AppModel {
    mutating func copyLink() -> [AppEffect] {
        let shown = state.history.prefix(shownDecisionCount)
        for (index, decision) in shown.enumerated().reversed() {
            if let fix = decision.diagnostics.lazy.compactMap(\.fix).first {
                let isPayload = if case .payload = fix { true } else { false }
                notice = isPayload ? "Copied the corrected payload." : "Copied the corrected link."
                return [.copyToClipboard(Wording.text(of: fix))]
            }
            if Self.carriesLink(decision.entry), !decision.input.isEmpty {
                notice = "Copied the link."
                return [.copyToClipboard(wholeLink(at: index) ?? decision.input)]
            }
        }
        notice = "Nothing to copy yet: open a link first."
        return []
    }

    /// Whether a decision's input is a link (not a push payload or a session action).
    static func carriesLink(_ entry: Entry) -> Bool {
        switch entry {
        case .customScheme, .universalLink, .moduleLink, .unrecognized: true
        case .push, .signIn, .cancelSignIn, .signOut, .back, .install, .launch: false
        }
    }
}
