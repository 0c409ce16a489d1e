import LinkLabCore

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

        let titles = state.stack.map { screens.screen(id: $0)?.title ?? $0 }
        line(TextWrap.truncated((state.stack.count > 1 ? "‹ " : "") + titles.joined(separator: " › "), width: width), Styles.accent)
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
        let footer = screen.route.map { "#/\($0) · \(owner)" } ?? owner
        if inner.maxY - 1 >= y {
            _ = frame.put(TextWrap.truncated(DisplayText.sanitize(footer), width: width), x: x, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
        }
    }
}
