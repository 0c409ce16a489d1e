import LinkLabFrames
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// One screen of the phone as the FI's app draws it: a nav bar (back chevron and title), then the
/// content. Rendered into a frame of its own so that a slide can move it whole.
enum PhoneScreenView {
    static func render(_ scene: PhoneScene, input: PhonePane.Input, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 2, height > 2 else { return frame }
        let screens = input.screens
        let screen = screens.screen(id: scene.currentScreen)
        let moduleName = scene.moduleInFront.map { input.configuration.module($0)?.name ?? $0 }
        let title = moduleName ?? screen?.title ?? scene.currentScreen
        navigationBar(title: title, canGoBack: scene.moduleInFront != nil || scene.stack.count > 1, width: width, into: &frame)
        var content = Content(frame: frame, y: 2, width: width)
        if let module = scene.moduleInFront, let moduleName {
            content.banner("◆ \(moduleName)", style: CellStyle(bold: true, reverse: true, color: .accent))
            content.blank()
            content.paragraph(Wording.moduleClaimed(module))
            content.blank()
            let beneath = screen?.title ?? scene.currentScreen
            content.paragraph(Wording.moduleCloses(showing: beneath), Styles.muted)
            return content.frame
        }
        guard let screen else { return content.frame }
        if screen.id == Screen.loginID {
            login(screen, scene: scene, into: &content)
            return content.frame
        }
        if screen.handler == .native {
            let name = input.configuration.module(screen.owner)?.name ?? screen.owner
            content.banner("◆ \(name)", style: CellStyle(bold: true, reverse: true, color: .accent))
            content.blank()
        }
        // Paragraphs are set apart; rows of a list (`• …`: messages, balances, a form's fields) sit together.
        for (i, text) in screen.body.enumerated() {
            content.paragraph(text)
            let next = screen.body.indices.contains(i + 1) ? screen.body[i + 1] : ""
            if !(next.hasPrefix("• ") && (text.hasPrefix("• ") || text.hasSuffix(":"))) { content.blank() }
        }
        // The footer says which route this is and who draws it, at the bottom of the screen.
        var drawn = content.frame
        let footer = [screen.route.map { "#/\($0)" }, Wording.drawnBy(owner: screen.owner)].compactMap { $0 }
        for (i, text) in footer.enumerated() where height - footer.count + i >= content.y {
            _ = drawn.put(" " + TextWrap.truncated(DisplayText.sanitize(text), width: width - 2), x: 0, y: height - footer.count + i,
                          style: Styles.muted, maxWidth: width)
        }
        return drawn
    }

    /// The nav bar: `‹ Back` at the left when there is somewhere to go back to, the title in the middle.
    static func navigationBar(title: String, canGoBack: Bool, width: Int, into frame: inout Frame) {
        let back = canGoBack ? Wording.phoneBack : ""
        let shown = TextWrap.truncated(DisplayText.sanitize(title, limit: 200), width: max(1, width - 2 * CharacterWidth.of(back) - 2))
        let titleWidth = CharacterWidth.of(shown)
        let x = max(CharacterWidth.of(back) + 1, (width - titleWidth) / 2)
        if canGoBack { _ = frame.put(back, x: 0, y: 0, style: Styles.accent) }
        _ = frame.put(shown, x: x, y: 0, style: Styles.title, maxWidth: width - x)
        _ = frame.put(String(repeating: "─", count: width), x: 0, y: 1, style: Styles.border)
    }

    /// The login screen: its words, the ID and password fields, the Sign in button, and what waits
    /// for sign-in.
    static func login(_ screen: Screen, scene: PhoneScene, into content: inout Content) {
        for text in screen.body.prefix(1) {
            content.paragraph(text)
        }
        content.blank()
        let field = max(4, min(24, content.width - 16))
        content.line(Wording.loginIDField + String(repeating: " ", count: field) + "]")
        content.line(Wording.passwordField + String(repeating: " ", count: field) + "]")
        content.blank()
        content.centred(Wording.signInButton, style: CellStyle(bold: true, reverse: true))
        content.blank()
        if let pending = scene.pending {
            content.paragraph(Wording.afterSignIn(pending.label), CellStyle(bold: true, color: .warning))
        } else {
            for text in screen.body.dropFirst() { content.paragraph(text, Styles.muted) }
        }
    }

    /// Lines written top down, one column in from the edge, until the screen is full.
    struct Content {
        var frame: Frame
        var y: Int
        let width: Int

        mutating func line(_ text: String, _ style: CellStyle = .plain) {
            guard y < frame.height else { return }
            _ = frame.put(text, x: 1, y: y, style: style, maxWidth: width - 2)
            y += 1
        }

        mutating func blank() { y += 1 }

        mutating func paragraph(_ text: String, _ style: CellStyle = .plain) {
            for piece in TextWrap.lines(DisplayText.sanitize(text, limit: 2000), width: width - 2) { line(piece, style) }
        }

        mutating func banner(_ text: String, style: CellStyle) {
            guard y < frame.height else { return }
            frame.fill(Rect(x: 1, y: y, width: width - 2, height: 1), style: style)
            _ = frame.put(" " + TextWrap.truncated(DisplayText.sanitize(text, limit: 200), width: width - 4), x: 1, y: y, style: style, maxWidth: width - 2)
            y += 1
        }

        mutating func centred(_ text: String, style: CellStyle) {
            guard y < frame.height else { return }
            let shown = TextWrap.truncated(text, width: width - 2)
            _ = frame.put(shown, x: max(1, (width - CharacterWidth.of(shown)) / 2), y: y, style: style)
            y += 1
        }
    }
}
