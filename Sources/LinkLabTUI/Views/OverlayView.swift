import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames
import LinkLabText

/// Draws the open window centred over the main screen.
enum OverlayView {
    static func draw(_ overlay: Overlay, model: AppModel, into frame: inout Frame) {
        switch overlay {
        case .help: HelpView.draw(model, into: &frame)
        case .pushComposer(let composer): PushComposerView.draw(composer, verdict: model.composerVerdict, into: &frame)
        case .linkLibrary(let selected): LinkLibraryView.draw(model, selected: selected, into: &frame)
        case .configuration(let selected): ConfigurationView.draw(model, selected: selected, into: &frame)
        case .walkthroughs(let selected): WalkthroughListView.draw(model, selected: selected, into: &frame)
        case .variants(let selected): VariantsView.draw(model, selected: selected, into: &frame)
        case .quiz(let progress): QuizView.draw(progress, into: &frame)
        case .messageLog: MessageLogView.draw(model, into: &frame)
        }
    }

    /// A cleared, bordered window over the whole content area: the title, status and input lines stay
    /// visible, and no fragment of the panes shows beside it.
    static func window(_ title: String, into frame: inout Frame) -> Rect {
        let rect = Rect(x: 0, y: 1, width: frame.width, height: frame.height - 4)
        frame.fill(rect)
        let shown = TextWrap.truncated(title, width: max(1, rect.width - 6))
        return frame.box(rect, title: shown, style: Styles.accent, titleStyle: CellStyle(bold: true, color: .accent))
    }

    /// Marks the selected row so it shows in plain text too, not only in reverse video.
    static func marker(_ selected: Bool) -> String { ScreenLayout.marker(selected) }

    /// The last row of a list window: where the selection is, and how many rows are out of view.
    /// With `/`'s filter open, the row says what is typed first (`filter: pay`), and an empty list says so.
    static func listFooter(_ model: AppModel, selected: Int, first: Int, visible: Int, count: Int, in inner: Rect, listTop: Int? = nil,
                           into frame: inout Frame) {
        let below = max(0, count - first - visible)
        guard let filter = model.listFilter else {
            _ = frame.put(Wording.listFooter(selected: selected, count: count, above: first, below: below), x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: inner.width - 2)
            return
        }
        if count == 0 {
            _ = frame.put(Wording.noEntryMatches, x: inner.x + 1, y: listTop ?? inner.y, style: Styles.title, maxWidth: inner.width - 2)
        }
        let typed = DisplayText.sanitize(filter.query.text, limit: 200)
        let footer = Wording.filteredListFooter(filter: typed, selected: selected, count: count, above: first, below: below)
        _ = frame.put(footer, x: inner.x + 1, y: inner.maxY - 1, style: Styles.title, maxWidth: inner.width - 2)
    }

    /// Ctrl-F's query highlighted in rows drawn one under another from row `y`.
    static func highlight(_ model: AppModel, _ rows: [String], x: Int, y: Int, width: Int, into frame: inout Frame) {
        guard let query = model.windowSearch?.highlight else { return }
        for (offset, row) in rows.enumerated() { MatchHighlight.apply(query, in: row, x: x, y: y + offset, maxWidth: width, into: &frame) }
    }

    /// The first row to show so that `selected` stays visible in `visible` rows of `count`.
    static func firstVisible(selected: Int, visible: Int, count: Int) -> Int {
        ScreenLayout.firstVisible(selected: selected, visible: visible, count: count)
    }
}

/// F1: every key from the key table, and what the outcome words mean.
enum HelpView {
    static func draw(_ model: AppModel, into frame: inout Frame) {
        let inner = OverlayView.window(Wording.helpTitle, into: &frame)
        OverlayView.drawText(model, in: inner, into: &frame)
    }
}

extension OverlayView {
    /// A text window's lines from its scroll position, and, on its last row, what is out of view
    /// (`↑ 3 more  ↓ 40 more`) and the keys that scroll.
    static func drawText(_ model: AppModel, in inner: Rect, into frame: inout Frame) {
        guard inner.width > 2, inner.height > 1 else { return }
        let lines = model.windowTextLines()
        let rows = ScreenLayout.windowTextRows(height: model.height)
        var y = inner.y
        for line in lines.dropFirst(model.windowScroll).prefix(rows) {
            _ = frame.put(line.text, x: inner.x + 1 + line.indent, y: y, style: Styles.of(line.tone), maxWidth: inner.width - 2 - line.indent)
            MatchHighlight.apply(model.windowSearch?.highlight, in: line.text, x: inner.x + 1 + line.indent, y: y,
                                 maxWidth: inner.width - 2 - line.indent, into: &frame)
            y += 1
        }
        let below = max(0, lines.count - model.windowScroll - rows)
        guard model.windowScroll > 0 || below > 0 else { return }
        _ = frame.put(Wording.scrollFooter(above: model.windowScroll, below: below), x: inner.x + 1, y: inner.maxY - 1,
                      style: Styles.muted, maxWidth: inner.width - 2)
    }
}

