import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

extension AppModel {
    mutating func choose() -> [AppEffect] {
        switch overlay {
        case .help, .messageLog, nil:
            overlay = nil
        case .pushComposer(let composer):
            lastComposer = composer
            overlay = nil
            return apply(.push(PushPayload(json: composer.payload), stage: composer.stage))
        case .linkLibrary(let selected):
            let entries = libraryEntries
            // A filter shows some entries: the selection counts along those.
            guard let entry = listEntry(at: selected) else { return [] }
            if entries.indices.contains(entry) {
                input = LineEditor(text: entries[entry].link)
                inputTyped = false
            }
            overlay = nil
            notice = Wording.text(of: .pressEnterToOpen(signOutFirst: false))
        case .configuration(let selected):
            let all = Prerequisite.of(configuration.platform)
            // Below the platform row: the domains the customer chose Safari for (P10).
            let domains = session.browserChoiceDomains
            if selected >= browserChoiceRowStart, domains.indices.contains(selected - browserChoiceRowStart) {
                toggleBrowserChoice(domains[selected - browserChoiceRowStart])
                return []
            }
            // The row after the prerequisites switches the platform for this session.
            if selected == all.count + 2 {
                var changed = configuration
                changed.platform = changed.platform == .android ? .ios : .android
                session.replaceApp(BankingApp(configuration: changed, screens: session.app.screens))
                keepTapOnPlatform()
                notice = Wording.text(of: .platformSwitched(changed.platform))
                return []
            }
            // On Android, the row after the platform's: whether the customer allowed the app's notifications.
            if selected == all.count + 3, configuration.platform == .android {
                var changed = configuration
                let granted = changed.android.notificationPermission != .granted
                changed.android.notificationPermission = granted ? .granted : .denied
                session.replaceApp(BankingApp(configuration: changed, screens: session.app.screens))
                notice = Wording.text(of: .notificationPermission(granted: granted))
                return []
            }
            if selected >= all.count { return toggleAppState(installed: selected == all.count) }
            guard all.indices.contains(selected) else { return [] }
            let prerequisite = all[selected]
            let holds = !prerequisite.holds(in: configuration)
            let changed = prerequisite.setting(holds, in: configuration, original: originalConfiguration)
            session.replaceApp(BankingApp(configuration: changed, screens: session.app.screens))
            // Short enough for the status line at 80 columns; the window beside it names the prerequisite.
            notice = Wording.text(of: holds ? .prerequisiteRestored(title: prerequisite.title)
                : .prerequisiteMissing(affectedLinks: prerequisite.affectedLinks, code: prerequisite.code.rawValue))
        case .walkthroughs(let selected):
            guard let entry = listEntry(at: selected), walkthroughs.indices.contains(entry) else { return [] }
            startWalkthrough(walkthroughs[entry])
        case .variants(let selected):
            guard let entry = listEntry(at: selected) else { return [] }
            chooseVariant(entry)
        case .quiz(let progress):
            return answerQuiz(progress)
        }
        return []
    }

    mutating func move(_ action: AppAction) {
        if case .pushComposer(var composer) = overlay {
            let step = [.moveUp, .changeLeft, .previousField].contains(action) ? -1 : 1
            switch action {
            case .moveUp, .moveDown, .nextField, .previousField:
                composer.moveField(by: step)
            case .changeLeft, .changeRight:
                if composer.field == .preset { composer.cyclePreset(by: step) }
                if composer.field == .stage { composer.cycleStage(by: step) }
            default: break
            }
            overlay = .pushComposer(composer)
            return
        }
        guard let overlay, let step = Self.rows(action, page: windowPage(overlay)) else { return }
        switch overlay {
        case .linkLibrary(let selected):
            self.overlay = .linkLibrary(selected: clamp(selected + step, count: shownListEntries.count))
        case .configuration(let selected):
            self.overlay = .configuration(selected: clamp(selected + step, count: browserChoiceRowStart + session.browserChoiceDomains.count))
        case .walkthroughs(let selected):
            self.overlay = .walkthroughs(selected: clamp(selected + step, count: shownListEntries.count))
        case .variants(let selected):
            self.overlay = .variants(selected: clamp(selected + step, count: shownListEntries.count))
        case .quiz(var progress):
            if progress.stage == .score { return scrollQuizScore(progress, by: step) }
            progress.selected = clamp(progress.selected + step, count: progress.choices.count)
            self.overlay = .quiz(progress)
        case .help, .messageLog:
            windowScroll = max(0, min(windowScrollLimit, windowScroll + step))
        case .pushComposer:
            break
        }
    }

    /// How many rows an action moves a window's selection or text by: a row, a page, or to either end.
    static func rows(_ action: AppAction, page: Int) -> Int? {
        switch action {
        case .moveUp: -1
        case .moveDown: 1
        case .movePageUp: -page
        case .movePageDown: page
        case .moveToFirst: -(Int.max / 4)
        case .moveToLast: Int.max / 4
        default: nil
        }
    }

    /// A page of the open window: the rows (or list entries) it shows at once, less one kept in view.
    func windowPage(_ overlay: Overlay) -> Int {
        let inner = ScreenLayout.windowInner(width: width, height: height)
        switch overlay {
        case .linkLibrary, .walkthroughs: return max(1, (inner.height - 1) / 2 - 1)
        case .variants: return max(1, (inner.height - 2) / 2 - 1)
        case .quiz(let progress) where progress.stage == .score: return max(1, ScreenLayout.quizScoreVisibleRows(frameHeight: height) - 1)
        case .help, .messageLog: return max(1, ScreenLayout.windowTextRows(height: height) - 1)
        default: return max(1, inner.height / 2)
        }
    }

    func clamp(_ value: Int, count: Int) -> Int { max(0, min(count - 1, value)) }

    /// F6's two app-state rows, below the prerequisites: installed, then running (docs/contract.md, "App states").
    /// Switching one on is the event itself (the App Store installs, the app launches), so the decisions
    /// pane shows it; switching one off sets the state.
    mutating func toggleAppState(installed: Bool) -> [AppEffect] {
        var app = session.state.app
        if installed, !app.installed { return apply(.install) }
        if !installed, !app.running { return apply(.launch) }
        if installed { app.installed = false } else { app.running = false }
        session.setAppState(app)
        notice = Wording.text(of: app.installed ? .appStopped : .appUninstalled(configuration.platform))
        return []
    }
}
