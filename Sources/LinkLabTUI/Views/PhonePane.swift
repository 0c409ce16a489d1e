import LinkLabCore
import LinkLabFrames

/// The phone: the screen the app shows now, with a nav bar of the stack, or the login screen.
enum PhonePane {
    static func draw(_ model: AppModel, in rect: Rect, into frame: inout Frame) {
        let inner = frame.box(rect, title: "App", style: Styles.border, titleStyle: Styles.title)
        guard !inner.isEmpty else { return }
        let state = model.state
        let screens = model.session.app.screens
        let width = inner.width - 2
        var y = inner.y
        let x = inner.x + 1
        func line(_ text: String, _ style: CellStyle = .plain) {
            guard y < inner.maxY else { return }
            _ = frame.put(text, x: x, y: y, style: style, maxWidth: width)
            y += 1
        }
        func paragraph(_ text: String, _ style: CellStyle = .plain) {
            for l in TextWrap.lines(DisplayText.sanitize(text, limit: 2000), width: width) { line(l, style) }
        }

        // The nav bar shows the stack; at the root it names the app instead of repeating the title.
        var titles = state.stack.map { screens.screen(id: $0)?.title ?? $0 }
        if let module = state.moduleInFront { titles.append(model.configuration.module(module)?.name ?? module) }
        let navigation = titles.count > 1 ? "‹ " + titles.joined(separator: " › ") : model.configuration.name
        line(TextWrap.truncated(DisplayText.sanitize(navigation, limit: 300), width: width), titles.count > 1 ? Styles.accent : Styles.muted)
        line(String(repeating: "─", count: width), Styles.border)

        if let module = state.moduleInFront {
            let name = model.configuration.module(module)?.name ?? module
            line(name, Styles.title)
            line("")
            paragraph("\(module) claimed the link and is showing its own content.")
            line("")
            paragraph("F4 closes it.", Styles.muted)
            return
        }
        guard let screen = screens.screen(id: state.currentScreen) else { return }
        line(screen.title, Styles.title)
        line("")
        for text in screen.body {
            paragraph(text)
            line("")
        }
        if screen.id == Screen.loginID {
            line("[ F3  Sign in ]", CellStyle(bold: true, reverse: true))
            line("")
            if let pending = state.pending {
                paragraph("After sign-in: \(pending.label)", CellStyle(bold: true, color: .warning))
            }
        }
        // The footer says who draws the screen, at the bottom of the pane.
        let owner: String = switch screen.owner {
        case Screen.uuxOwner: "UUX web page"
        case Screen.appOwner: "app shell"
        default: "native: \(screen.owner)"
        }
        let footer = [screen.route.map { "#/\($0)" }, "drawn by: \(owner)"].compactMap { $0 }
        for (i, text) in footer.enumerated() where inner.maxY - footer.count + i >= y {
            _ = frame.put(TextWrap.truncated(DisplayText.sanitize(text), width: width), x: x, y: inner.maxY - footer.count + i, style: Styles.muted, maxWidth: width)
        }
    }
}
