#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

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

    package static func target(of url: LinkParts, normalisation: ContinuityNormalisation = .sample) -> String? {
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

    package static func trimSlashes(_ text: String) -> String {
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

    package static func answer(of module: ModuleDeclaration, to url: LinkParts) -> Bool? {
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
package struct ModuleIndex: Sendable {
    package let identifier: String
    package let normalisation: ContinuityNormalisation
    package let targets: Set<String>

    package init(_ module: ModuleDeclaration) {
        identifier = module.identifier
        normalisation = module.normalisation
        targets = Set(module.continuityTargets.map { ContinuityLink.normalise($0, module.normalisation) })
    }
}
