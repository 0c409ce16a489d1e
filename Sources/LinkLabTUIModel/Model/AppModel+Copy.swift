import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Copying a link out of the app: the newest corrected link the pane shows, else the newest link
/// opened. The host writes it to the clipboard (OSC 52); the status line says which was copied.
///
/// No wrong fixes (docs/contract.md, P12): a corrected link is copied only when the core checks, now, that
/// it opens the app from the same source its decision was tapped at. F6 may have changed the FI since the
/// decision; a fix that no longer opens the app is not copied, and the link itself is.
extension AppModel {
    mutating func copyLink() -> [AppEffect] {
        let shown = state.history.prefix(shownDecisionCount)
        for (index, decision) in shown.enumerated().reversed() {
            if let fix = decision.diagnostics.lazy.compactMap(\.fix).first {
                let isPayload = if case .payload = fix { true } else { false }
                let text = fix.text
                let tap = decision.path?.tap ?? .unspecified
                if isPayload || session.fixOpensApp(text, from: tap) {
                    copied(isPayload ? .correctedPayload : .correctedLink)
                    return [.copyToClipboard(text)]
                }
                if Self.carriesLink(decision.entry), !decision.input.isEmpty {
                    copied(.linkWhoseFixFails)
                    return [.copyToClipboard(wholeLink(at: index) ?? decision.input)]
                }
            }
            if Self.carriesLink(decision.entry), !decision.input.isEmpty {
                copied(.link)
                return [.copyToClipboard(wholeLink(at: index) ?? decision.input)]
            }
        }
        notice = Wording.text(of: .nothingToCopy)
        return []
    }

    private mutating func copied(_ what: Notice.Copied) {
        lastCopied = what
        notice = Wording.text(of: .copied(what, tool: nil))
    }

    /// The host copied the text with the system's clipboard tool too (pbcopy, wl-copy, xclip, xsel): the
    /// status line says so.
    public mutating func noteCopied(with tool: String) {
        guard let lastCopied else { return }
        notice = Wording.text(of: .copied(lastCopied, tool: tool))
    }

    /// Whether a decision's input is a link (not a push payload or a session action).
    static func carriesLink(_ entry: Entry) -> Bool {
        switch entry {
        case .customScheme, .universalLink, .moduleLink, .unrecognized: true
        case .push, .signIn, .cancelSignIn, .signOut, .back, .install, .launch: false
        }
    }
}
