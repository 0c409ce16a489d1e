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
    /// Offers a declined link to every module in registration order; the first claim wins. One trace
    /// step holds every module's answer.
    func offerToModules(_ link: String, trace: inout Trace) -> String? {
        var answers: [ModuleAnswer] = []
        for module in config.modules {
            let answer = ContinuityLink.answer(of: module, to: link)
            answers.append(ModuleAnswer(module: module.identifier, answer: answer))
            if answer == true {
                trace.pass(.continuityModules(link: link, answers: answers))
                return module.identifier
            }
        }
        trace.fail(.continuityModules(link: link, answers: answers))
        return nil
    }
}
