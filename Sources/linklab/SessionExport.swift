#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// F8: saves the session as JSON Lines (every decision, each with the ISO-8601 time it was made), as a
/// check list (every link and push, expecting what the app does now) and as a support bundle (the page
/// `--html` writes, to attach to a ticket), and the screen as the presenter sees it, as an SVG picture with
/// its colours (for a slide), in the export folder
/// (`--export-dir`, else `ExportFolder.standard()`), named with the time, never over an existing file.
final class SessionExport {
    let directory: String
    /// Whether the folder is the default one, created on the first save.
    private let createsDirectory: Bool
    /// When each recorded decision was made, oldest first.
    private var times: [DecisionTime] = []

    init(directory: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.directory = directory ?? ExportFolder.standard(environment: environment)
        createsDirectory = directory == nil
    }

    /// The default folder made ready for a save; a report of why not when it cannot be.
    private func prepare() -> Report? {
        guard createsDirectory, let problem = ExportFolder.create(directory) else { return nil }
        return Report(.folderUnmade(folder: directory, problem))
    }

    /// Notes the time of decisions as they are made.
    func record(_ decisions: [Decision], at time: Date = Date()) {
        times += decisions.map { DecisionTime($0, at: time) }
    }

    /// What a save says: a short line for the status bar (file names) and a full one for the
    /// message log (whole paths).
    struct Report {
        var outcome: ExportOutcome
        var short: String
        var full: String

        init(_ outcome: ExportOutcome) {
            self.outcome = outcome
            short = Wording.statusLine(for: outcome)
            full = Wording.logLine(for: outcome)
        }
    }

    /// Saves both files and says where.
    func save(history: [Decision], explored: [CheckRow], app: BankingApp, appState: AppState = AppState(), screen: Frame? = nil,
              now: Date = Date()) -> Report {
        if let failed = prepare() { return failed }
        let stamp = Timestamp.fileName(now)
        let lines = zip(history, self.times(for: history, default: now)).map { decision, time in
            Self.stamped(DecisionJSON.line(decision), at: time)
        }
        let decisions = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        let sessionPath: String
        switch Self.createNew(in: directory, name: "linklab-session-\(stamp)", ext: "jsonl", contents: decisions, as: .savedSession) {
        case .success(let path): sessionPath = path
        case .failure(let error): return Report(.sessionNotSaved(error.problem))
        }
        let list = CheckListWriter.csv(CheckListWriter.expectingCurrentOutcomes(explored, app: app))
        let checksPath: String
        switch Self.createNew(in: directory, name: "linklab-checks-\(stamp)", ext: "csv", contents: list, as: .savedCheckList) {
        case .success(let path): checksPath = path
        case .failure(let error): return Report(.checkListNotSaved(session: sessionPath, decisions: history.count, error.problem))
        }
        // The bundle's phone is drawn in the app's state now; each decision's scene is its own.
        let entries = history.suffix(BundleCollector.limit).enumerated().map { i, decision in
            SupportBundleFile.entry(decision, number: i + 1, app: app, appState: appState, after: appState,
                                    signedInAtStart: decision.scene?.signedIn ?? true)
        }
        var omitted = SupportBundle.Omitted()
        omitted.count = max(0, history.count - BundleCollector.limit)
        let page = SupportBundle.page(.explain, entries: entries, omitted: omitted, app: app,
                                      provenance: SupportBundleFile.provenance(of: app, more: []))
        let bundle: String?
        switch Self.createNew(in: directory, name: "linklab-bundle-\(stamp)", ext: "html", contents: page.text, as: .savedBundle) {
        case .success(let path): bundle = path
        // The two files the session is kept in are saved: the bundle's failure is said in the message log.
        case .failure: bundle = nil
        }
        var picture: String?
        if let screen {
            let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + FrameSVG.picture(screen, title: Wording.screenPictureTitle).text + "\n"
            if case .success(let path) = Self.createNew(in: directory, name: "linklab-screen-\(stamp)", ext: "svg", contents: text, as: .savedScreen) {
                picture = path
            }
        }
        return Report(.saved(session: sessionPath, decisions: history.count, checkList: checksPath, checks: explored.count,
                             bundle: bundle, screen: picture))
    }

    /// Saves a finished quiz's results for the trainer, as `linklab quiz --results` writes them.
    func saveQuiz(_ results: [QuizResult], questions: Int, now: Date = Date()) -> Report {
        guard let text = QuizRecord.file(results, questions: questions, at: now) else {
            return Report(.noQuizAnswers)
        }
        if let failed = prepare() { return failed }
        let path: String
        switch Self.createNew(in: directory, name: "linklab-quiz-\(Timestamp.fileName(now))", ext: "jsonl", contents: text, as: .savedQuizResults) {
        case .success(let saved): path = saved
        case .failure(let error): return Report(.quizResultsNotSaved(error.problem))
        }
        return Report(.quizResultsSaved(path))
    }

    /// The time of each decision in `history`, matched from the newest back; a decision made before
    /// recording began gets `default`.
    func times(for history: [Decision], default now: Date) -> [Date] {
        var result = Array(repeating: now, count: history.count)
        var j = times.count - 1
        for i in stride(from: history.count - 1, through: 0, by: -1) {
            while j >= 0, !times[j].isTime(of: history[i]) { j -= 1 }
            guard j >= 0 else { break }
            result[i] = times[j].at
            j -= 1
        }
        return result
    }

    /// A decision's JSON object with `"at"` first.
    static func stamped(_ json: String, at time: Date) -> String {
        "{\"at\":\"\(Timestamp.iso8601(time))\"," + json.dropFirst()
    }

    /// Creates `name.ext`, or `name-2.ext`, `name-3.ext`… when it exists: never overwrites, and
    /// never leaves an empty file behind (`OutputFile.createNew`). The path, or why not.
    static func createNew(in directory: String, name: String, ext: String, contents: String, as file: WrittenFile) -> Result<String, OutputError> {
        do throws(OutputError) {
            return .success(try OutputFile.createNew(in: directory, name: name, ext: ext, bytes: Array(contents.utf8), as: file))
        } catch {
            return .failure(error)
        }
    }
}
