/// The hops of a way as the planner finds them, the newest held apart: a way of one hop, as most are,
/// makes no array (`PathPlan.hops`).
struct PlannedHops {
    /// The hops before the newest, in order.
    private var earlier: [Hop] = []
    /// The newest hop, or nil before the first.
    private(set) var last: Hop?
    /// How many hops there are.
    private(set) var count = 0

    mutating func append(_ hop: consuming Hop) {
        if count > 0, let previous = last.take() { earlier.append(previous) }
        last = hop
        count += 1
    }

    /// Every hop, in order, for the way a decision shows.
    var all: [Hop] {
        guard let last else { return earlier }
        return earlier + [last]
    }
}
