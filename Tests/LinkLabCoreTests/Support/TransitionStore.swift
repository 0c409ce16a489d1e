import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Sends events to the reducer and asserts the whole state after each one (TCA's `TestStore` habit):
/// the test says what changes, and every other field of `SessionState` must be as it was.
struct TransitionStore {
    private(set) var state: SessionState
    let engine: LinkEngine

    init(_ state: SessionState, app: BankingApp = Fixtures.demoApp) {
        self.state = state
        engine = LinkEngine(app: app)
    }

    /// Applies `event` through `Session.reduce`, then compares the new state with the old one changed by
    /// `change` and with the new decisions appended to the history. Returns the decisions for further checks.
    @discardableResult
    mutating func send(_ event: SessionEvent, decisions count: Int = 1,
                       sourceLocation: SourceLocation = #_sourceLocation,
                       _ change: (inout SessionState) -> Void = { _ in }) -> [Decision] {
        let (next, decisions) = Session.reduce(state, event, engine: engine)
        var expected = state
        change(&expected)
        expected.history = state.history + decisions
        #expect(decisions.count == count, "decisions for \(event)", sourceLocation: sourceLocation)
        #expect(next == expected, "the whole state after \(event)", sourceLocation: sourceLocation)
        state = next
        return decisions
    }
}
