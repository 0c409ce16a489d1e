#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSystem

/// Runs `linklab-fetch`, LinkLab's network helper, for `linklab site` and `--live` (README, "Live site"): the
/// order goes on its standard input, the answer comes back on its standard output, bounded in size and in
/// time, and is read strictly by the core (`FetchExchange`). linklab itself holds no network code.
enum NetworkHelper {
    /// The helper to run: `LINKLAB_FETCH` when set (for packagers and tests), else `linklab-fetch` beside
    /// this program.
    static func location(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["LINKLAB_FETCH"], !path.isEmpty { return path }
        let folder = Paths.executable.map(Paths.folder(of:)) ?? "."
        return Paths.join(folder, "linklab-fetch")
    }

    /// The helper's answer to `order`. The helper stops its own requests at the time limit; it is stopped
    /// here if it has not answered `graceSeconds` after that (`ChildProcess` runs it).
    static func run(_ order: FetchExchange.Order) throws(FetcherProblem) -> FetchExchange.Answer {
        let path = location()
        guard ChildProcess.isExecutable(path) else {
            // A file that is there but may not be run is told apart from one that is not there.
            guard let status = try? FileStatus.of(path: path) else { throw .missing(path: path) }
            throw .notRunnable(path: path, mode: status.mode, folder: status.kind == .folder)
        }
        let limitSeconds = order.timeout + graceSeconds
        let finished: ChildProcess.Finished
        do {
            finished = try ChildProcess.run(path, input: Array(FetchExchange.encode(order).utf8),
                                            outputLimit: FetchExchange.answerLimit, seconds: limitSeconds)
        } catch {
            switch error {
            case .notStarted(let why): throw .notStarted(path: path, reason: Wording.systemReason(why.code))
            case .outputTooLarge: throw .answerTooLarge(limit: FetchExchange.answerLimit)
            case .overdue(let seconds): throw .overdue(seconds: seconds)
            }
        }
        guard !finished.signalled, finished.status == 0 else {
            throw .noAnswer(status: finished.status, signalled: finished.signalled)
        }
        do { return try FetchExchange.decodeAnswer(finished.output, to: order) } catch { throw .answerUnusable(error) }
    }

    /// How long after the requests' own time limit the helper may take to answer.
    static let graceSeconds = 5
}

/// Why the network helper gave no answer linklab can use: the fetch did not happen, so `site` and `--live`
/// stop with a usage error naming the helper (worded in `Wording+Usage.swift`).
enum FetcherProblem: Error, Equatable, Sendable {
    /// No executable file at the helper's place.
    case missing(path: String)
    /// Something is at the helper's place, but this user may not run it: a file without execute permission
    /// for this user (`mode`, its permission bits), or a folder.
    case notRunnable(path: String, mode: UInt32, folder: Bool)
    case notStarted(path: String, reason: String)
    /// The helper stopped with a status other than 0, or was killed by a signal, with no answer.
    case noAnswer(status: Int32, signalled: Bool)
    /// The helper had not answered this many seconds after it started, and was stopped.
    case overdue(seconds: Int)
    case answerTooLarge(limit: Int)
    case answerUnusable(FetchExchange.Defect)
}