/// F2: pick a preset, edit the sender and route, choose the stage, then deliver.
enum PushComposerView {
    /// The payload with one top-level key per line, easy to read aloud and to copy.
    static func payloadLines(_ payload: JSONValue) -> [String] {
        guard let members = payload.members else { return [JSONText.render(payload)] }
        return members.enumerated().map { index, member in
            (index == 0 ? "{" : " ") + JSONText.quote(member.key) + ":" + JSONText.render(member.value) + (index == members.count - 1 ? "}" : ",")
        }
    }

    /// What the engine decided for the payload as it stands (`ComposerVerdict`), in words: the ✓/✗ beside
    /// the preset is decided by the model, never written by hand.
    static func verdict(_ verdict: ComposerVerdict?) -> String {
        guard let verdict, let outcome = verdict.outcome else { return "" }
        return (outcome.isSuccess ? "✓ " : "✗ ") + Wording.outcomeAndCodes(outcome, codes: verdict.codes)
    }

    static func draw(_ composer: PushComposer, verdict: ComposerVerdict?, into frame: inout Frame) {
        let inner = OverlayView.window(Wording.pushComposerTitle, into: &frame)
        let width = inner.width - 2
        var y = inner.y
        func row(_ field: PushComposer.Field, _ label: String, _ value: String, note: String? = nil) {
            guard y < inner.maxY else { return }
            let focused = composer.field == field
            _ = frame.put((focused ? "▸ " : "  ") + label.padded(to: 8), x: inner.x + 1, y: y, style: focused ? Styles.title : .plain)
            let x = inner.x + 11
            let used = frame.put(value, x: x, y: y, style: focused ? Styles.selected : CellStyle(underline: true), maxWidth: width - 10)
            if let note { _ = frame.put("  " + note, x: x + used, y: y, style: Styles.muted, maxWidth: width - 10 - used) }
            y += 1
        }
        row(.preset, "Preset", "◂ \(Wording.title(of: composer.preset)) ▸", note: Wording.composerPresetNote(verdict: Self.verdict(verdict)))
        row(.sender, "Sender", DisplayText.sanitize(composer.sender.text, limit: 200).padded(to: 34),
            note: composer.sender.isEmpty ? Wording.composerNoSender : nil)
        row(.route, "Route", DisplayText.sanitize(composer.route.text, limit: 200).padded(to: 34))
        row(.stage, "Stage", "◂ \(composer.stage.rawValue) ▸", note: Wording.composerStageNote(tap: composer.stage == .tap))
        y += 1
        let declared = Wording.composerDeclared(module: composer.module?.identifier, sender: composer.module?.pushSender, payloadKey: composer.module?.payloadKey)
        for piece in TextWrap.lines(declared, width: width) where y < inner.maxY {
            _ = frame.put(piece, x: inner.x + 1, y: y, style: Styles.muted)
            y += 1
        }
        y += 1
        _ = frame.put(Wording.composerPayload, x: inner.x + 1, y: y, style: Styles.title)
        y += 1
        for piece in payloadLines(composer.payload).flatMap({ DecisionLines.chunks(DisplayText.sanitize($0, limit: 1000), width: width) }) where y < inner.maxY - 1 {
            _ = frame.put(piece, x: inner.x + 1, y: y, style: Styles.accent)
            y += 1
        }
        _ = frame.put(Wording.composerFooter, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
    }
}

/// F5: the documented examples; Enter puts the chosen one in the input line.
enum LinkLibraryView {
    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        let entries = model.libraryEntries
        let shown = model.shownListEntries
        let inner = OverlayView.window(Wording.linkLibraryTitle, into: &frame)
        let width = inner.width - 2
        let visible = max(1, (inner.height - 1) / 2)
        let first = OverlayView.firstVisible(selected: selected, visible: visible, count: shown.count)
        var y = inner.y
        for (index, entry) in shown.enumerated().map({ ($0.offset, entries[$0.element]) }).dropFirst(first).prefix(visible) {
            let mark = entry.works ? "✓ " : "✗ "
            let style: CellStyle = index == selected ? Styles.selected : CellStyle(color: entry.works ? .success : .failure)
            let text = OverlayView.marker(index == selected) + mark + DisplayText.sanitize(entry.link, limit: 400)
            let rows = [TextWrap.truncated(text, width: width),
                        TextWrap.truncated("    " + Wording.outcomeAndCodes(entry.outcome, codes: entry.codes) + " · " + entry.note, width: width)]
            _ = frame.put(rows[0], x: inner.x + 1, y: y, style: style, maxWidth: width)
            _ = frame.put(rows[1], x: inner.x + 1, y: y + 1, style: Styles.muted, maxWidth: width)
            OverlayView.highlight(model, rows, x: inner.x + 1, y: y, width: width, into: &frame)
            y += 2
        }
        OverlayView.listFooter(model, selected: selected, first: first, visible: visible, count: shown.count, in: inner, into: &frame)
    }
}

