import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// The main screen's own words: the title bar, the size message, the input line's placeholder and the
/// walkthrough box's hint. Key names come from the key table (`KeyTable`), never typed in prose.
extension Wording {
    /// The title bar's left part: what this is and which FI it emulates.
    static func titleBar(name: String, urlScheme: String, associatedDomain: String) -> String {
        " LinkLab · \(name) (\(urlScheme):// · \(associatedDomain))"
    }

    /// The title bar's right part: the help key and its chord (in VS Code or GNOME F1 never arrives).
    static var titleBarHelp: String { "\(keyName(.showHelp))/\(chordName(.showHelp)) Help " }

    /// Shown instead of the screen when the terminal is too small, or larger than LinkLab draws.
    static func sizeMessage(tooSmall: Bool, width: Int, height: Int) -> [String] {
        let quit = keyName(.quit)
        return tooSmall ? [
            "LinkLab needs a terminal of at least \(AppModel.minimumWidth)×\(AppModel.minimumHeight).",
            "This one is \(width)×\(height).",
            "Enlarge the window, or press \(quit) to quit.",
        ] : [
            "This window is \(width)×\(height), larger than LinkLab draws.",
            "LinkLab draws at most \(AppModel.maximumWidth)×\(AppModel.maximumHeight).",
            "Make the window smaller, or press \(quit) to quit.",
        ]
    }

    /// The input line's prompt.
    static let inputPrompt = " Link › "

    /// The empty input line's placeholder; `walkthroughFinished` is nil outside a walkthrough.
    static func inputPlaceholder(walkthroughFinished: Bool?) -> String {
        switch walkthroughFinished {
        case true?: "type a link of your own, or \(keyName(.clearInput)) to leave"
        case false?: "\(keyName(.openLink)): next step, or type a link of your own"
        case nil: "type or paste a link, then \(keyName(.openLink))"
        }
    }

    /// The walkthrough box's last line: the keys that move through it.
    static func narrationHint(finished: Bool) -> String {
        finished
            ? "\(keyName(.clearInput)): back to your session · \(keyName(.showWalkthroughs)): another"
            : "\(keyName(.openLink)): next · \(keyName(.previousStep, spelledOut: true)): back · \(keyName(.clearInput)): leave"
    }
}
