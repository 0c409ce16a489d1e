extension LinkEngine {
    /// A built-in link's route: checked for safety, resolved native then UUX, and when nothing knows it,
    /// offered to continuity modules. LinkLab's stated assumption: built-in handling consumes a link only
    /// when its route resolves.
    func resolveBuiltIn(route: String, continuity: String, trace: inout Trace) -> LinkVerdict {
        guard checkRouteSafety(route, trace: &trace) else { return .stayed }
        if let resolved = resolve(route: route, trace: &trace) { return .resolved(resolved) }
        trace.pass("built-in handling", "declines the link, so continuity modules are offered it.")
        if let module = offerToModules(ContinuityLink.normalise(continuity), trace: &trace) { return .claimed(module: module) }
        diagnoseUnknown(route: route, trace: &trace)
        return .stayed
    }

    /// "Resolving a route": a native module route first, then the UUX route. One trace step says
    /// which answered, so a UUX page is not shown as a failed check.
    public func resolve(route: String, trace: inout Trace) -> ResolvedRoute? {
        let path = Self.routePath(route)
        let shown = DisplayText.sanitize(path, limit: 120)
        guard let screen = app.screens.screen(forRoute: path) else {
            trace.fail("route", "No native module and no UUX web page handles #/\(shown).")
            return nil
        }
        if screen.handler == .native {
            let module = config.module(screen.owner)
            trace.pass("route", "#/\(shown) is a native route: \(module?.name ?? screen.owner) draws \(screen.title).")
            return ResolvedRoute(route: route, screen: screen, handler: .native, module: screen.owner)
        }
        trace.pass("route", "No native module handles #/\(shown), so the UUX web page shows it (\(screen.title)).")
        return ResolvedRoute(route: route, screen: screen, handler: .uux, module: nil)
    }

    func diagnoseUnknown(route: String, trace: inout Trace) {
        let path = Self.routePath(route)
        let shown = DisplayText.sanitize(path, limit: 120)
        let near = app.screens.nearestRoute(to: path)
        let hint = near.map { " Did you mean #/\($0)?" } ?? ""
        trace.diagnose(.unknownRoute, "The app does not know the page #/\(shown): no native module and no web page handles it, so the app stays on the current screen.\(hint)", fix: near.map { builder.customSchemeLink(route: $0) })
    }

    /// Rejects `..` and `.` segments and control or bidi characters in a route.
    func checkRouteSafety(_ route: String, trace: inout Trace) -> Bool {
        if DisplayText.containsUnsafe(route) {
            trace.fail("route safety", "The route contains control or text-direction characters.")
            trace.diagnose(.controlCharacters, "The page this link names contains hidden control or text-direction characters, which can disguise it. The app refuses it and stays on the current screen.")
            return false
        }
        if LinkBuilder.problem(with: route) != nil {
            trace.fail("route safety", "The route contains a . or .. segment.")
            trace.diagnose(.routeTraversal, "The page this link names contains '..' or '.' steps, which try to climb out of the app's pages. The app refuses it and stays on the current screen.")
            return false
        }
        trace.pass("route safety", "No traversal segments or hidden characters.")
        return true
    }

    /// The part of a route that names the page: everything before `?`.
    public static func routePath(_ route: String) -> String {
        route.firstIndex(of: "?").map { String(route[..<$0]) } ?? route
    }
}
