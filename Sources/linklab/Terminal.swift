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

/// The plain-text output side of the CLI: stdout and stderr made safe to show and written in full,
/// and whether colour is wanted.
enum Terminal {
    /// The exit status when the output cannot be written (a full disk, a closed pipe).
    static let outputFailureStatus: Int32 = 3

    /// One line to stderr. Whatever it holds is made safe to show: a newline in it is shown as `\n`.
    static func standardError(_ line: String) {
        writeError(DisplayText.sanitize(line, limit: .max) + "\n")
    }

    /// Text the program made of several lines (ArgumentParser's usage and help) to stderr, each line
    /// made safe to show on its own.
    static func standardError(lines text: String) {
        writeError(safeLines(text))
    }

    /// Text of several lines to stdout (help, version), each made safe to show; exits with status 3
    /// when it cannot be written.
    static func standardOutput(lines text: String) {
        let outcome = CheckedWrite.all(Array(safeLines(text).utf8), to: Platform.standardOutput)
        if outcome != .written { outputFailed(outcome) }
    }

    /// Whether output already written reported a failed decision or expectation (`OutputBuffer.markFailure`).
    nonisolated(unsafe) static var failureWritten = false

    /// The output could not be written: say why on stderr and exit with status 3, so that a script never
    /// mistakes lost output for success. A reader that went away (`| head -1`, a closed pipe) is no
    /// error: the command ends quietly with the status of what was written, 1 when a failure was, else 0.
    static func outputFailed(_ outcome: CheckedWrite.Outcome) -> Never {
        switch outcome {
        case .failed(let error):
            writeError("linklab: " + Wording.outputUnwritable(errno: error) + "\n")
            Platform.exit(outputFailureStatus)
        case .closed, .written:
            Platform.exit(failureWritten ? 1 : 0)
        }
    }

    /// A failed write to stderr has nowhere to be reported; it is given up.
    private static func writeError(_ text: String) {
        _ = CheckedWrite.all(Array(text.utf8), to: Platform.standardError)
    }

    private static func safeLines(_ text: String) -> String {
        var body = Substring(text)
        if body.hasSuffix("\n") { body.removeLast() }
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DisplayText.sanitize(String($0), limit: .max) + "\n" }.joined()
    }

    /// Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
    static var colorsWanted: Bool {
        Platform.isTerminal(Platform.standardOutput) && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// CLI commands treat a closed stdout as the end (EPIPE), not as a signal that kills them.
    static func ignoreBrokenPipe() {
        _ = SignalHandlers.ignore(SignalHandlers.brokenPipe)
    }
}
