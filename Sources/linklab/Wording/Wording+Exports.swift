#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUI
import LinkLabTUIModel

/// What the terminal app's status line and message log say about the files the CLI writes for it: F8's
/// saves, a finished quiz's results, and walkthroughs that cannot be read. The status line gets a short
/// line that fits 80 columns and points at the message log's key; the log gets the whole paths.
extension Wording {
    /// The key that opens the message log, as the key table names it ("F12").
    static var messageLogKey: String { key(for: .showMessageLog) }

    /// A key's name from the terminal app's key table, so prose never types it by hand.
    static func key(for action: AppAction) -> String {
        KeyTable.name(for: action)
    }

    /// The status line's report of a save.
    static func statusLine(for outcome: ExportOutcome) -> String {
        let log = messageLogKey
        switch outcome {
        case .folderUnmade(let folder, _): return "Could not create \(ExportFolder.shown(folder)) to save in (\(log): details)."
        case .sessionNotSaved: return "Could not save the session (\(log): why)."
        case .checkListNotSaved(let session, _, _): return "Saved \(fileName(session)); no check list (\(log))."
        case .saved(let session, _, _, _, let bundle, let screen):
            let suffix = switch (bundle != nil, screen != nil) {
            case (false, false): " and its check list."
            case (true, false): ", its check list and a bundle."
            case (false, true): ", its check list and the screen."
            case (true, true): ", check list, bundle, screen."
            }
            return savedLine(session, suffix: suffix)
        case .noQuizAnswers: return noQuizAnswers
        case .quizResultsNotSaved: return "Could not save the quiz results (\(log): why)."
        case .quizResultsSaved(let path): return savedLine(path, suffix: ": the quiz results.")
        }
    }

    /// The message log's report of a save, with whole paths.
    static func logLine(for outcome: ExportOutcome) -> String {
        switch outcome {
        case .folderUnmade(let folder, let problem):
            return "Could not create the export folder \(ExportFolder.shown(folder)): \(words(problem)). Give another with --export-dir DIR."
        case .sessionNotSaved(let problem), .quizResultsNotSaved(let problem): return sentence(for: problem) + "."
        case .checkListNotSaved(let session, let decisions, let problem):
            return "Saved \(decisions) decisions to \(DisplayText.sanitize(session, limit: 400)); \(sentence(for: problem))."
        case .saved(let session, let decisions, let checkList, let checks, let bundle, let screen):
            var saved = "Saved \(decisions) decisions to \(DisplayText.sanitize(session, limit: 400)) and \(checks) checks to \(DisplayText.sanitize(checkList, limit: 400))"
            if let bundle { saved += "; the support bundle to attach to a ticket is \(DisplayText.sanitize(bundle, limit: 400))" }
            if let screen { saved += "; the screen as a picture (SVG) is \(DisplayText.sanitize(screen, limit: 400))" }
            return saved + "."
        case .noQuizAnswers: return noQuizAnswers
        case .quizResultsSaved(let path): return "Quiz results saved to \(DisplayText.sanitize(path, limit: 400))."
        }
    }

    /// The screen's picture's accessible name.
    static let screenPictureTitle = "The LinkLab terminal app's screen"

    private static let noQuizAnswers = "No answer given, so no quiz results were saved."

    /// The whole path when the line fits the status bar, else the folder (the message log has the paths).
    private static func savedLine(_ path: String, suffix: String) -> String {
        let whole = "Saved \(ExportFolder.shown(path))\(suffix)"
        if whole.count <= 78 { return whole }
        return "Saved in \(ExportFolder.shown(Paths.folder(of: path))) (\(messageLogKey): the files)."
    }

    /// A saved file's name alone, made safe to show, for the status line.
    private static func fileName(_ path: String) -> String {
        DisplayText.sanitize(Paths.lastComponent(path), limit: 80)
    }

    static func words(_ problem: FolderProblem) -> String {
        switch problem {
        case .cannotMake(let code): systemReason(code)
        case .notAFolder: "it is not a folder"
        }
    }

    /// Walkthrough files in scenarios/ that did not load: the status line's note.
    static func walkthroughsSkipped(_ count: Int) -> String {
        "\(count) walkthrough file(s) could not be read (\(messageLogKey): which)."
    }

    /// The same for the message log, with the files.
    static func walkthroughsSkipped(_ files: [String]) -> String {
        let shown = files.map { DisplayText.sanitize($0, limit: 300) }.joined(separator: ", ")
        return "\(files.count) walkthrough file(s) could not be read; run linklab play on them to see why: \(shown)."
    }

    /// Alt-R in F6 when the session did not start with `--live`.
    static let notStartedLive = "This session was not started with --live."
}
