import ArgumentParser
import Foundation
import LinkLabCore
import LinkLabTUI
import LinkLabTerminal

/// Runs the terminal app: the model decides nothing itself, the session does; this loop only moves
/// events in, frames out, and carries out the model's effects (transcript, export, quit).
enum TerminalApp {
    static func run(app: BankingApp, signedIn: Bool, transcript: String?, walkthrough: Scenario?,
                    screensDirectory: String? = nil, fallbackConfig: String? = nil, exportDirectory: String? = nil) throws {
        let recorder = try transcript.map { path throws in try TranscriptFile(path: path) }
        let exporter = SessionExport(directory: exportDirectory)
        let (walkthroughs, skipped) = loadWalkthroughs(fallbackConfig: fallbackConfig, screensDirectory: screensDirectory)
        let colors = (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.open(colors: colors)
        } catch {
            Terminal.standardError(error.message)
            throw ExitCode(1)
        }
        defer { screen.close() }
        let size = screen.size
        var model = AppModel(app: app, signedIn: signedIn, walkthroughs: walkthroughs, width: size.width, height: size.height)
        if let walkthrough {
            model.startWalkthrough(Walkthrough(scenario: walkthrough, app: app))
        } else if !skipped.isEmpty {
            model.note("\(skipped.count) walkthrough file(s) could not be read; run linklab play on them to see why.")
        }
        screen.present(AppRenderer.render(model))
        while true {
            let effects = model.handle(screen.nextEvent())
            for effect in effects {
                switch effect {
                case .record(let decisions):
                    exporter.record(decisions)
                    if let recorder, !recorder.append(decisions) { model.note("The transcript could not be written.") }
                case .exportSession:
                    model.note(exporter.save(history: model.state.history, explored: model.explored, app: model.session.app))
                case .saveQuizResults(let results):
                    model.note(exporter.saveQuiz(results))
                case .quit:
                    return
                }
            }
            screen.present(AppRenderer.render(model))
        }
    }

    /// Every scenario in scenarios/ that loads, with the FI it runs against.
    static func loadWalkthroughs(fallbackConfig: String?, screensDirectory: String?) -> ([Walkthrough], [String]) {
        guard let folder = AppLoader.locate("scenarios"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var loaded: [Walkthrough] = [], skipped: [String] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                let scenario = try ScenarioLoader.load(path: path)
                loaded.append(Walkthrough(scenario: scenario, app: try ScenarioLoader.app(for: scenario, fallbackConfig: fallbackConfig, screensDirectory: screensDirectory)))
            } catch {
                skipped.append(path)
            }
        }
        return (loaded, skipped)
    }
}

/// `--transcript FILE`: every decision appended as JSON Lines, written and synced per event so that
/// nothing is lost if the app or the machine dies.
final class TranscriptFile {
    let handle: FileHandle

    init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw UsageError(message: "the transcript \(DisplayText.sanitize(path, limit: 200)) cannot be created")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw UsageError(message: "the transcript \(DisplayText.sanitize(path, limit: 200)) cannot be opened for writing")
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    func append(_ decisions: [Decision]) -> Bool {
        guard !decisions.isEmpty else { return true }
        let text = decisions.map(DecisionJSON.line).joined(separator: "\n") + "\n"
        do {
            try handle.write(contentsOf: Data(text.utf8))
            try handle.synchronize()
            return true
        } catch {
            return false
        }
    }

    deinit { try? handle.close() }
}
