/// Module-owned continuity links (DESIGN.md entry point 3). Each module normalises a link the way the
/// documented sample does (the fragment, or host+path, lowercased, slashes trimmed) and answers
/// claimed (true), declined (false) or no decision (nil).
public enum ContinuityLink {
    public static func normalise(_ text: String) -> String {
        var s = Substring(text.lowercased())
        while s.hasPrefix("/") { s = s.dropFirst() }
        while s.hasSuffix("/") { s = s.dropLast() }
        return String(s)
    }

    /// A module's answer to a normalised link.
    public static func answer(of module: ModuleDeclaration, to link: String) -> Bool? {
        if module.continuityTargets.contains(where: { normalise($0) == link }) { return true }
        let own = module.identifier.lowercased()
        if !module.continuityTargets.isEmpty, link == own || link.hasPrefix(own + "/") { return false }
        return nil
    }
}

extension LinkEngine {
    /// Offers a declined link to every module in registration order; the first claim wins.
    func offerToModules(_ link: String, trace: inout Trace) -> String? {
        let shown = DisplayText.sanitize(link, limit: 120)
        for module in config.modules {
            switch ContinuityLink.answer(of: module, to: link) {
            case true?:
                trace.pass("continuity module", "\(module.identifier) claimed \(shown) (answered true).")
                return module.identifier
            case false?:
                trace.fail("continuity module", "\(module.identifier) declined \(shown) (answered false).")
            case nil:
                trace.fail("continuity module", "\(module.identifier) made no decision on \(shown) (answered nil).")
            }
        }
        if config.modules.isEmpty { trace.fail("continuity module", "The app registers no continuity modules.") }
        return nil
    }
}
