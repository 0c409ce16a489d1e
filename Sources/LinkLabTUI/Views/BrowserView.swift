import LinkLabFrames
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The phone's browser: Safari on iOS, Chrome on Android, showing the page a link opened.
/// The address bar names the domain; on iOS the FI's Smart App Banner offers OPEN when the settings give an
/// App Store ID (VIEW when the app is not installed); then the page, and its whole link.
enum BrowserView {
    /// The banner's row in the phone pane: below the border, the phone's status bar and the address bar.
    static let bannerRow = ScreenLayout.browserBannerRow

    static func render(_ page: BrowserPage, input: PhonePane.Input, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 4, height > 2 else { return frame }
        let safari = page.platform == .ios
        let host = DisplayText.sanitize(page.host, limit: 200)
        // The address bar: Safari's "aA … ↻", Chrome's "⌂ … ⋮".
        let (left, right) = safari ? (" aA ", " ↻ ") : (" ⌂ ", " ⋮ ")
        let bar = CellStyle(reverse: true)
        frame.fill(Rect(x: 0, y: 0, width: width, height: 1), style: bar)
        let room = max(1, width - CharacterWidth.of(left) - CharacterWidth.of(right))
        let shownHost = TextWrap.truncated(host, width: room)
        _ = frame.put(left, x: 0, y: 0, style: bar)
        _ = frame.put(shownHost, x: CharacterWidth.of(left) + max(0, (room - CharacterWidth.of(shownHost)) / 2), y: 0, style: CellStyle(bold: true, reverse: true))
        _ = frame.put(right, x: width - CharacterWidth.of(right), y: 0, style: bar)
        var content = PhoneScreenView.Content(frame: frame, y: 1, width: width)
        let name = DisplayText.sanitize(input.configuration.name, limit: 80)
        if page.banner {
            // The Smart App Banner: the app's name and OPEN (VIEW: the App Store, when it is not installed).
            let button = Wording.bannerButton(installed: input.app.installed)
            let style = CellStyle(bold: true, color: .accent)
            let label = TextWrap.truncated("▣ " + name, width: max(1, width - CharacterWidth.of(button) - 3))
            _ = content.frame.put(" " + label, x: 0, y: content.y, style: style, maxWidth: width)
            _ = content.frame.put(button, x: width - CharacterWidth.of(button) - 1, y: content.y, style: CellStyle(bold: true, reverse: true, color: .accent))
            content.y += 1
            content.line(Wording.bannerHint(installed: input.app.installed, safari: safari), Styles.muted)
        } else if !safari {
            content.paragraph(Wording.chromeHasNoBanner, Styles.muted)
        }
        _ = content.frame.put(String(repeating: "─", count: width), x: 0, y: content.y, style: Styles.border)
        content.y += 1
        if page.remembered {
            content.paragraph(Wording.browserRemembered, CellStyle(color: .warning))
            content.blank()
        }
        let onFI = page.host == input.configuration.associatedDomain.lowercased()
        content.paragraph(Wording.pageHeading(name: name, onFI: onFI, host: host), Styles.title)
        content.paragraph(Wording.pageBody(route: page.route.map { DisplayText.sanitize($0, limit: 200) }, onFI: onFI))
        content.blank()
        for piece in DecisionLines.linkRows(DisplayText.sanitize(page.url, limit: 2000), width: max(1, width - 2)) {
            content.line(piece, Styles.muted)
        }
        var drawn = content.frame
        let footer = Wording.browserFooter(safari: safari, inWalkthrough: input.inWalkthrough)
        if height - 1 >= content.y {
            _ = drawn.put(" " + TextWrap.truncated(footer, width: width - 2), x: 0, y: height - 1, style: Styles.muted, maxWidth: width)
        }
        return drawn
    }
}
