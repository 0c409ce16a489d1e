import LinkLabFrames

extension AppModel {
    /// Whether this model and `other` differ at most in what only the input line draws: the line being edited,
    /// which link of the history ↑ recalled, whether it was typed, and the host's clock. Every other part of the
    /// screen is read from the rest, so when this holds the run loop keeps those parts as they were drawn.
    package func differsOnlyInInputLine(from other: AppModel) -> Bool {
        var mine = self
        mine.input = other.input
        mine.inputTyped = other.inputTyped
        mine.historyIndex = other.historyIndex
        mine.clock = other.clock
        return mine == other
    }
}

extension AppModel {
    /// Whether this model and `other` differ at most in the walkthroughs offered while no window is open: they are
    /// drawn only in F7's window, so the screen is the same.
    package func differsOnlyInWalkthroughs(from other: AppModel) -> Bool {
        guard overlay == nil, other.overlay == nil else { return self == other }
        var mine = self
        mine.walkthroughs = other.walkthroughs
        return mine == other
    }
}
