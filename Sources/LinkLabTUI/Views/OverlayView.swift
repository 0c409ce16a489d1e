import LinkLabCore

/// Draws the open window centred over the main screen.
enum OverlayView {
    static func draw(_ overlay: Overlay, model: AppModel, into frame: inout Frame) {
        switch overlay {
        case .help: HelpView.draw(model, into: &frame)
        case .pushComposer(let composer): PushComposerView.draw(composer, into: &frame)
        case .linkLibrary(let selected): LinkLibraryView.draw(model, selected: selected, into: &frame)
        case .configuration(let selected): ConfigurationView.draw(model, selected: selected, into: &frame)
        case .walkthroughs(let selected): WalkthroughListView.draw(model, selected: selected, into: &frame)
        }
    }

    /// A cleared, bordered window of the given size, centred; returns the area inside.
    static func window(_ title: String, width: Int, height: Int, into frame: inout Frame) -> Rect {
        let w = min(width, frame.width - 2)
        let h = min(height, frame.height - 2)
        let rect = Rect(x: (frame.width - w) / 2, y: max(1, (frame.height - h) / 2), width: w, height: h)
        frame.fill(rect)
        return frame.box(rect, title: title, style: Styles.accent, titleStyle: CellStyle(bold: true, color: .accent))
    }
}

/// F1: every key from the key table, and what the outcome words mean.
enum HelpView {
    static func draw(_ model: AppModel, into frame: inout Frame) {
        let inner = OverlayView.window("Help · Esc closes", width: 96, height: frame.height - 2, into: &frame)
        var y = inner.y
        let width = inner.width - 2
        func line(_ text: String, _ style: CellStyle = .plain, indent: Int = 0) {
            for piece in TextWrap.lines(text, width: max(1, width - indent)) where y < inner.maxY {
                _ = frame.put(piece, x: inner.x + 1 + indent, y: y, style: style, maxWidth: width - indent)
                y += 1
            }
        }
        line("Keys on the main screen (letters and ? always go to the input line):", Styles.title)
        for b in KeyTable.bindings where b.context != .overlay && b.inHelp {
            let label = (b.helpLabel ?? b.keyLabel).padding(toLength: 11, withPad: " ", startingAt: 0)
            line(TextWrap.truncated("\(label)\(b.help)", width: width - 1), indent: 1)
        }
        line("In a window:", Styles.title)
        let windowKeys = KeyTable.bindings.filter { $0.context == .overlay && $0.inHelp }.map { "\($0.keyLabel) \($0.hint?.lowercased() ?? String($0.help.lowercased().dropLast()))" }
        line(windowKeys.joined(separator: " · "), indent: 1)
        line("Outcomes: navigated (shows the page) · deferred (kept until sign-in) · handledByModule (a module took it) · stayed (nothing changed) · notOpened (iOS would not open the app).", Styles.muted)
    }
}

