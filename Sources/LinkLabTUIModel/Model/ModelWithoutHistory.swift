import LinkLabDeciding

/// A model as the run loop keeps it to compare the next one with: everything but its growing parts (the
/// session, whose history grows by every decision, and F8's check-list rows), which are told unchanged by
/// their stamp (`GrowingPartsStamp`). Kept whole, the model would share the history's storage with the model
/// the loop goes on changing, and the next decision appended would copy the whole history.
package struct ModelWithoutHistory: Sendable {
    private let model: AppModel

    package init(_ model: AppModel) {
        var kept = model
        let stamp = kept.growingStamp
        // A fresh state lets go of the history's storage; the stamp says what the session was.
        kept.session.reset(signedIn: kept.state.signedIn)
        kept.explored = []
        kept.growingStamp = stamp
        self.model = kept
    }

    /// Whether `later` differs from the kept model at most in what only the input line draws
    /// (`AppModel.differsOnlyInInputLine`). False whenever its session or check list changed since.
    package func differsOnlyInInputLine(_ later: AppModel) -> Bool {
        guard later.growingStamp.same(as: model.growingStamp) else { return false }
        var mine = later
        mine.session = model.session
        mine.explored = model.explored
        return mine.differsOnlyInInputLine(from: model)
    }
}
