import CustomDump
import LinkLabFrames
@testable import LinkLabTUIModel
import Testing

/// A store for the terminal app's model in the manner of TCA's exhaustive `TestStore`: each `send` gives an
/// event and says how the model changes, as a mutation of a copy of the model before it. The whole model after
/// the event must equal that copy, or the test fails with the fields that differ. Every effect the model asks
/// for must be asserted with `receive`, in order, before the next event and by the end of the test.
///
///     let store = TestStore(model)
///     store.send(.key(.function(1))) { $0.overlay = .help }
///     store.send(.key(.function(10)))
///     store.receive(.quit)
final class TestStore {
    /// The model as the last event left it.
    private(set) var model: AppModel
    /// Effects the model asked for that the test has not asserted yet, oldest first.
    private var effects: [AppEffect] = []
    /// Where the store was made: where effects left unasserted at the end are reported.
    private let madeAt: SourceLocation

    init(_ model: AppModel, sourceLocation: SourceLocation = #_sourceLocation) {
        self.model = model
        madeAt = sourceLocation
    }

    deinit {
        if !effects.isEmpty {
            Issue.record("The test ended with \(effects.count) effect(s) not asserted: \(effects)", sourceLocation: madeAt)
        }
    }

    /// Sends an event. `update` changes a copy of the model before it as the event should; any other change,
    /// and any change `update` says that did not happen, fails the test. Returns the effects for a test that
    /// wants to read them; each must still be asserted with `receive`.
    @discardableResult
    func send(_ event: InputEvent, sourceLocation: SourceLocation = #_sourceLocation,
              _ update: (inout AppModel) throws -> Void) rethrows -> [AppEffect] {
        try step("after \(event)", sourceLocation: sourceLocation, update) { $0.handle(event) }
    }

    /// Sends an event that must change nothing in the model.
    @discardableResult
    func send(_ event: InputEvent, sourceLocation: SourceLocation = #_sourceLocation) -> [AppEffect] {
        send(event, sourceLocation: sourceLocation) { _ in }
    }

    /// Moves the model's timers on to `now` (the run loop's tick), asserted as `send` asserts an event.
    func tick(_ now: Double, sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout AppModel) throws -> Void) rethrows {
        _ = try step("after a tick at \(now)", sourceLocation: sourceLocation, update) {
            $0.advanceAnimation(now: now)
            return []
        }
    }

    /// Asserts the oldest effect not yet asserted.
    func receive(_ effect: AppEffect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !effects.isEmpty else {
            Issue.record("Expected the effect \(effect), but the model asked for none", sourceLocation: sourceLocation)
            return
        }
        let next = effects.removeFirst()
        if next != effect {
            Issue.record("The next effect differs (−expected, +actual):\n\(diff(effect, next) ?? "")", sourceLocation: sourceLocation)
        }
    }

    /// Fails unless every effect so far has been asserted (the end of a test does this too).
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        if !effects.isEmpty {
            Issue.record("\(effects.count) effect(s) not asserted: \(effects)", sourceLocation: sourceLocation)
            effects.removeAll()
        }
    }

    /// Runs one step of the model and compares the whole model with the expected copy.
    private func step(_ what: String, sourceLocation: SourceLocation, _ update: (inout AppModel) throws -> Void,
                      _ run: (inout AppModel) -> [AppEffect]) rethrows -> [AppEffect] {
        if !effects.isEmpty {
            Issue.record("\(effects.count) effect(s) not asserted before the next step: \(effects)", sourceLocation: sourceLocation)
            effects.removeAll()
        }
        var expected = model
        try update(&expected)
        let produced = run(&model)
        effects = produced
        if expected != model {
            Issue.record("The model \(what) is not the one described (−expected, +actual):\n\(diff(expected, model) ?? "")",
                         sourceLocation: sourceLocation)
        }
        return produced
    }
}

extension AppModel {
    /// How far back the decisions pane scrolls to show the decisions at `range` of the history from their top:
    /// their lines beyond the pane's height, as the model measures them. For stating a scroll in a `TestStore`.
    func scrollBackShowing(_ range: Range<Int>) -> Int {
        let (width, height) = decisionsPaneSize
        var lines = 0
        for index in range { lines += decisionLines(at: index, width: width).count }
        return max(0, lines - height)
    }
}
