#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

/// `linklab build`: what a person copied, read into a route, and the links for it. People copy a route
/// (`settings/profile`, `#/settings/profile`), a whole browser URL (the Deep Linking page's "How to Find the
/// Correct Route": the route is what follows `#/`), an encoded `%23%2F…` value, or a link LinkLab built before.
public struct BuildPlan: Sendable, Equatable {
    /// The route the links carry, without `#/`.
    public var route: String
    /// What the route was taken from.
    public var source: BuildSource
    /// The continuity module whose own link forms were built (`urlScheme://moduleIdentifier/path` and
    /// `{uuxPage}#/moduleIdentifier/path`), or nil for the two built-in forms.
    public var module: String?
    public var customScheme: String
    public var universalLink: String
    /// For module forms: whether the module claims them (the target is one it declares). Nil for the
    /// built-in forms, which the app acts on when the route is a page it knows.
    public var moduleClaims: Bool?
}

/// Where `linklab build` found the route.
public enum BuildSource: String, Sendable, Equatable {
    /// Typed as a route: `settings/profile`, `/settings/profile` or `#/settings/profile`.
    case route
    /// The part after `#/` of a browser URL.
    case browserURL
    /// `%23%2F…`, decoded once.
    case encoded
    /// The `targetPage` of a custom-scheme link.
    case targetPage
    /// The target of a module-owned custom-scheme link (`urlScheme://moduleIdentifier/path`).
    case moduleLink
}

extension LinkBuilder {

    /// Reads what was copied and plans the links, or says why it cannot. A link is read by `engine`, the
    /// one reader of links: the route built from is the route `explain` says the app receives, so `build`,
    /// `vary` and `explain` cannot disagree about a link.
    public func plan(_ copied: String, engine: LinkEngine) -> Result<BuildPlan, BuildProblem> {
        let text = copied.trimmedAround
        let taken: (route: String, source: BuildSource)
        switch take(text, engine: engine) {
        case .success(let t): taken = t
        case .failure(let problem): return .failure(problem)
        }
        let route = taken.route
        if let problem = Self.routeProblem(route) { return .failure(problem) }
        return .success(links(for: route, source: taken.source))
    }

    private func take(_ text: String, engine: LinkEngine) -> Result<(route: String, source: BuildSource), BuildProblem> {
        let shown = DisplayText.sanitize(text, limit: 200)
        if text.asciiLowercased().hasPrefix("%23") { return .success((Self.bareRoute(text.decodedOnce), .encoded)) }
        let evaluation = engine.evaluate(text)
        let codes = evaluation.trace.diagnostics.filter { $0.severity == .error }.map(\.code)
        let parts = LinkParts.read(text)
        switch evaluation.entry {
        case .customScheme where parts?.scheme?.equalsIgnoringASCIICase(configuration.urlScheme) == true:
            if let route = evaluation.route { return .success((route, .targetPage)) }
            let unread: Set<DiagnosticCode> = [.missingTargetPage, .unencodedTargetPage, .targetPageNotARoute]
            if codes.isEmpty || codes.contains(where: unread.contains) { return .failure(.linkWithoutTargetPage(shown)) }
            return .failure(.noRouteRead(shown, code: codes.first))
        case .moduleLink:
            // A Universal Link's module route is read by the engine; a custom-scheme module link has no
            // route, and its module's target is host and path, as the sample module reads it.
            if let route = evaluation.route { return .success((route, .browserURL)) }
            guard let parts, let host = parts.host else { return .failure(.noRouteRead(shown, code: codes.first)) }
            return .success((ContinuityLink.trimSlashes(host + parts.path), .moduleLink))
        case .universalLink:
            if let route = evaluation.route { return .success((route, .browserURL)) }
            if codes.isEmpty || codes == [.missingRouteFragment] { return .failure(.urlWithoutRoute(shown)) }
            return .failure(.noRouteRead(shown, code: codes.first(where: { $0 != .missingRouteFragment }) ?? codes.first))
        default:
            // Not a link the app takes: a route as typed, unless it is written as a link of another kind.
            return text.containsBytes("://") ? .failure(.notALink(shown)) : .success((Self.bareRoute(text), .route))
        }
    }

    /// The built-in forms, or a continuity module's own forms when the route starts with its identifier.
    private func links(for route: String, source: BuildSource) -> BuildPlan {
        let first = route.split(separator: "/", maxSplits: 1).first.map(String.init) ?? route
        if let module = configuration.modules.first(where: { !$0.continuityTargets.isEmpty && $0.identifier.equalsIgnoringASCIICase(first) }) {
            let custom = "\(configuration.urlScheme)://" + PercentEncoding.encode(route, keeping: PercentEncoding.path)
            let universal = configuration.uuxPage + "#/" + PercentEncoding.encode(route, keeping: PercentEncoding.fragment)
            let claimed = LinkParts.read(custom).map { ContinuityLink.answer(of: module, to: $0) == true } ?? false
            return BuildPlan(route: route, source: source, module: module.identifier, customScheme: custom,
                             universalLink: universal, moduleClaims: claimed)
        }
        return BuildPlan(route: route, source: source, module: nil, customScheme: customSchemeLink(route: route),
                         universalLink: universalLink(route: route), moduleClaims: nil)
    }
}
