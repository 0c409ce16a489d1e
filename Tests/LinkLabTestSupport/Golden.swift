// A target of the package, so `swift build -c release` (and `make`) builds it too, where the Testing module is
// not on hand: the helper exists only where tests can use it.
#if canImport(Testing)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing

/// The one golden-file helper of the test targets: compares a text with its file, names the first line that
/// differs, and re-records every golden file when `LINKLAB_RECORD_GOLDENS=1`.
///
/// A missing file is recorded and reported as an issue, so that a new golden file is never silently accepted.
public enum Golden {
    /// The one environment variable: `LINKLAB_RECORD_GOLDENS=1 swift test` re-records instead of comparing.
    public static let recordVariable = "LINKLAB_RECORD_GOLDENS"

    /// Whether this run re-records golden files.
    public static var recording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// Compares `actual` with the file at `path`; records it when recording or when the file is missing.
    public static func compare(_ actual: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        guard !recording, let expected else {
            do {
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
                if !recording {
                    Issue.record("Recorded the golden file \(name), which was missing; read it and run again.", sourceLocation: sourceLocation)
                }
            } catch {
                Issue.record("Could not record the golden file \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != actual else { return }
        Issue.record("""
            \(name) differs from its golden file (\(recordVariable)=1 re-records it).
            \(firstDifference(expected: expected, actual: actual))
            (- expected, + actual):
            \(lineDiff(expected: expected, actual: actual))
            """, sourceLocation: sourceLocation)
    }

    /// `line N`, then the expected and the actual line between bars, so that trailing spaces show.
    public static func firstDifference(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? "|\(old[index])|" : "(no line: the file ends)"
            let after = index < new.count ? "|\(new[index])|" : "(no line: the output ends)"
            if before != after {
                return "first difference, line \(index + 1):\n  expected \(before)\n  actual   \(after)"
            }
        }
        return "no line differs"
    }

    /// Every line, prefixed "  " when equal and "-|"/"+|" where expected and actual differ.
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            if before == after {
                lines.append("  " + (before ?? ""))
                continue
            }
            if let before { lines.append("-|" + before + "|") }
            if let after { lines.append("+|" + after + "|") }
        }
        return lines.joined(separator: "\n")
    }
}
#endif
