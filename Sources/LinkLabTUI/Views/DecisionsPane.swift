import LinkLabCore
import LinkLabFrames

/// Every decision of the session, newest at the bottom, scrollable: the outcome word, each check
/// with ✓/✗, each diagnostic with its code and sentence, and the corrected link.
enum DecisionsPane {
    struct StyledLine: Sendable {
        var text: String
        var style: CellStyle
        var indent: Int
        /// A link, drawn whole on its line: never broken inside the border (it may run past the pane).
        var isLink = false
    }

    /// The decisions pane's inner width and height for a model's size.
    static func innerSize(_ model: AppModel) -> (width: Int, height: Int) {
        let layout = Layout(width: model.width, height: model.height)
        var height = layout.decisions.height - 2
        if let progress = model.walkthrough { height -= NarrationBox.height(progress, paneWidth: layout.decisions.width, paneHeight: layout.decisions.height) }
        return (max(1, layout.decisions.width - 4), max(1, height))
    }

    /// The wrapped lines of one decision, as the pane shows them.
    static func block(_ decision: Decision, width: Int, screens: ScreenCatalogue? = nil) -> [StyledLine] {
        var block: [StyledLine] = []
        for line in DecisionReport.lines(decision, diagnosticsFirst: true) {
            let style = Styles.line(line.kind)
            // A corrected link gets a line of its own, whole, so it can be copied (F11 copies it too).
            if line.kind == .fix {
                block.append(StyledLine(text: "\(DecisionReport.Line.fixLabel) link (F11 copies):", style: style, indent: line.indent))
                block.append(StyledLine(text: line.text, style: CellStyle(bold: true, color: .accent), indent: 0, isLink: true))
                continue
            }
            if isOutcome(line.kind) {
                block += headline(decision, style: style, width: width, screens: screens)
                continue
            }
            let room = max(1, width - line.indent - 2)
            // Links are cut by width, not at spaces, so the outcome word keeps its link beside it.
            let wrapped = Self.isOutcome(line.kind) ? Self.chunks(line.text, width: room) : TextWrap.lines(line.text, width: room)
            for (i, piece) in wrapped.enumerated() {
                block.append(StyledLine(text: piece, style: style, indent: line.indent + (i == 0 ? 0 : 2)))
            }
        }
        block.append(StyledLine(text: "", style: .plain, indent: 0))
        return block
    }

    /// A link is drawn whole on one row: past the pane's right border, and further left when even the
    /// screen's edge is too near. Only a link wider than the whole screen is cut, and says so.
    static func drawLink(_ line: StyledLine, at x: Int, y: Int, into frame: inout Frame) {
        let width = CharacterWidth.of(line.text)
        if width <= frame.width {
            let start = min(x, frame.width - width)
            // A link pushed left over the phone takes that row of it: the row is cleared up to the link, so
            // no word of the phone is left cut in half beside it.
            if start < x, start > 1 { _ = frame.put(String(repeating: " ", count: start - 1), x: 1, y: y) }
            _ = frame.put(line.text, x: start, y: y, style: line.style)
        } else {
            _ = frame.put(TextWrap.truncated(line.text, width: frame.width), x: 0, y: y, style: line.style)
        }
    }

    private static func title(_ text: String, area: Rect, into frame: inout Frame) {
        guard area.width >= 5 else { return }
        _ = frame.put(" " + text + " ", x: area.x + 2, y: area.y, style: Styles.title, maxWidth: area.width - 4)
    }

    /// The first lines of a decision: the outcome word and the link, whole, on a line of its own. A
    /// session action that changed the screen says where it went (`sign out → Sign in`) rather than
    /// calling itself a navigation.
    static func headline(_ decision: Decision, style: CellStyle, width: Int, screens: ScreenCatalogue?) -> [StyledLine] {
        let input = DisplayText.sanitize(decision.input, limit: 4000)
        if AppModel.carriesLink(decision.entry) {
            return [StyledLine(text: decision.outcome.rawValue, style: style, indent: 0),
                    StyledLine(text: input, style: CellStyle(bold: true), indent: 0, isLink: true)]
        }
        if [.signIn, .signOut, .back, .cancelSignIn].contains(decision.entry), decision.outcome == .navigated, let id = decision.screen {
            let title = screens?.screen(id: id)?.title ?? id
            return chunks("\(input) → \(DisplayText.sanitize(title, limit: 200))", width: max(1, width - 2)).map {
                StyledLine(text: $0, style: style, indent: 0)
            }
        }
        // A push payload: cut by width, so the outcome word keeps its payload beside it.
        return chunks("\(decision.outcome.rawValue)  \(input)", width: max(1, width - 2)).map { StyledLine(text: $0, style: style, indent: 0) }
    }

