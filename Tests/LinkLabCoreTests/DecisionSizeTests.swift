import Testing
import LinkLabReading
@testable import LinkLabDeciding

/// A decision is kept for every link of a session (the terminal app's history), so its steps hold their
/// large, rare facts out of line (`indirect` cases, `OutOfLine`): a step is as large as three strings and a tag.
@Suite("A decision's size")
struct DecisionSizeTests {
    @Test("a step is no larger than three strings, its result and its phone")
    func stepSize() {
        #expect(MemoryLayout<Check>.size <= 3 * MemoryLayout<String>.size + 2)
        #expect(MemoryLayout<AndroidCheck>.size <= 3 * MemoryLayout<String>.size + 1)
        #expect(MemoryLayout<TraceStep>.stride <= 56)
    }

    @Test("a diagnostic is no larger than a finding of three strings and a fix of two")
    func diagnosticSize() {
        #expect(MemoryLayout<Finding>.size <= 3 * MemoryLayout<String>.size + 9)
        #expect(MemoryLayout<PathFinding>.size <= 2 * MemoryLayout<String>.size)
        #expect(MemoryLayout<Fix?>.size <= 2 * MemoryLayout<String>.size + 1)
        #expect(MemoryLayout<Diagnostic>.stride <= 104)
    }

    @Test("a decision's path is one reference inline")
    func pathOutOfLine() {
        #expect(MemoryLayout<OutOfLine<DecisionPath>>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Decision>.size < 300)
    }

    @Test("a part kept out of line reads back as written, compares by value and is replaced whole")
    func outOfLine() {
        let path = DecisionPath(tap: Tap(source: .safari), platform: .ios, hops: [], wrapper: nil, trackingHost: nil, remembered: nil,
                                banner: false, bannerLink: nil, checkedFix: nil, appName: "Demo Bank")
        var a = OutOfLine<DecisionPath>(wrappedValue: path), b = OutOfLine<DecisionPath>(wrappedValue: path)
        #expect(a.wrappedValue == path)
        #expect(a == b)
        b.wrappedValue?.banner.toggle()
        #expect(a != b)
        #expect(a.wrappedValue == path)
        a.wrappedValue = nil
        #expect(a.wrappedValue == nil)
        #expect(a == OutOfLine<DecisionPath>(wrappedValue: nil))
    }
}
