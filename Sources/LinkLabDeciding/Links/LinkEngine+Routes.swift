#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

extension LinkEngine {
    /// A built-in link's route: checked for safety, resolved native then UUX, and when nothing knows it,
    /// offered to continuity modules. LinkLab's stated assumption (docs/contract.md, A1): built-in
    /// handling consumes a link only when its route resolves.
    func resolveBuiltIn(route: String, continuity: LinkParts, trace: inout Trace) -> LinkVerdict {
        guard routes.checkRouteSafety(route, trace: &trace) else { return .stayed }
        if let resolved = routes.resolve(route: route, trace: &trace) { return .resolved(resolved) }
        trace.pass(.builtInDeclines)
        if let module = offerToModules(continuity, trace: &trace) { return .claimed(module: module) }
        routes.diagnoseUnknown(route: route, trace: &trace)
        return .stayed
    }

    /// The part of a route that names the page: everything before `?`.
    public static func routePath(_ route: String) -> String {
        guard let q = route.utf8.firstIndex(of: 0x3F) else { return route }
        return String(route[..<q])
    }
}
