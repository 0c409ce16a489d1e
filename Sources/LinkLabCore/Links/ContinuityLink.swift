/// Module-owned continuity links (docs/contract.md, "Module-owned continuity links" and A2). Each module normalises a link the way the
/// documented sample does (the fragment, or host+path, lowercased, slashes trimmed) and answers
/// claimed (true), declined (false) or no decision (nil).
public enum ContinuityLink {
    public static func normalise(_ text: String) -> String {
        let lowered = text.utf8.allSatisfy { $0 < 0x80 } ? text.asciiLowercased() : text.lowercased()
        var s = Substring(lowered)
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

/// A module as the engine offers it links: its identifier lowercased and its continuity targets normalised
/// once, when the engine is made, rather than on every link.
struct ModuleIndex: Sendable {
    let identifier: String
    let lowercasedIdentifier: String
    let targets: [String]

    init(_ module: ModuleDeclaration) {
        identifier = module.identifier
        lowercasedIdentifier = module.identifier.lowercased()
        targets = module.continuityTargets.map(ContinuityLink.normalise)
    }

    /// Claimed (true), declined (false) or no decision (nil), as `ContinuityLink.answer(of:to:)`.
    func answer(to link: String) -> Bool? {
        if targets.contains(link) { return true }
        if !targets.isEmpty, link == lowercasedIdentifier || (link.hasPrefix(lowercasedIdentifier) && link.utf8.dropFirst(lowercasedIdentifier.utf8.count).first == 0x2F) {
            return false
        }
        return nil
    }
}

extension LinkEngine {
    /// Offers a declined link to every module in registration order; the first claim wins. One trace
    /// step holds every module's answer.
    func offerToModules(_ link: String, trace: inout Trace) -> String? {
        var answers: [ModuleAnswer] = []
        answers.reserveCapacity(modules.count)
        for module in modules {
            let answer = module.answer(to: link)
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
