import LinkLabText

extension LinkBuilder {
    /// Why a route cannot be built into a link, or nil when it can: the same rules the engine applies to a
    /// route it reads.
    public static func routeProblem(_ route: String) -> BuildProblem? {
        if route.isEmpty { return .empty }
        if DisplayText.containsUnsafe(route) { return .unsafe(DisplayText.sanitize(route, limit: 120)) }
        if hasDotSegment(route) { return .traversal(DisplayText.sanitize(route, limit: 120)) }
        return nil
    }
}
