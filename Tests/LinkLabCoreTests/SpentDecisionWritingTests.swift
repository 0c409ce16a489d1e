import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Issue 20: `explain` hands each decision over to be printed, and its steps are moved out to be worded
/// (`Decision.spendSteps`) rather than copied. The bytes must be those of the writers that only borrow.
@Suite("Writing a decision that is handed over")
struct SpentDecisionWritingTests {
    static let taps = [Tap.unspecified, Tap(source: .safari, page: "https://demo.q2.com/offers"), Tap(source: .typed),
                       Tap(source: .app, redirectsTo: "https://demo.q2.com/experimental/uux.aspx#/messages")]

    /// Every decision of every link of the text report's table, signed in and out, from each source.
    static func decisions() -> [Decision] {
        let engine = LinkEngine(app: Fixtures.demoApp)
        var all: [Decision] = []
        for link in DecisionTextTests.links + ["https://demo.q2.com/experimental/uux.aspx"] {
            for signedIn in [true, false] {
                for tap in taps {
                    all += Session.decide(.initial(signedIn: signedIn), .openLinkFrom(link, tap), engine: engine).1
                }
            }
        }
        return all
    }

    @Test("the JSON line of a handed-over decision is the borrowed decision's line, byte for byte")
    func json() {
        let all = Self.decisions()
        #expect(all.contains { $0.path != nil } && all.contains { !$0.steps.isEmpty })
        for d in all {
            var lent = JSONWriter(), taken = JSONWriter()
            DecisionJSON.write(d, into: &lent)
            DecisionJSON.write(taking: d, into: &taken)
            #expect(Array(taken.bytes) == Array(lent.bytes), "\(d.input)")
        }
    }

    @Test("the text report of a handed-over decision is the borrowed decision's report, with and without colour",
          arguments: [false, true])
    func text(colors: Bool) {
        for d in Self.decisions() {
            var lent = TextWriter(), taken = TextWriter()
            DecisionText.write(d, colors: colors, into: &lent)
            DecisionText.write(taking: d, colors: colors, into: &taken)
            #expect(Array(taken.bytes) == Array(lent.bytes), "\(d.input)")
        }
    }

    @Test("spending a copy's steps leaves the decision it was copied from whole")
    func copyStaysWhole() {
        for d in Self.decisions() where !d.steps.isEmpty {
            var copy = d
            var seen: [String] = []
            copy.spendSteps { step, _ in seen.append(Wording.detail(step)) }
            // Read after the copy was spent: the original still holds every step.
            #expect(seen == d.steps.map(Wording.detail), "\(d.input)")
            #expect(copy.steps.allSatisfy { $0.fact == .emptyInput }, "\(d.input)")
        }
    }
}
