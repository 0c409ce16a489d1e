import ArgumentParser
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
import LinkLabTUIModel
import LinkLabTUI
import LinkLabTerminal

/// Runs the terminal app: the model decides nothing itself, the session does; this loop only moves
/// events in, frames out, and carries out the model's effects (transcript, export, quit).
enum TerminalApp {
    static func run(app: BankingApp, signedIn: Bool, transcript: String?, walkthrough: Scenario?,
                    screensDirectory: String? = nil, fallbackConfig: String? = nil, exportDirectory: String? = nil,
                    replayPace: Double = AppModel.defaultReplayPace, recordingPath: String? = nil,
                    refetchLive: ((BankingApp) throws -> (app: BankingApp, warnings: [String]))? = nil, scenariosFolder: String? = nil,
                    mouse: Bool = true, history: Bool = true) throws {
        let recorder = try transcript.map { path throws in try TranscriptFile(path: path) }
        let recording = try recordingPath.map { path throws in try CastRecording(path: path) }
        let exporter = SessionExport(directory: exportDirectory)
        // The catalogue is read now, so an unreadable --scenarios folder stops the app before the screen opens;
        // its walkthroughs are loaded after the first frame (`settle` below), which does not show them.
        let catalogue = try ScenarioCatalogue(folder: scenariosFolder)
        let colors = (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.open(colors: colors, mouse: mouse)
        } catch {
            // Nothing ran: the transcript and the recording stay as they were, and none is created.
            recorder?.discard()
            recording?.discard()
            Terminal.standardError(error.message)
            throw ExitCode(1)
        }
        defer { screen.close() }
        let size = screen.size
        var model = AppModel(app: app, signedIn: signedIn, width: size.width, height: size.height)
        model.replayPace = replayPace
        model.clock = Date().timeIntervalSince1970
        model.mouseCapture = mouse
        model.keepsHistory = history
        if history {
            let (links, problem) = InputHistoryFile.load()
            model.restoreHistory(links)
            if let problem { model.note(Wording.historyUnusableShort, full: problem) }
        }
        if let walkthrough {
            model.startWalkthrough(Walkthrough(scenario: walkthrough, app: app))
        }
        model.noteLocale(drawsUnicode: screen.drawsUnicode)
        // The recording holds what is drawn: at most the size LinkLab draws.
        recording?.begin(width: model.drawnSize.width, height: model.drawnSize.height)
        // A recording that fails says so once in the status line, and again on stderr after quitting.
        var reportedRecording = false
        // Block on input while nothing moves; while something animates, wait only until its next frame,
        // and a key finishes the animation at once.
        let loop = AppRunLoop(deadline: { $0.animationDeadline },
                              tick: { model, now in model.advanceAnimation(now: now) },
                              interrupt: { $0.finishAnimation() },
                              wallClock: { Date().timeIntervalSince1970 })
        loop.run(&model, on: screen, perform: { effect, model in
            switch effect {
            case .record(let decisions):
                exporter.record(decisions)
                if let recorder, !recorder.append(decisions), let message = recorder.failureMessage {
                    model.note(recorder.shortFailureMessage ?? message, full: message)
                }
            case .exportSession:
                let saved = exporter.save(history: model.state.history, explored: model.explored, app: model.session.app,
                                          appState: model.state.app, screen: loop.render(model))
                model.note(saved.short, full: saved.full)
            case .saveQuizResults(let results, let questions):
                let saved = exporter.saveQuiz(results, questions: questions)
                model.note(saved.short, full: saved.full)
            case .refetchLiveFiles:
                // The fetch blocks for at most the time limit: say so on screen first.
                screen.present(loop.render(model))
                guard let refetchLive else {
                    model.refetchFailed(Wording.notStartedLive)
                    return true
                }
                do {
                    let refetched = try refetchLive(model.session.app)
                    model.useRefetchedLiveFiles(refetched.app)
                    // Never on standard error, which would be written over the screen.
                    for warning in refetched.warnings { model.note(Wording.liveCacheNotKept, full: "linklab: " + warning) }
                } catch let error as UsageError {
                    model.refetchFailed(error.message)
                } catch {
                    model.refetchFailed(DisplayText.sanitize("\(error)", limit: 300))
                }
            case .copyToClipboard(let text):
                // The sequence goes after the frame, so ncurses does not paint over it.
                screen.present(loop.render(model))
                ClipboardWriter.write(ClipboardSequence.copy(text))
                if let tool = SystemClipboard.copy(text) { model.noteCopied(with: tool) }
            case .saveHistory(let links):
                if let problem = InputHistoryFile.save(links) { model.note(Wording.historyUnusableShort, full: problem) }
            case .captureMouse(let on):
                screen.captureMouse(on)
            case .quit:
                return false
            }
            return true
        }, drawn: { frame, model in
            recording?.record(frame)
            if let recording, let message = recording.failureMessage, !reportedRecording {
                reportedRecording = true
                model.note(message)
            }
        }, settle: { model in
            let (walkthroughs, skipped) = loadWalkthroughs(catalogue, fallbackConfig: fallbackConfig,
                                                           screensDirectory: screensDirectory)
            model.walkthroughs = walkthroughs
            if walkthrough == nil, !skipped.isEmpty {
                model.note(Wording.walkthroughsSkipped(skipped.count), full: Wording.walkthroughsSkipped(skipped))
            }
        })
        screen.close()
        // Output that was lost is an error, said once more where it outlives the screen.
        if let recording, let message = recording.failureMessage {
            Terminal.standardError("linklab: \(message)")
            throw ExitCode(1)
        }
        if let recorder, let message = recorder.failureMessage {
            Terminal.standardError("linklab: \(message) " + Wording.decisionsMissing(recorder.lost))
            throw ExitCode(1)
        }
    }

