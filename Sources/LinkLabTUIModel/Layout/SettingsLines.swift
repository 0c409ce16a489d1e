import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// One line of the settings window (F6); `row` is the choosable row it shows (a prerequisite, Installed,
/// Running, Android, a Safari choice), which the arrows select and a click picks.
package struct SettingsLine: Equatable {
    package var text: String
    package var tone: Tone = .plain
    package var row: Int?
}

extension AppModel {
    /// The settings window's lines, worked out by the model: the window draws them, and a click is
    /// matched against the same lines.
    package func settingsLines(selected: Int) -> [SettingsLine] {
        let c = configuration
        var lines: [SettingsLine] = []
        func line(_ text: String, _ tone: Tone = .plain) { lines.append(SettingsLine(text: text, tone: tone)) }
        func row(_ index: Int, on: Bool, _ title: String, tone: Tone) {
            lines.append(SettingsLine(text: ScreenLayout.marker(index == selected) + "[\(on ? "✓" : " ")] \(title)",
                                      tone: index == selected ? .selected : tone, row: index))
        }
        line(c.name, .title)
        Wording.settingsLines(c).forEach { line($0) }
        line("")
        // Only the active platform's prerequisites: on Android, iOS's files play no part, and the other way round.
        let prerequisites = Prerequisite.of(c.platform)
        line(Wording.prerequisitesHeading(android: c.platform == .android), .title)
        for (index, prerequisite) in prerequisites.enumerated() {
            let holds = prerequisite.holds(in: c)
            row(index, on: holds, prerequisite.title, tone: holds ? .success : .failure)
            // Under the title, and short enough for 80 columns with the longest code.
            if !holds { line(Wording.prerequisiteMissing(affectedLinks: prerequisite.affectedLinks, code: prerequisite.code.rawValue), .failure) }
        }
        line("")
        line(Wording.appOnPhoneHeading(android: c.platform == .android), .title)
        let app = session.state.app
        for (offset, (on, title)) in [(app.installed, Wording.appInstalledRow), (app.running, Wording.appRunningRow)].enumerated() {
            row(prerequisites.count + offset, on: on, title, tone: on ? .success : .failure)
        }
        line("")
        line(Wording.platformHeading, .title)
        let android = c.platform == .android
        row(prerequisites.count + 2, on: android, Wording.androidRow, tone: .plain)
        if android {
            line(Wording.androidDetail(package: c.androidPackage, filters: c.androidFilters.count), .muted)
            // Whether FCM's notifications are shown (docs/contract.md, "FCM delivery on Android").
            let granted = c.android.notificationPermission == .granted
            row(prerequisites.count + 3, on: granted, Wording.notificationsRow, tone: granted ? .success : .failure)
        }
        line("")
        // P10: the phone remembers that the customer chose Safari for a domain (iOS).
        let domains = session.browserChoiceDomains
        if !domains.isEmpty {
            line(Wording.safariChoicesHeading, .title)
            for (offset, domain) in domains.enumerated() {
                let chosen = state.browserDomains.contains(domain)
                row(browserChoiceRowStart + offset, on: chosen, DisplayText.sanitize(domain, limit: 60), tone: chosen ? .warning : .plain)
            }
            line("")
        }
        Wording.policyLines(c.policies).forEach { line($0, .muted) }
        // `--live`: which of the site's files the emulation uses, and when they were fetched.
        let live = [c.prerequisites.files.liveAASA, c.prerequisites.files.liveAssetLinks].compactMap { $0 }
        if !live.isEmpty {
            line("")
            line(Wording.liveSiteHeading, .title)
            for origin in live { line(Wording.live(origin), .muted) }
            line(Wording.liveRefetch, .muted)
        }
        // A line that is no row wraps rather than lose its end (a fetch time, a long host) at any width.
        let room = max(1, width - 4)
        return lines.flatMap { line in
            guard line.row == nil, CharacterWidth.of(line.text) > room else { return [line] }
            return TextWrap.lines(line.text, width: room).map { SettingsLine(text: $0, tone: line.tone) }
        }
    }
}

extension ScreenLayout {
    /// Marks the selected row so it shows in plain text too, not only in reverse video.
    package static func marker(_ selected: Bool) -> String { selected ? "▸ " : "  " }

    /// The first settings line drawn: 0 while everything fits, else far enough down that the selected row
    /// shows (so every row can be reached at 80×24 too).
    /// The last row at the end (End, G) shows the window's end too: the lines below the last row (the
    /// policies, the live site's files) can be read.
    package static func firstShown(_ lines: [SettingsLine], selected: Int, visible: Int) -> Int {
        guard lines.count > visible else { return 0 }
        let selectedLine = lines.firstIndex { $0.row == selected } ?? 0
        if selectedLine == lines.lastIndex(where: { $0.row != nil }) { return lines.count - visible }
        return max(0, min(selectedLine + 2 - visible, lines.count - visible))
    }

    /// The rows the settings window shows lines in: all of its inside while they fit, else all but the
    /// last row, which says what is out of view.
    package static func settingsRows(_ lines: [SettingsLine], inner: Rect) -> Int {
        lines.count > inner.height ? max(1, inner.height - 1) : inner.height
    }

    /// The selected row of a list window; nil for windows that are not lists.
    package static func selection(_ overlay: Overlay) -> Int? {
        switch overlay {
        case .linkLibrary(let selected), .configuration(let selected), .walkthroughs(let selected), .variants(let selected):
            selected
        case .quiz(let progress): progress.selected
        case .help, .pushComposer, .messageLog: nil
        }
    }

    /// The list row a window draws at screen row `y`, if any: the list views draw with these same numbers.
    package static func listIndex(_ overlay: Overlay, model: AppModel, y: Int) -> Int? {
        let inner = windowInner(width: model.width, height: model.height)
        func twoLineRows(top: Int, visible: Int, selected: Int, count: Int) -> Int? {
            guard y >= top, y < top + 2 * visible else { return nil }
            let index = firstVisible(selected: selected, visible: visible, count: count) + (y - top) / 2
            return index < count ? index : nil
        }
        switch overlay {
        case .linkLibrary(let selected):
            return twoLineRows(top: inner.y, visible: max(1, (inner.height - 1) / 2), selected: selected, count: model.shownListEntries.count)
        case .walkthroughs(let selected):
            return twoLineRows(top: inner.y, visible: max(1, (inner.height - 1) / 2), selected: selected, count: model.shownListEntries.count)
        case .variants(let selected):
            return twoLineRows(top: inner.y + 1, visible: max(1, (inner.height - 2) / 2), selected: selected,
                               count: model.shownListEntries.count)
        case .configuration(let selected):
            // The same lines the window draws, from the same first line, so a click picks what it hit.
            let lines = model.settingsLines(selected: selected)
            let visible = settingsRows(lines, inner: inner)
            let index = y - inner.y + firstShown(lines, selected: selected, visible: visible)
            return y >= inner.y && y < inner.y + visible && lines.indices.contains(index) ? lines[index].row : nil
        case .help, .pushComposer, .quiz, .messageLog:
            return nil
        }
    }
}
