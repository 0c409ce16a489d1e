import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

extension AppModel {
    /// What the status line says: the route the phone shows (during a replay, the landing page before the
    /// stored page), who is signed in, the app's state, where links are tapped, the pending navigation, the
    /// missing prerequisites, and the notice. The status line fits them to its width.
    var statusBarInput: StatusBarInput {
        let state = shownScene
        let screens = session.app.screens
        var parts: [String] = []
        let app = self.state.app
        if !app.installed {
            // Not installed means no screen and no session: the app's route and who is signed in belong to an app that is there.
            parts.append(Wording.statusAppNotInstalled)
        } else if let module = state.moduleInFront {
            parts.append(Wording.statusModule(module))
        } else if let route = screens.screen(id: state.currentScreen)?.route {
            parts.append("#/\(DisplayText.sanitize(route, limit: 80))")
        } else {
            parts.append(Wording.statusLoginScreen)
        }
        if app.installed {
            parts.append(Wording.statusSignedIn(state.signedIn))
            if !app.running { parts.append(Wording.statusAppNotRunning) }
        }
        if configuration.platform == .android { parts.append("Android") }
        // Where links are tapped (^\\), once someone chose: the default says nothing, as before.
        if self.state.tap != .unspecified { parts.append("From: " + AppModel.tapShort(self.state.tap)) }
        if let pending = state.pending { parts.append(Wording.statusPending(pending.label)) }
        let missing = Prerequisite.of(configuration.platform).filter { !$0.holds(in: configuration) }
        if !missing.isEmpty { parts.append(Wording.statusMissing(missing.count)) }
        return StatusBarInput(parts: parts, message: notice.map { DisplayText.sanitize($0, limit: 300) })
    }

    /// What the title bar names: the FI, its scheme and its associated domain.
    var titleBarInput: TitleBarInput {
        TitleBarInput(name: configuration.name, urlScheme: configuration.urlScheme, associatedDomain: configuration.associatedDomain)
    }
}