    /// Every scenario of the catalogue (built in, and `--scenarios DIR`) that loads, with the FI it runs against,
    /// and the files of those that do not. The walkthroughs with no settings of their own all run against the same
    /// FI (`--config` or the demo FI, with the screens given): it is loaded once, and they share it.
    static func loadWalkthroughs(_ catalogue: ScenarioCatalogue, fallbackConfig: String?,
                                 screensDirectory: String?) -> ([Walkthrough], [String]) {
        var loaded: [Walkthrough] = [], skipped: [String] = []
        var withoutSettings: BankingApp?
        for entry in catalogue.entries {
            do {
                let scenario = try catalogue.load(entry)
                let app = try ScenarioLoader.app(for: scenario, fallbackConfig: fallbackConfig, screensDirectory: screensDirectory,
                                                 reusing: withoutSettings)
                if scenario.settings == nil { withoutSettings = app }
                loaded.append(Walkthrough(scenario: scenario, app: app))
            } catch {
                skipped.append(entry.file)
            }
        }
        return (loaded, skipped)
    }
}

/// `--transcript FILE`: every decision appended as JSON Lines, written and synced per event so that
/// nothing is lost if the app or the machine dies.
///
/// Only a regular file will do. A FIFO would block the open until something reads it (forever,
/// with no message), and a terminal or device is no transcript; so the file is opened without
/// blocking and its type checked before anything is written.
final class TranscriptFile {
    let path: String
    private let opened: WritableFile.Opened
    private var descriptor: Int32 { opened.descriptor }
    private var isClosed = false
    /// The first write error; later decisions are not written.
    private(set) var failure: WriteFailure?
    /// Decisions that could not be written.
    private(set) var lost = 0

    init(path: String) throws(UsageError) {
        self.path = path
        opened = try WritableFile.open(path, as: .transcript, append: true)
    }

    /// The app did not start: the file is left as it was (removed if the open created it).
    func discard() {
        guard !isClosed else { return }
        isClosed = true
        WritableFile.discard(opened, path: path)
    }

    /// Writes and syncs the decisions; false (and `failure` set) when any byte could not be written.
    func append(_ decisions: [Decision]) -> Bool {
        guard !decisions.isEmpty else { return true }
        guard failure == nil else {
            lost += decisions.count
            return false
        }
        let bytes = Array((decisions.map(DecisionJSON.line).joined(separator: "\n") + "\n").utf8)
        if let failure = bytes.withUnsafeBufferPointer({ WritableFile.write(descriptor, $0) }) { return fail(decisions.count, reason: failure) }
        do { try FileDescriptor.sync(descriptor) } catch {
            // A descriptor that cannot be synced (a pipe, a special file) has nothing to flush.
            guard error == .invalidArgument else { return fail(decisions.count, reason: .errno(error.code)) }
        }
        return true
    }

    /// One line for the status bar or stderr, e.g. "The transcript t.jsonl could not be written: File too large."
    var failureMessage: String? {
        failure.map { Wording.stoppedWriting(.transcript, path: path, $0) }
    }

    /// The same for the status line at 80 columns: the file's name, not its whole path.
    var shortFailureMessage: String? {
        failure.map { Wording.stoppedWriting(.transcript, path: path, $0, short: true) }
    }

    private func fail(_ count: Int, reason: WriteFailure) -> Bool {
        failure = reason
        lost += count
        return false
    }

    deinit { if !isClosed { FileDescriptor.close(descriptor) } }
}
