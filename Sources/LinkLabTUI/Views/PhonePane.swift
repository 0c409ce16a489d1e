import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// The phone, drawn like the FI's app: a status bar, then the screen in front (nav bar and content,
/// which slide when the app animates), then the tab bar. It shows `model.shownScene`, which during
/// a replay is the landing page before the stored page arrives. It draws from its `Input` alone, which
/// the model gives it (`AppModel.phonePaneInput`): the same input, the same drawing.
enum PhonePane {
    /// Everything the phone pane draws from.
    typealias Input = PhonePaneInput
    /// A slide: the scene it leaves, the edge the new one enters from, and how far it has come.
    typealias Slide = PhoneSlide

    static func draw(_ input: Input, into frame: inout Frame) {
        let inner = frame.box(input.rect, style: Styles.border)
        guard inner.width > 4, inner.height > 4 else { return }
        let scene = input.scene
        statusBar(input, row: inner.y, x: inner.x, width: inner.width, into: &frame)
        // A link that opened in the browser: the phone shows Safari (or Chrome) in front of the app.
        if let page = input.browserPage {
            let area = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1)
            blit(BrowserView.render(page, input: input, width: area.width, height: area.height), into: &frame, area: area, offset: 0)
            return
        }
        // An app that is not installed, or not running, has no screen to show: the phone says so.
        let app = input.app
        if !input.animating, !app.installed || !app.running {
            appAbsent(app, input: input, in: Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1), into: &frame)
            return
        }
        let hasTabs = scene.signedIn
        if hasTabs { PhoneTabBar.draw(scene, screens: input.screens, row: inner.maxY - 1, x: inner.x, width: inner.width, into: &frame) }
        let area = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - (hasTabs ? 2 : 1))
        guard let slide = input.slide else {
            blit(PhoneScreenView.render(scene, input: input, width: area.width, height: area.height), into: &frame, area: area, offset: 0)
            return
        }
        // The new screen enters from one edge and pushes the old one out of the other.
        let shift = Int((Double(area.width) * slide.progress).rounded())
        let old = PhoneScreenView.render(slide.from, input: input, width: area.width, height: area.height)
        let new = PhoneScreenView.render(scene, input: input, width: area.width, height: area.height)
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
    static func statusBar(_ input: Input, row: Int, x: Int, width: Int, into frame: inout Frame) {
        // An app that is not installed has no one signed in to it: the phone shows its home screen only.
        if let page = input.browserPage {
            _ = frame.put(" " + Wording.browserName(safari: page.platform == .ios), x: x, y: row, style: Styles.muted, maxWidth: width)
            return
        }
        guard input.app.installed || input.animating else {
            _ = frame.put(Wording.phoneHomeScreen, x: x, y: row, style: Styles.muted, maxWidth: width)
            return
        }
        let right = Wording.phoneSignedIn(input.scene.signedIn)
        let name = TextWrap.truncated(DisplayText.sanitize(input.configuration.name, limit: 80), width: max(1, width - CharacterWidth.of(right) - 3))
        _ = frame.put(" " + name, x: x, y: row, style: Styles.muted, maxWidth: width)
        _ = frame.put(right, x: x + width - CharacterWidth.of(right) - 1, y: row, style: Styles.muted)
    }

    /// Copies a rendered screen into the phone's area, shifted `offset` columns.
    static func blit(_ source: Frame, into frame: inout Frame, area: Rect, offset: Int) {
        frame.blit(source, into: area, offset: offset)
    }

    /// The phone's home screen when the FI's app is not installed, or installed but not running.
    static func appAbsent(_ app: AppState, input: Input, in area: Rect, into frame: inout Frame) {
        let name = DisplayText.sanitize(input.configuration.name, limit: 80)
        let words = Wording.appAbsent(name: name, installed: app.installed, android: input.configuration.platform == .android)
        let lines: [(String, CellStyle)] = [
            (words.heading, CellStyle(bold: true)), ("", .plain), (words.effect, .plain), ("", .plain), (words.remedy, Styles.muted),
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
