import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
import LinkLabTUIModel

/// Shared styles, named for what they mean: the views draw with them, and style the lines the model works out
/// (decisions, settings, the quiz's score) by their tone.
enum Styles {
    static let bar = CellStyle(reverse: true)
    static let title = CellStyle(bold: true)
    static let muted = CellStyle(dim: true, color: .muted)
    static let border = CellStyle(color: .muted)
    static let accent = CellStyle(color: .accent)
    static let key = CellStyle(bold: true, reverse: true)
    static let selected = CellStyle(reverse: true)
    /// Ctrl-F's match: reverse video and underlined, never colour alone.
    static let match = CellStyle(bold: true, reverse: true, underline: true, color: .warning)

    static func outcome(_ outcome: Outcome) -> CellStyle {
        switch outcome {
        case .navigated, .handledByModule: CellStyle(bold: true, color: .success)
        case .deferred, .openedInBrowser: CellStyle(bold: true, color: .warning)
        case .stayed, .notOpened: CellStyle(bold: true, color: .failure)
        }
    }

    /// The style of a line the model worked out, by what it is.
    static func of(_ tone: Tone) -> CellStyle {
        switch tone {
        case .plain: .plain
        case .title: title
        case .muted: muted
        case .selected: selected
        case .success: CellStyle(color: .success)
        case .warning: CellStyle(color: .warning)
        case .failure: CellStyle(color: .failure)
        case .report(let kind): line(kind)
        case .link: CellStyle(bold: true)
        case .correctedLink: CellStyle(bold: true, color: .accent)
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
