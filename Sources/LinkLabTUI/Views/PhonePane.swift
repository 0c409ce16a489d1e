import LinkLabCore
import LinkLabFrames

/// The phone, drawn like the FI's app: a status bar, then the screen in front (nav bar and content,
/// which slide when the app animates), then the tab bar. It shows `model.shownScene`, which during
/// a replay is the landing page before the stored page arrives.
enum PhonePane {
    static func draw(_ model: AppModel, in rect: Rect, into frame: inout Frame) {
        let inner = frame.box(rect, style: Styles.border)
        guard inner.width > 4, inner.height > 4 else { return }
        let scene = model.shownScene
        statusBar(model, scene: scene, row: inner.y, x: inner.x, width: inner.width, into: &frame)
        // A link that opened in the browser: the phone shows Safari (or Chrome) in front of the app.
        if model.animationDeadline == nil, let page = model.browserPage {
            let area = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1)
            blit(BrowserView.render(page, model: model, width: area.width, height: area.height), into: &frame, area: area, offset: 0)
            return
        }
        // An app that is not installed, or not running, has no screen to show: the phone says so.
        let app = model.state.app
        if model.animationDeadline == nil, !app.installed || !app.running {
            appAbsent(app, model: model, in: Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1), into: &frame)
            return
        }
        let hasTabs = scene.signedIn
        if hasTabs { PhoneTabBar.draw(scene, model: model, row: inner.maxY - 1, x: inner.x, width: inner.width, into: &frame) }
        let area = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - (hasTabs ? 2 : 1))
        guard let slide = model.slide else {
            blit(PhoneScreenView.render(scene, model: model, width: area.width, height: area.height), into: &frame, area: area, offset: 0)
            return
        }
        // The new screen enters from one edge and pushes the old one out of the other.
        let shift = Int((Double(area.width) * slide.progress).rounded())
        let old = PhoneScreenView.render(slide.from, model: model, width: area.width, height: area.height)
        let new = PhoneScreenView.render(scene, model: model, width: area.width, height: area.height)
        switch slide.enter {
        case .right:
            blit(old, into: &frame, area: area, offset: -shift)
            blit(new, into: &frame, area: area, offset: area.width - shift)
        case .left:
            blit(old, into: &frame, area: area, offset: shift)
            blit(new, into: &frame, area: area, offset: shift - area.width)
        }
    }

    /// The phone's own status bar: the FI's name, and whether the customer is signed in.
    static func statusBar(_ model: AppModel, scene: PhoneScene, row: Int, x: Int, width: Int, into frame: inout Frame) {
        // An app that is not installed has no one signed in to it: the phone shows its home screen only.
        if model.animationDeadline == nil, let page = model.browserPage {
            _ = frame.put(page.platform == .ios ? " Safari" : " Chrome", x: x, y: row, style: Styles.muted, maxWidth: width)
            return
        }
        guard model.state.app.installed || model.animationDeadline != nil else {
            _ = frame.put(" Home screen", x: x, y: row, style: Styles.muted, maxWidth: width)
            return
        }
        let right = scene.signedIn ? "● signed in" : "○ signed out"
        let name = TextWrap.truncated(DisplayText.sanitize(model.configuration.name, limit: 80), width: max(1, width - CharacterWidth.of(right) - 3))
        _ = frame.put(" " + name, x: x, y: row, style: Styles.muted, maxWidth: width)
        _ = frame.put(right, x: x + width - CharacterWidth.of(right) - 1, y: row, style: Styles.muted)
    }

    /// Copies `source` into `area`, shifted `offset` columns, clipped to the area. A wide grapheme the
    /// edge cuts in half becomes a space.
    static func blit(_ source: Frame, into frame: inout Frame, area: Rect, offset: Int) {
        for y in 0..<min(source.height, area.height) {
            for x in 0..<source.width {
                let column = x + offset
                guard column >= 0, column < area.width else { continue }
                let cell = source[x, y]
                // Only the public drawing calls, so the phone needs nothing private of the frame.
                let cut = cell.isContinuation ? column == 0
                    : column == area.width - 1 && x + 1 < source.width && source[x + 1, y].isContinuation
                if cell.isContinuation, !cut { continue }
                _ = frame.put(cut ? " " : cell.text, x: area.x + column, y: area.y + y, style: cell.style, maxWidth: area.width - column)
            }
        }
    }

    /// The phone's home screen when the FI's app is not installed, or installed but not running.
    static func appAbsent(_ app: AppState, model: AppModel, in area: Rect, into frame: inout Frame) {
        let name = DisplayText.sanitize(model.configuration.name, limit: 80)
        let lines: [(String, CellStyle)] = !app.installed ? [
            ("The \(name) app is not installed on this phone.", CellStyle(bold: true)),
            ("", .plain),
            (model.configuration.platform == .android
                ? "An App Link opens its web page in the browser; a custom-scheme link finds no app to open it."
                : "A Universal Link opens its web page in the browser; a custom-scheme link cannot open.", .plain),
            ("", .plain),
            (model.configuration.platform == .android ? "F6 → Installed: Google Play installs it." : "F6 → Installed: the App Store installs it.", Styles.muted),
        ] : [
            ("The \(name) app is closed.", CellStyle(bold: true)),
            ("", .plain),
            ("The next link or tapped push launches it: a cold start.", .plain),
            ("", .plain),
            ("F6 → Running: launch it now.", Styles.muted),
        ]
        var y = area.y + 1
        for (text, style) in lines {
            for piece in TextWrap.lines(text, width: max(1, area.width - 2)) where y < area.maxY {
                _ = frame.put(piece, x: area.x + 1, y: y, style: style, maxWidth: area.width - 2)
                y += 1
            }
        }
    }
}
