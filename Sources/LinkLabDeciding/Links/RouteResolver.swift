import LinkLabText
import LinkLabReading

/// "Resolving a route" (docs/contract.md): safety first, then a native module route, then the UUX
/// route. The link engine, the push engine and the sign-in replay all resolve through it.
public struct RouteResolver: Sendable {
    public let app: BankingApp

    public init(app: BankingApp) { self.app = app }

    /// "Resolving a route": a native module route first, then the UUX route. One trace step says
    /// which answered, so a UUX page is not shown as a failed check.
    public func resolve(route: String, trace: inout Trace) -> ResolvedRoute? {
        let path = LinkEngine.routePath(route)
        guard let screen = app.screens.screen(forRoute: path) else {
            trace.fail(.routeUnknown(path: path))
            return nil
        }
        if screen.handler == .native {
            let name = app.configuration.module(screen.owner)?.name ?? screen.owner
            trace.pass(.nativeRoute(path: path, moduleName: name, title: screen.title))
            return ResolvedRoute(route: route, screen: screen, handler: .native, module: screen.owner)
        }
        trace.pass(.uuxRoute(path: path, title: screen.title))
        return ResolvedRoute(route: route, screen: screen, handler: .uux, module: nil)
    }

    func diagnoseUnknown(route: String, trace: inout Trace) {
        let path = LinkEngine.routePath(route)
        let near = app.screens.nearestRoute(to: path)
        trace.diagnose(.unknownRoute(path: path, nearest: near), fix: near.map { .customSchemeLink(scheme: app.configuration.urlScheme, route: $0) })
    }

    /// Rejects `..` and `.` segments and control or bidi characters in a route.
    func checkRouteSafety(_ route: String, trace: inout Trace) -> Bool {
        if DisplayText.containsUnsafe(route) {
            trace.fail(.routeSafety(.hiddenCharacters))
            trace.diagnose(.hiddenCharactersInRoute)
            return false
        }
        if LinkBuilder.hasDotSegment(route) {
            trace.fail(.routeSafety(.traversal))
            trace.diagnose(.routeTraversal)
            return false
        }
        trace.pass(.routeSafety(nil))
        return true
    }

}
