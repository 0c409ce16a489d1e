import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

extension Invariant {
    /// An error about a partner file (manifest, plist, profile) is one line: no line break in it.
    static let oneLineError = Invariant(name: "error-not-one-line")
    /// An input's CPU time stays within a budget linear in its length (`CPUBudget`).
    static let linearTime = Invariant(name: "slower-than-linear")
    /// Only bytes checked before parsing reach the parser: a manifest accepted is UTF-8 without NUL or DTD,
    /// a plist accepted is UTF-8 XML or bplist00 with a sound trailer.
    static let checkedBytes = Invariant(name: "unchecked-bytes-accepted")
    /// What the envelope search returns is a whole plist: `<?xml` … `</plist>`, or bplist00 whose trailer
    /// agrees with its length.
    static let wholeEnvelopePlist = Invariant(name: "envelope-plist-not-whole")
}

/// The checks every partner-file error must pass: safe, and one line.
enum PartnerFileChecks {
    static func error(_ error: ConfigurationError, _ place: String) {
        let text = error.description
        OutputCheck.safe(text, place, .safeError)
        Breach.check(!text.contains("\n") && !text.contains("\r"), .oneLineError, "\(place) spans lines: \"\(Escaped.string(String(text.prefix(300))))\"", kind: place)
    }
}

/// The CPU time one input may take: a fixed allowance for the work every input pays (building the app,
/// the decisions) and a share per kilobyte, generous enough for AddressSanitizer and a busy machine, but far
/// below what a quadratic reading or an entity expansion costs. CPU time of this thread, not wall time, so
/// that other processes on the machine do not trip it.
enum CPUBudget {
    static let baseMilliseconds = 250.0
    static let millisecondsPerKilobyte = 25.0
    nonisolated(unsafe) private static var warmedUp = false

    static func measure(_ length: Int, _ what: String, _ body: () -> Void) {
        let start = now()
        body()
        let spent = (now() - start) * 1000
        // The first input pays for Foundation's own set-up; it says nothing about this input's length.
        defer { warmedUp = true }
        guard warmedUp else { return }
        let allowed = baseMilliseconds + millisecondsPerKilobyte * Double(length) / 1024
        Breach.check(spent <= allowed, .linearTime,
                     "\(what) took \(Int(spent)) ms of CPU for \(length) bytes; the budget is \(Int(allowed)) ms", kind: what)
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
