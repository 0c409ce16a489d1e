/// Why `linklab build` cannot build from what was given.
public enum BuildProblem: Error, Sendable, Equatable {
    case empty
    case unsafe(String)
    case traversal(String)
    /// A URL with no `#/route` part to take.
    case urlWithoutRoute(String)
    /// A custom-scheme link without a usable `targetPage`.
    case linkWithoutTargetPage(String)
    /// A link of another scheme, or text that is not a link at all though it has `://`.
    case notALink(String)
    /// A link the app reads no route from, for a reason the engine names (its first error's code).
    case noRouteRead(String, code: DiagnosticCode?)
}
