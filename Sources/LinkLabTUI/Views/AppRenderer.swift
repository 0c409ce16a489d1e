import LinkLabCore
import LinkLabFrames

/// Renders the whole app into a frame: `render(model) -> Frame`, with no terminal involved.
public enum AppRenderer {
    public static func render(_ model: AppModel) -> Frame {
        // Never a frame larger than LinkLab draws, whatever the terminal says.
        let drawn = model.drawnSize
        var frame = Frame(width: drawn.width, height: drawn.height)
        if model.showsSizeMessage {
            SizeMessageView.draw(model, into: &frame)
            return frame
        }
        let layout = Layout(width: model.width, height: model.height)
        // Each part draws inside its own rectangle and cannot change a cell outside it.
        frame.drawing(in: layout.titleBar) { TitleBar.draw(model, row: 0, into: &$0) }
        // A window covers the whole content area, so the panes beneath it are not drawn.
        if model.overlay == nil {
            frame.drawing(in: layout.phone) { PhonePane.draw(model, in: layout.phone, into: &$0) }
            frame.drawing(in: layout.decisions) { DecisionsPane.draw(model, in: layout.decisions, into: &$0) }
        }
        frame.drawing(in: layout.row(layout.statusRow)) { StatusBar.draw(model, row: layout.statusRow, into: &$0) }
        frame.drawing(in: layout.row(layout.inputRow)) { InputLine.draw(model, row: layout.inputRow, into: &$0) }
        frame.drawing(in: layout.row(layout.hintRow)) { HintBar.draw(model, row: layout.hintRow, into: &$0) }
        if let overlay = model.overlay {
            frame.cursor = nil
            frame.drawing(in: layout.content) { OverlayView.draw(overlay, model: model, into: &$0) }
        }
        return frame
    }
}

/// Where each part of the screen goes, for a terminal of at least 80×24.
struct Layout {
    let width: Int
    /// Everything between the title bar and the status line: the panes, or a window over them.
    let content: Rect
    let phone: Rect
    let decisions: Rect
    let statusRow: Int
    let inputRow: Int
    let hintRow: Int

    init(width: Int, height: Int) {
        self.width = width
        content = Rect(x: 0, y: 1, width: width, height: height - 4)
        // The phone grows with the terminal: 35 columns at 80, 60 at 200 and wider.
        let phoneWidth = max(35, min(60, width * 3 / 10))
        let split = content.divided(atLeft: phoneWidth)
        phone = split.slice
        decisions = split.remainder
        statusRow = height - 3
        inputRow = height - 2
        hintRow = height - 1
    }

    /// The title bar, at the top.
    var titleBar: Rect { row(0) }

    /// One whole row of the screen.
    func row(_ y: Int) -> Rect { Rect(x: 0, y: y, width: width, height: 1) }
}

/// Shared styles, named for what they mean.
enum Styles {
    static let bar = CellStyle(reverse: true)
    static let title = CellStyle(bold: true)
    static let muted = CellStyle(dim: true, color: .muted)
    static let border = CellStyle(color: .muted)
    static let accent = CellStyle(color: .accent)
    static let key = CellStyle(bold: true, reverse: true)
    static let selected = CellStyle(reverse: true)

    static func outcome(_ outcome: Outcome) -> CellStyle {
        switch outcome {
        case .navigated, .handledByModule: CellStyle(bold: true, color: .success)
        case .deferred, .openedInBrowser: CellStyle(bold: true, color: .warning)
        case .stayed, .notOpened: CellStyle(bold: true, color: .failure)
        }
    }

    static func line(_ kind: DecisionReport.Line.Kind) -> CellStyle {
        switch kind {
        case .outcome(let o): outcome(o)
        case .summary: CellStyle(bold: true)
        case .pass: CellStyle(color: .success)
        case .fail: CellStyle(color: .failure)
        // What the app did as designed is neither a pass nor a failure: drawn as a deferral is.
        case .asDesigned: CellStyle(color: .warning)
        case .diagnostic(.error): CellStyle(color: .failure)
        case .diagnostic(.warning): CellStyle(color: .warning)
        case .diagnostic(.info): CellStyle(color: .accent)
        case .fix: CellStyle(underline: false, color: .accent)
        }
    }
}

/// The top row: what this is and which FI it emulates.
enum TitleBar {
    static func draw(_ model: AppModel, row: Int, into frame: inout Frame) {
        frame.fillRow(row, style: Styles.bar)
        let c = model.configuration
        let left = " LinkLab · \(c.name) (\(c.urlScheme):// · \(c.associatedDomain))"
        _ = frame.put(DisplayText.sanitize(left, limit: 200), x: 0, y: row, style: CellStyle(bold: true, reverse: true), maxWidth: frame.width - 13)
        // The chord too: in VS Code or GNOME F1 never arrives, and ^G is the way into help.
        let right = "F1/^G Help "
        _ = frame.put(right, x: frame.width - CharacterWidth.of(right), y: row, style: Styles.bar)
    }
}

/// Shown instead of the layout when the terminal is smaller than the minimum or larger than the
/// maximum, centred in the frame drawn.
enum SizeMessageView {
    static func draw(_ model: AppModel, into frame: inout Frame) {
        let lines = model.isTooSmall ? [
            "LinkLab needs a terminal of at least \(AppModel.minimumWidth)×\(AppModel.minimumHeight).",
            "This one is \(model.width)×\(model.height).",
            "Enlarge the window, or press F10 to quit.",
        ] : [
            "This window is \(model.width)×\(model.height), larger than LinkLab draws.",
            "LinkLab draws at most \(AppModel.maximumWidth)×\(AppModel.maximumHeight).",
            "Make the window smaller, or press F10 to quit.",
        ]
        var y = max(0, frame.height / 2 - 1)
        for line in lines {
            for wrapped in TextWrap.lines(line, width: max(1, frame.width)) {
                _ = frame.put(wrapped, x: max(0, (frame.width - CharacterWidth.of(wrapped)) / 2), y: y, style: Styles.title)
                y += 1
            }
        }
    }
}