    static func isOutcome(_ kind: DecisionReport.Line.Kind) -> Bool {
        if case .outcome = kind { return true }
        return false
    }

    /// Cuts text into pieces of at most `width` columns, wherever the edge falls.
    static func chunks(_ text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        var used = 0
        for character in text {
            let w = CharacterWidth.of(character)
            if used + w > width, !current.isEmpty {
                pieces.append(current)
                current = ""
                used = 0
            }
            current.append(character)
            used += w
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(current) }
        return pieces
    }

    /// True when lines older than those in view exist, so PgUp (or the wheel) would show more.
    static func hasOlderLines(_ model: AppModel) -> Bool {
        let (width, height) = innerSize(model)
        let history = model.state.history
        var count = 0
        for index in history.indices.reversed() {
            count += model.decisionBlocks.lines(history[index], at: index, width: width, screens: model.session.app.screens).count
            if count > height + model.scrollBack { return true }
        }
        return false
    }

    static func draw(_ model: AppModel, in rect: Rect, into frame: inout Frame) {
        var area = rect
        if let progress = model.walkthrough {
            let narrationHeight = NarrationBox.height(progress, paneWidth: rect.width, paneHeight: rect.height)
            let split = area.divided(atTop: narrationHeight)
            NarrationBox.draw(progress, in: split.slice, into: &frame)
            area = split.remainder
        }
        let inner = frame.box(area, style: Styles.border)
        guard inner.width > 2, inner.height > 0 else { return }
        let width = inner.width - 2
        // A replay's decision shows when its page does.
        let history = model.state.history.prefix(model.shownDecisionCount)
        if history.isEmpty {
            title("Decisions", area: area, into: &frame)
            let intro = [
                "Nothing yet. Type or paste a link below and press Enter.",
                "",
                "F5 lists example links, valid and broken. F2 sends a push notification. F3 signs out, to see a link stored until sign-in.",
            ]
            var y = inner.y
            for text in intro {
                for l in TextWrap.lines(text, width: width) where y < inner.maxY {
                    _ = frame.put(l, x: inner.x + 1, y: y, style: Styles.muted)
                    y += 1
                }
            }
            return
        }
        // Wrap only as many of the newest decisions as the pane and the scroll position need.
        let needed = inner.height + model.scrollBack
        var lines: [StyledLine] = []
        var unwrapped = history.count
        var blocks: [[StyledLine]] = []
        var count = 0
        for index in history.indices.reversed() {
            let block = model.decisionBlocks.lines(history[index], at: index, width: width, screens: model.session.app.screens)
            blocks.append(block)
            count += block.count
            unwrapped -= 1
            if count > needed { break }
        }
        lines.reserveCapacity(count)
        for block in blocks.reversed() { lines += block }
        let scrollBack = min(model.scrollBack, max(0, lines.count - inner.height))
        let end = lines.count - scrollBack
        let start = max(0, end - inner.height)
        // The title offers only the ways that lead somewhere.
        var ways: [String] = []
        if start > 0 || unwrapped > 0 { ways.append("PgUp: older") }
        if scrollBack > 0 { ways.append("PgDn: more") }
        title((["Decisions"] + ways).joined(separator: " · "), area: area, into: &frame)
        var y = inner.y
        for line in lines[start..<end] {
            if line.isLink {
                drawLink(line, at: inner.x + 1, y: y, into: &frame)
            } else {
                _ = frame.put(line.text, x: inner.x + 1 + line.indent, y: y, style: line.style, maxWidth: width - line.indent)
            }
            y += 1
        }
    }
}
