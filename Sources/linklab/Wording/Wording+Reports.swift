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

/// The CLI reports' own lines, around what the core words: headings, totals and the notes on stderr
/// about the input and output streams.
extension Wording {
    /// `linklab site`'s first line: "bank.example: what the phones get, fetched 2026-…".
    static func siteHeading(domain: String, fetchedAt when: String) -> String {
        "\(DisplayText.sanitize(domain, limit: 120)): what the phones get, fetched \(when)"
    }

    /// After a scenario whose expectations held: "Links: 12 steps, 3 expectations held".
    static func scenarioPassed(_ name: String, steps: Int, expectations: Int) -> String {
        "  \(DisplayText.sanitize(name)): \(steps) steps, \(expectations) expectation\(expectations == 1 ? "" : "s") held"
    }

    static func scenarioFailed(_ name: String, failures: Int) -> String {
        "  \(DisplayText.sanitize(name)): \(failures) expectation(s) failed"
    }

    /// A scenario step where the customer picks the browser, or the app again, for a domain's links.
    static func browserChoice(_ browser: Bool, domain: String) -> String {
        (browser ? "the customer chooses the browser for " : "the customer chooses the app again for ") + DisplayText.sanitize(domain, limit: 80)
    }

    /// The totals of `check` and of `play` with several scenarios.
    /// `play --list`, beside a scenario file that does not load.
    static func scenarioUnusable(_ error: Error) -> String {
        "(cannot be played: \(DisplayText.sanitize("\(error)", limit: 200)))"
    }

    static func passedAndFailed(passed: Int, failed: Int) -> String { "\(passed) passed, \(failed) failed" }

    /// Under a `vary` row for a source: the link itself, and the page it was tapped on.
    static func sameLink(tappedOn page: String?) -> String {
        "    the same link" + (page.map { ", tapped on " + DisplayText.sanitize($0, limit: 400) } ?? "")
    }

    /// A line of standard input over the limit, on stderr after `linklab: `.
    static func lineCut(_ line: Int, limit bytes: Int) -> String {
        "line \(line) of standard input is longer than \(bytes) bytes; only its first \(bytes) are read and the rest of the line is skipped."
    }

    /// Output that cannot be written, on stderr after `linklab: ` (exit status 3).
    static func outputUnwritable(errno code: Int32) -> String {
        "cannot write output: \(SystemError(code: code).reason)"
    }
}
