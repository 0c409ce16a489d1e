import Testing
import LinkLabText
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A writer done with a decision spends its steps: each is lent once, in order, and a copy of the decision
/// held elsewhere keeps its own.
@Suite("A decision's steps spent by a writer")
struct SpendStepsTests {
    @Test("every step is lent once, in order, and the decision is left without them")
    func inOrder() {
        var d = decide("q2mob://open?targetPage=%23%2Fmessages")
        let expected = d.steps
        #expect(expected.count > 3)
        var lent: [TraceStep] = []
        d.spendSteps { lent.append(copy $0) }
        #expect(lent == expected)
        #expect(d.steps.isEmpty)
    }

    @Test("a copy of the decision held elsewhere keeps its steps")
    func sharedCopyKeepsItsSteps() {
        let held = decide("https://demo.q2.com/experimental/uux.aspx#/messages")
        var spent = held
        var count = 0
        spent.spendSteps { _ in count += 1 }
        #expect(count == held.steps.count)
        #expect(!held.steps.isEmpty)
        #expect(DecisionJSON.line(held).contains("\"steps\":[{"))
    }

    @Test("the JSON line and the text report of a decision are the same whether it was shared or not")
    func writersAgree() {
        for link in ["q2mob://open?targetPage=%23%2Fmessages", "https://demo.q2.com/experimental/uux.aspx#/settings/../messages", "not a link"] {
            let d = decide(link)
            var w = JSONWriter()
            DecisionJSON.write(decide(link), into: &w)
            #expect(String(decoding: w.bytes, as: UTF8.self) == DecisionJSON.line(d))
            var t = TextWriter()
            DecisionText.write(decide(link), colors: false, into: &t)
            let lines = DecisionReport.lines(d).map { String(repeating: " ", count: $0.indent) + $0.printed }
            #expect(String(decoding: t.bytes, as: UTF8.self) == lines.joined(separator: "\n") + "\n\n")
        }
    }
}