/// F2: pick a preset, edit the sender and route, choose the stage, then deliver.
enum PushComposerView {
    static func draw(_ composer: PushComposer, into frame: inout Frame) {
        let inner = OverlayView.window("Push notification · Enter delivers · Esc closes", width: 84, height: 16, into: &frame)
        let width = inner.width - 2
        var y = inner.y
        func row(_ field: PushComposer.Field, _ label: String, _ value: String, note: String? = nil) {
            guard y < inner.maxY else { return }
            let focused = composer.field == field
            _ = frame.put((focused ? "▸ " : "  ") + label.padding(toLength: 8, withPad: " ", startingAt: 0), x: inner.x + 1, y: y, style: focused ? Styles.title : .plain)
            let x = inner.x + 11
            let used = frame.put(value, x: x, y: y, style: focused ? Styles.selected : CellStyle(underline: true), maxWidth: width - 10)
            if let note { _ = frame.put("  " + note, x: x + used, y: y, style: Styles.muted, maxWidth: width - 10 - used) }
            y += 1
        }
        row(.preset, "Preset", "◂ \(composer.preset.title) ▸", note: "←/→")
        row(.sender, "Sender", DisplayText.sanitize(composer.sender.text, limit: 200).padding(toLength: 34, withPad: " ", startingAt: 0),
            note: composer.sender.isEmpty ? "(none)" : nil)
        row(.route, "Route", DisplayText.sanitize(composer.route.text, limit: 200).padding(toLength: 34, withPad: " ", startingAt: 0))
        row(.stage, "Stage", "◂ \(composer.stage.rawValue) ▸", note: composer.stage == .tap ? "only a tap may navigate" : "never navigates")
        y += 1
        let declared = composer.module.map { "\($0.identifier) declares sender \($0.pushSender ?? "-") and reads data.\($0.payloadKey ?? "-").route" } ?? "No module declares a push sender."
        for piece in TextWrap.lines(declared, width: width) where y < inner.maxY {
            _ = frame.put(piece, x: inner.x + 1, y: y, style: Styles.muted)
            y += 1
        }
        y += 1
        _ = frame.put("Payload:", x: inner.x + 1, y: y, style: Styles.title)
        y += 1
        for piece in TextWrap.lines(DisplayText.sanitize(JSONText.render(composer.payload), limit: 1000), width: width) where y < inner.maxY - 1 {
            _ = frame.put(piece, x: inner.x + 1, y: y, style: Styles.accent)
            y += 1
        }
        _ = frame.put("Tab/↑/↓ field · ←/→ preset or stage · type to edit · Enter deliver", x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
    }
}

/// F5: the documented examples; Enter puts the chosen one in the input line.
enum LinkLibraryView {
    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        let entries = LinkLibrary.entries(for: model.configuration)
        let inner = OverlayView.window("Link library · ↑/↓ choose · Enter uses it · Esc closes", width: frame.width - 4, height: frame.height - 2, into: &frame)
        let width = inner.width - 2
        let perEntry = 2
        let visible = max(1, inner.height / perEntry)
        let first = max(0, min(selected - visible / 2, entries.count - visible))
        var y = inner.y
        for (index, entry) in entries.enumerated().dropFirst(first).prefix(visible) {
            let mark = entry.valid ? "✓" : "✗"
            let style: CellStyle = index == selected ? Styles.selected : CellStyle(color: entry.valid ? .success : .failure)
            _ = frame.put("\(mark) \(TextWrap.truncated(DisplayText.sanitize(entry.link, limit: 400), width: width - 2))", x: inner.x + 1, y: y, style: style, maxWidth: width)
            _ = frame.put("  " + entry.note, x: inner.x + 1, y: y + 1, style: Styles.muted, maxWidth: width)
            y += perEntry
        }
    }
}

/// F6: the FI settings and the iOS prerequisites; Enter marks one missing or restores it.
enum ConfigurationView {
    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        let c = model.configuration
        let inner = OverlayView.window("Settings · ↑/↓ choose · Enter marks missing/restores · Esc closes", width: 84, height: 20, into: &frame)
        let width = inner.width - 2
        var y = inner.y
        func line(_ text: String, _ style: CellStyle = .plain) {
            guard y < inner.maxY else { return }
            _ = frame.put(TextWrap.truncated(DisplayText.sanitize(text, limit: 400), width: width), x: inner.x + 1, y: y, style: style)
            y += 1
        }
        line(c.name, Styles.title)
        line("urlScheme                            \(c.urlScheme)")
        line("universalAndAppLinkAssociatedDomain  \(c.associatedDomain)")
        line("targetPageName                       \(c.targetPageName)")
        line("UUX page                             \(c.uuxPage)")
        line("app ID                               \(c.appID)")
        line("modules                              \(c.modules.map(\.identifier).joined(separator: ", "))")
        line("")
        line("iOS prerequisites (for this session only):", Styles.title)
        for (index, prerequisite) in Prerequisite.allCases.enumerated() {
            let holds = prerequisite.holds(in: c)
            let text = "[\(holds ? "✓" : " ")] \(prerequisite.title)\(holds ? "" : "  — missing: links show \(prerequisite.code.rawValue)")"
            let style: CellStyle = index == selected ? Styles.selected : CellStyle(color: holds ? .success : .failure)
            line(text, style)
        }
        line("")
        line("Policies: continuity links while signed out: \(c.policies.moduleLinksWhileSignedOut ? "offered to modules" : "wait for sign-in") · legacy push delivery: \(c.policies.legacyPushDelivery ? "on" : "off")", Styles.muted)
    }
}

/// F7: the walkthroughs from scenarios/.
enum WalkthroughListView {
    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        let inner = OverlayView.window("Walkthroughs · ↑/↓ choose · Enter starts · Esc closes", width: 84, height: frame.height - 2, into: &frame)
        let width = inner.width - 2
        let visible = max(1, inner.height)
        let first = max(0, min(selected - visible / 2, model.walkthroughs.count - visible))
        var y = inner.y
        for (index, walkthrough) in model.walkthroughs.enumerated().dropFirst(first).prefix(visible) {
            let s = walkthrough.scenario
            let text = "\(DisplayText.sanitize(s.name, limit: 200)) (\(s.steps.count) steps\(s.signedIn ? "" : ", starts signed out"))"
            _ = frame.put(TextWrap.truncated(text, width: width), x: inner.x + 1, y: y, style: index == selected ? Styles.selected : .plain, maxWidth: width)
            y += 1
        }
    }
}
