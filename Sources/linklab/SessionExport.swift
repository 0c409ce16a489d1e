import Foundation
import LinkLabCore

/// F8: saves the session as JSON Lines (every decision, each with the ISO-8601 time it was made) and
/// as a check list (every link and push, expecting what the app does now), in the export folder
/// (`--export-dir`, else `ExportFolder.standard()`), named with the time, never over an existing file.
final class SessionExport {
    let directory: String
    /// Whether the folder is the default one, created on the first save.
    private let createsDirectory: Bool
    /// When each recorded decision was made, oldest first.
    private var times: [(decision: Decision, at: Date)] = []

    init(directory: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.directory = directory ?? ExportFolder.standard(environment: environment)
        createsDirectory = directory == nil
    }

    /// The default folder made ready for a save; a report of why not when it cannot be.
    private func prepare() -> Report? {
        guard createsDirectory, let reason = ExportFolder.create(directory) else { return nil }
        let folder = ExportFolder.shown(directory)
        return Report(short: "Could not create \(folder) to save in (F12: details).",
                      full: "Could not create the export folder \(folder): \(DisplayText.sanitize(reason, limit: 200)). Give another with --export-dir DIR.")
    }

    /// The status line's report of a save: the whole path when it fits, else the folder (F12 has the paths).
    static func savedLine(_ path: String, suffix: String) -> String {
        let whole = "Saved \(ExportFolder.shown(path))\(suffix)"
        if whole.count <= 78 { return whole }
        return "Saved in \(ExportFolder.shown((path as NSString).deletingLastPathComponent)) (F12: the files)."
    }

    /// Notes the time of decisions as they are made.
    func record(_ decisions: [Decision], at time: Date = Date()) {
        times += decisions.map { ($0, time) }
    }

    /// What a save says: a short line for the status bar (file names) and a full one for the
    /// message log (whole paths).
    struct Report {
        var short: String
        var full: String
    }

    /// Saves both files and says where.
    func save(history: [Decision], explored: [CheckRow], app: BankingApp, now: Date = Date()) -> Report {
        if let failed = prepare() { return failed }
        let stamp = Timestamp.fileName(now)
        let lines = zip(history, self.times(for: history, default: now)).map { decision, time in
            Self.stamped(DecisionJSON.line(decision), at: time)
        }
        let decisions = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        let sessionPath: String
        switch Self.createNew(in: directory, name: "linklab-session-\(stamp)", ext: "jsonl", contents: decisions, named: "The session") {
        case .success(let path): sessionPath = path
        case .failure(let error):
            return Report(short: "Could not save the session (F12: why).", full: "\(error.message).")
        }
        let list = CheckListWriter.csv(CheckListWriter.expectingCurrentOutcomes(explored, app: app))
        let checksPath: String
        switch Self.createNew(in: directory, name: "linklab-checks-\(stamp)", ext: "csv", contents: list, named: "The check list") {
        case .success(let path): checksPath = path
        case .failure(let error):
            return Report(short: "Saved \(Self.name(sessionPath)); no check list (F12).",
                          full: "Saved \(history.count) decisions to \(DisplayText.sanitize(sessionPath, limit: 400)); \(error.message).")
        }
        return Report(short: Self.savedLine(sessionPath, suffix: " and its check list."),
                      full: "Saved \(history.count) decisions to \(DisplayText.sanitize(sessionPath, limit: 400)) and \(explored.count) checks to \(DisplayText.sanitize(checksPath, limit: 400)).")
    }

    /// Saves a finished quiz's results for the trainer, as `linklab quiz --results` writes them.
    func saveQuiz(_ results: [QuizResult], questions: Int, now: Date = Date()) -> Report {
        guard let text = QuizRecord.file(results, questions: questions, at: now) else {
            return Report(short: "No answer given, so no quiz results were saved.", full: "No answer given, so no quiz results were saved.")
        }
        if let failed = prepare() { return failed }
        let path: String
        switch Self.createNew(in: directory, name: "linklab-quiz-\(Timestamp.fileName(now))", ext: "jsonl", contents: text, named: "The quiz results") {
        case .success(let saved): path = saved
        case .failure(let error):
            return Report(short: "Could not save the quiz results (F12: why).", full: "\(error.message).")
        }
        return Report(short: Self.savedLine(path, suffix: ": the quiz results."), full: "Quiz results saved to \(DisplayText.sanitize(path, limit: 400)).")
    }

    /// A saved file's name alone, sanitised, for the status line.
    static func name(_ path: String) -> String {
        DisplayText.sanitize((path as NSString).lastPathComponent, limit: 80)
    }

    /// The time of each decision in `history`, matched from the newest back; a decision made before
    /// recording began gets `default`.
    func times(for history: [Decision], default now: Date) -> [Date] {
        var result = Array(repeating: now, count: history.count)
        var j = times.count - 1
        for i in stride(from: history.count - 1, through: 0, by: -1) {
            while j >= 0, times[j].decision != history[i] { j -= 1 }
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
    static func createNew(in directory: String, name: String, ext: String, contents: String, named what: String) -> Result<String, OutputError> {
        do throws(OutputError) {
            return .success(try OutputFile.createNew(in: directory, name: name, ext: ext, bytes: Array(contents.utf8), named: what))
        } catch {
            return .failure(error)
        }
    }
}