/// F6: the FI settings and the iOS prerequisites; Enter marks one missing or restores it.
enum ConfigurationView {
    /// Lines above the first prerequisite: the FI's name, six settings, a gap and a heading.
    static let prerequisitesTop = 9

    /// One line of the window, and the choosable row it shows (`AppModel.settingsLines`).
    typealias Line = SettingsLine

    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        let inner = OverlayView.window(Wording.settingsTitle, into: &frame)
        let all = lines(model, selected: selected)
        let visible = ScreenLayout.settingsRows(all, inner: inner)
        let first = firstShown(all, selected: selected, visible: visible)
        for (offset, line) in all.dropFirst(first).prefix(visible).enumerated() {
            let shown = TextWrap.truncated(DisplayText.sanitize(line.text, limit: 400), width: inner.width - 2)
            _ = frame.put(shown, x: inner.x + 1, y: inner.y + offset, style: Styles.of(line.tone))
            OverlayView.highlight(model, [shown], x: inner.x + 1, y: inner.y + offset, width: inner.width - 2, into: &frame)
        }
        let below = max(0, all.count - first - visible)
        if first > 0 || below > 0 {
            _ = frame.put(Wording.rowsOutOfView(above: first, below: below), x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: inner.width - 2)
        }
    }

    /// The first line drawn (`ScreenLayout.firstShown`): a click reads the same.
    static func firstShown(_ lines: [Line], selected: Int, visible: Int) -> Int {
        ScreenLayout.firstShown(lines, selected: selected, visible: visible)
    }

    /// The lines the model works out for the window.
    static func lines(_ model: AppModel, selected: Int) -> [Line] { model.settingsLines(selected: selected) }
}

/// F7: the walkthroughs from scenarios/.
enum WalkthroughListView {
    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        let list = model.walkthroughs
        let shown = model.shownListEntries
        let inner = OverlayView.window(Wording.walkthroughsTitle, into: &frame)
        let width = inner.width - 2
        let visible = max(1, (inner.height - 1) / 2)
        let first = OverlayView.firstVisible(selected: selected, visible: visible, count: shown.count)
        var y = inner.y
        for (index, walkthrough) in shown.enumerated().map({ ($0.offset, list[$0.element]) }).dropFirst(first).prefix(visible) {
            let s = walkthrough.scenario
            let name = OverlayView.marker(index == selected) + DisplayText.sanitize(s.name, limit: 200)
            _ = frame.put(TextWrap.truncated(name, width: width), x: inner.x + 1, y: y, style: index == selected ? Styles.selected : Styles.title, maxWidth: width)
            // Counted as the walkthrough box counts them: a step is an action with its narration.
            let count = WalkthroughProgress.beats(of: s).count
            let detail = Wording.walkthroughDetail(steps: count, signedIn: s.signedIn, ownSettings: s.settings != nil)
            _ = frame.put(TextWrap.truncated(detail, width: width), x: inner.x + 1, y: y + 1, style: Styles.muted, maxWidth: width)
            OverlayView.highlight(model, [TextWrap.truncated(name, width: width)], x: inner.x + 1, y: y, width: width, into: &frame)
            y += 2
        }
        OverlayView.listFooter(model, selected: selected, first: first, visible: visible, count: shown.count, in: inner, into: &frame)
    }
}
