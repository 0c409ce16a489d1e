import Foundation

/// Module-owned continuity links (docs/contract.md, "Module-owned continuity links" and A2), decided as the documented sample
/// `ContinuityLifecycleModule` decides them (Continuity Lifecycle Module page, `normalizedTarget(from:)`):
/// - a link with a fragment: the target is the fragment, lowercased, with slashes trimmed from both ends;
/// - otherwise: host/path, lowercased, with slashes trimmed;
/// - the module claims (true) only its own target, and answers nil for every other link.
public enum ContinuityLink {
    /// The sample's target for a link, or nil when it has none (no fragment and no host). The fragment is
    /// read as written (`URL.fragment` keeps its escapes); the host and path decoded, as `URL` gives them.
    public static func target(of url: URLComponents, normalisation: ContinuityNormalisation = .sample) -> String? {
        target(of: LinkParts(components: url), normalisation: normalisation)
    }

    static func target(of url: LinkParts, normalisation: ContinuityNormalisation = .sample) -> String? {
        func fold(_ text: String) -> String { normalisation.lowercase ? text.lowercased() : text }
        if normalisation.fragmentFirst, let fragment = url.encodedFragment.map(fold), !fragment.isEmpty {
            return trimSlashes(fragment)
        }
        guard let host = url.host.map(fold), !host.isEmpty else { return nil }
        let path = trimSlashes(fold(url.path))
        return path.isEmpty ? host : host + "/" + path
    }

    /// A declared target in the same form as the links it is compared with.
    public static func normalise(_ text: String, _ normalisation: ContinuityNormalisation = .sample) -> String {
        trimSlashes(normalisation.lowercase ? text.lowercased() : text)
    }

    static func trimSlashes(_ text: String) -> String {
        var s = Substring(text)
        while s.hasPrefix("/") { s = s.dropFirst() }
        while s.hasSuffix("/") { s = s.dropLast() }
        return String(s)
    }

    /// A module's answer to a link: true when the link's target is one the module declares, nil otherwise
    /// (the sample answers nil for a link that is malformed or not its own; it never answers false).
    public static func answer(of module: ModuleDeclaration, to url: URLComponents) -> Bool? {
        answer(of: module, to: LinkParts(components: url))
    }

    static func answer(of module: ModuleDeclaration, to url: LinkParts) -> Bool? {
        guard let target = target(of: url, normalisation: module.normalisation) else { return nil }
        return module.continuityTargets.contains { normalise($0, module.normalisation) == target } ? true : nil
    }
}

/// How a module normalises a link before it compares it with its targets. The demo module follows the
/// documented sample exactly; a settings-file module does too, unless its `targetNormalisation` says otherwise.
public struct ContinuityNormalisation: Sendable, Equatable {
    /// Lowercase the link (and the declared targets) before comparing. The sample does.
    public var lowercase: Bool
    /// Take a non-empty fragment as the target, before host/path. The sample does.
    public var fragmentFirst: Bool

    public init(lowercase: Bool = true, fragmentFirst: Bool = true) {
        self.lowercase = lowercase
        self.fragmentFirst = fragmentFirst
    }

    /// The documented sample's `normalizedTarget(from:)`.
    public static let sample = ContinuityNormalisation()
}

extension LinkEngine {
    /// Offers a link built-in handling declined to every module in registration order; the first claim
    /// wins. One trace step holds every module's answer, under the sample's target for the link.
    func offerToModules(_ url: LinkParts, trace: inout Trace) -> String? {
        let shown = ContinuityLink.target(of: url) ?? ""
        var answers: [ModuleAnswer] = []
        answers.reserveCapacity(config.modules.count)
        for module in config.modules {
            let answer = ContinuityLink.answer(of: module, to: url)
            answers.append(ModuleAnswer(module: module.identifier, answer: answer))
            if answer == true {
                trace.pass(.continuityModules(link: shown, answers: answers))
                return module.identifier
            }
        }
        trace.fail(.continuityModules(link: shown, answers: answers))
        return nil
    }
}
