import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
import LinkLabTUIModel

/// Renders the whole app into a frame: `render(model, caches:) -> Frame`, with no terminal involved.
///
/// Each part of the screen (title bar, phone, decisions, status line, hint bar) is drawn from an input read
/// from the model and nothing else. The frame drawn last is kept with those inputs in the run loop's caches
/// (`ScreenDrawings`), and a part whose input has not changed keeps its cells: a key on the input line redraws
/// the input line only.
public enum AppRenderer {
    /// The frame for `model`, redrawing only what changed since the frame `caches` keep.
    public static func render(_ model: AppModel, caches: RenderCaches) -> Frame {
        let frame = caches.drawings.render(model, blocks: caches.decisionBlocks)
        caches.decisionBlocks.frameDrawn()
        return frame
    }

    /// The whole frame drawn afresh, every part from its input: what `render` must always equal.
    public static func renderWhole(_ model: AppModel) -> Frame {
        renderWhole(model, blocks: DecisionBlockCache())
    }

    /// The whole frame drawn afresh, reading wrapped decisions through `blocks`.
    static func renderWhole(_ model: AppModel, blocks: DecisionBlockCache) -> Frame {
        // Never a frame larger than LinkLab draws, whatever the terminal says.
        let drawn = model.drawnSize
        var frame = Frame(width: drawn.width, height: drawn.height)
        if model.showsSizeMessage {
            SizeMessageView.draw(model, into: &frame)
            return frame
        }
        let parts = ScreenParts(model, blocks: blocks)
        for part in ScreenParts.Part.allCases { parts.draw(part, into: &frame) }
        frame.drawing(in: parts.layout.row(parts.layout.inputRow)) { InputLine.draw(model, row: parts.layout.inputRow, into: &$0) }
        if let overlay = model.overlay {
            frame.cursor = nil
            frame.drawing(in: parts.layout.content) { OverlayView.draw(overlay, model: model, into: &$0) }
        }
        return frame
    }
}

/// The parts of the main screen, each with the input it is drawn from. The input line is not among them:
/// it is what a key changes, and it is drawn every time.
struct ScreenParts: Equatable {
    enum Part: CaseIterable { case title, phone, decisions, status, hints }

    let layout: ScreenLayout
    var title: TitleBar.Input
    /// Nil while a window covers the panes.
    var phone: PhonePane.Input?
    var decisions: DecisionsPane.Input?
    var status: StatusBar.Input
    /// What the hint bar's items are worked out from: equal inputs, equal items.
    var hintInputs: HintBarInputs
    var hints: [HintItem]

    /// `hintItems` gives the items for the hint bar's inputs: worked out afresh, or the last frame's when its
    /// inputs were the same (`ScreenDrawings`).
    init(_ model: AppModel, blocks: DecisionBlockCache, hintItems: (HintBarInputs) -> [HintItem] = { $0.items }) {
        layout = ScreenLayout(width: model.width, height: model.height)
        title = model.titleBarInput
        // A window covers the whole content area, so the panes beneath it are not drawn.
        if model.overlay == nil {
            phone = model.phonePaneInput(in: layout.phone)
            decisions = model.decisionsPaneInput(in: layout.decisions, blocks: blocks)
        }
        status = model.statusBarInput
        hintInputs = model.hintBarInputs(width: layout.width, olderLines: model.hasOlderDecisionLines { blocks.lines(of: model, at: $0, width: $1) })
        hints = hintItems(hintInputs)
    }

    /// The rectangle a part owns.
    func rect(_ part: Part) -> Rect {
        switch part {
        case .title: layout.titleBar
        case .phone: layout.phone
        case .decisions: layout.decisions
        case .status: layout.row(layout.statusRow)
        case .hints: layout.row(layout.hintRow)
        }
    }

    /// Whether a part's input is the same in both.
    func same(_ part: Part, as other: ScreenParts) -> Bool {
        guard layout == other.layout else { return false }
        switch part {
        case .title: return title == other.title
        case .phone: return phone == other.phone
        case .decisions: return decisions == other.decisions
        case .status: return status == other.status
        case .hints: return hintInputs == other.hintInputs
        }
    }

    /// Draws one part inside its own rectangle, where it cannot change a cell outside it.
    func draw(_ part: Part, into frame: inout Frame) {
        frame.drawing(in: rect(part)) { frame in
            switch part {
            case .title: TitleBar.draw(title, row: 0, into: &frame)
            case .phone: if let phone { PhonePane.draw(phone, into: &frame) }
            case .decisions: if let decisions { DecisionsPane.draw(decisions, into: &frame) }
            case .status: StatusBar.draw(status, row: layout.statusRow, into: &frame)
            case .hints: HintBar.draw(hints, row: layout.hintRow, into: &frame)
            }
        }
    }
}

/// The short name tests and views give the screen's layout (`ScreenLayout`, which the model reads too).
typealias Layout = ScreenLayout

/// The top row: what this is and which FI it emulates.
enum TitleBar {
    /// Everything the title bar draws from.
    typealias Input = TitleBarInput

    static func draw(_ c: Input, row: Int, into frame: inout Frame) {
        frame.fillRow(row, style: Styles.bar)
        let left = Wording.titleBar(name: c.name, urlScheme: c.urlScheme, associatedDomain: c.associatedDomain)
        _ = frame.put(DisplayText.sanitize(left, limit: 200), x: 0, y: row, style: CellStyle(bold: true, reverse: true), maxWidth: frame.width - 13)
        // The chord too: in VS Code or GNOME F1 never arrives, and ^G is the way into help.
        let right = Wording.titleBarHelp
        _ = frame.put(right, x: frame.width - CharacterWidth.of(right), y: row, style: Styles.bar)
    }
}

/// Shown instead of the layout when the terminal is smaller than the minimum or larger than the
/// maximum, centred in the frame drawn.
enum SizeMessageView {
    static func draw(_ model: AppModel, into frame: inout Frame) {
        let lines = Wording.sizeMessage(tooSmall: model.isTooSmall, width: model.width, height: model.height)
        var y = max(0, frame.height / 2 - 1)
        for line in lines {
            for wrapped in TextWrap.lines(line, width: max(1, frame.width)) {
                _ = frame.put(wrapped, x: max(0, (frame.width - CharacterWidth.of(wrapped)) / 2), y: y, style: Styles.title)
                y += 1
            }
        }
    }
}
