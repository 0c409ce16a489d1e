#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        func fold(_ text: String) -> String { normalisation.lowercase ? lowercase(text) : text }
        if normalisation.fragmentFirst, let fragment = url.encodedFragment.map(fold), !fragment.isEmpty {
            return trimSlashes(fragment)
        }
        guard let host = url.host.map(fold), !host.isEmpty else { return nil }
        let path = trimSlashes(fold(url.path))
        return path.isEmpty ? host : host + "/" + path
    }

    /// A declared target in the same form as the links it is compared with.
    public static func normalise(_ text: String, _ normalisation: ContinuityNormalisation = .sample) -> String {
        trimSlashes(normalisation.lowercase ? lowercase(text) : text)
    }

    /// Lowercased as Swift's `lowercased()` does, with no Unicode tables for plain ASCII.
    static func lowercase(_ text: String) -> String {
        text.isAllASCII ? text.asciiLowercased() : text.lowercased()
    }

    static func trimSlashes(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.first == 0x2F || text.lastByte == 0x2F else { return text }
        let trimmed = utf8.drop { $0 == 0x2F }
        guard let last = trimmed.lastIndex(where: { $0 != 0x2F }) else { return "" }
        return String(Substring(trimmed[...last]))
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

/// A module as the engine offers it links: its declared targets normalised once, when the engine is made,
/// rather than on every link.
struct ModuleIndex: Sendable {
    let identifier: String
    let normalisation: ContinuityNormalisation
    let targets: Set<String>

    init(_ module: ModuleDeclaration) {
        identifier = module.identifier
        normalisation = module.normalisation
        targets = Set(module.continuityTargets.map { ContinuityLink.normalise($0, module.normalisation) })
    }
}

extension LinkEngine {
    /// Offers a link built-in handling declined to every module in registration order; the first claim
    /// wins. One trace step holds every module's answer, under the sample's target for the link. Each
    /// module answers as `ContinuityLink.answer(of:to:)` does.
    func offerToModules(_ url: LinkParts, trace: inout Trace) -> String? {
        let sample = ContinuityLink.target(of: url)
        var answers: [ModuleAnswer] = []
        answers.reserveCapacity(modules.count)
        // By index: `for module in modules` copies each declaration (its strings and its set) to read three fields.
        for i in modules.indices {
            let normalisation = modules[i].normalisation
            let target = normalisation == .sample ? sample : ContinuityLink.target(of: url, normalisation: normalisation)
            let answer: Bool? = target.map { modules[i].targets.contains($0) } == true ? true : nil
            answers.append(ModuleAnswer(module: modules[i].identifier, answer: answer))
            if answer == true {
                trace.pass(modulesStep(link: sample ?? "", answers: answers))
                return modules[i].identifier
            }
        }
        trace.fail(modulesStep(link: sample ?? "", answers: answers))
        return nil
    }

    /// On Android the same modules are `LifecycleModule`s receiving a new intent, with the same claim rules.
    private func modulesStep(link: String, answers: [ModuleAnswer]) -> Check {
        config.platform == .android ? .android(.lifecycleModules(link: link, answers: answers))
            : .continuityModules(link: link, answers: answers)
    }
}
