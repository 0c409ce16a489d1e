import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The words of a walkthrough's narration lines: what the trainer says, and whether the expectations held.
extension Wording {
    /// The words of a walkthrough's narration line.
    static func text(of line: NarrationLine) -> String {
        switch line {
        case .say(let text): text
        case .decidedWith(let settings): "With " + stepSettings(settings)
        case .asExpected: "✓ As expected."
        case .held(let step): "✓ Step \(step): as expected."
        case .failed(let f): "✗ Step \(f.step): \(f.key) expected \(f.expected), actual \(f.actual)."
        case .finished(let failures):
            failures == 0 ? "Walkthrough finished: every expectation held." : "Walkthrough finished: \(failures) expectation(s) did not hold."
        }
    }
}
