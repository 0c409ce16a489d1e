@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording
/// Link intake: every input is opened signed in and signed out (then signed in, so a stored link is
/// replayed), and every decision is checked for safe output and for where it lets the app go.
enum LinksTarget {
    static func run(_ text: String) {
        LinkChecks.open(text, engine: DemoApp.engine)
    }
}

/// The checks on a link's decisions, shared with the settings target (which opens links under a
/// fuzzed FI).
enum LinkChecks {
    static func open(_ text: String, engine: LinkEngine) {
        for signedIn in [true, false] {
            let (next, decisions) = Session.reduce(.initial(signedIn: signedIn), .openLink(text), engine: engine)
            Breach.check(!decisions.isEmpty, .decisionMade, "opening the link \(signedIn ? "signed in" : "signed out") made no decision")
            for d in decisions { check(d, link: text, configuration: engine.app.configuration) }
            if let pending = next.pending {
                OutputCheck.safe(pending.label, "the pending navigation's label")
                let (_, replayed) = Session.reduce(next, .signIn, engine: engine)
                for d in replayed {
                    OutputCheck.decision(d)
                    if d.entry != .signIn { navigation(d, link: text, configuration: engine.app.configuration) }
                }
            }
        }
    }

    static func check(_ d: Decision, link: String, configuration: FIConfiguration) {
        OutputCheck.decision(d)
        navigation(d, link: link, configuration: configuration)
    }

    /// A link that opens the app (navigated, deferred or handled by a module) is written with the FI's
    /// own scheme, or https at the associated domain with no port and no userinfo, and holds no hidden
    /// character once the ASCII white space docs/contract.md (A12) trims is removed from its ends.
    static func navigation(_ d: Decision, link: String, configuration: FIConfiguration) {
        guard d.outcome.isSuccess else { return }
        let written = WrittenLink(link)
        let outcome = d.outcome.rawValue
        if written.schemeIs("https") {
            if let (kind, why) = written.foreignHost(domain: configuration.associatedDomain) {
                Breach.report(.ownHost, "\(outcome), but \(why)", kind: kind)
            }
        } else if !written.schemeIs(configuration.urlScheme) {
            Breach.report(.ownScheme, "\(outcome), but the scheme as written is \"\(Escaped.bytes(written.scheme))\"", kind: "scheme")
        }
        let trimmed = WrittenLink.trimmedBreaks(link)
        if let at = trimmed.firstIndex(where: HiddenCharacter.isHidden) {
            let place = at == trimmed.startIndex ? "start" : (trimmed.index(after: at) == trimmed.endIndex ? "end" : "middle")
            let name = HiddenCharacter.name(trimmed[at])
            Breach.report(.noHiddenCharacters, "\(outcome), but the link holds \(name) at its \(place)", kind: "\(name) at the \(place)")
        }
    }
}
