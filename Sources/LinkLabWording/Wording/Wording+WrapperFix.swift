import LinkLabText
import LinkLabReading
import LinkLabDeciding

extension Wording {
    /// The bank's fix for a wrapped or tracked link, following who added the wrapper: it never names a host
    /// whose `addedBy` is not `bank` as one to host a file on or change (docs/contract.md, "Who added the wrapper").
    static func wrapperFix<S: WordSink>(_ path: DecisionPath, siteFile: StaticString, into o: inout S) {
        if let host = path.bankHost {
            o += "Host "; o.write(literal: siteFile); o += " on "; o.user(host, limit: 80)
            o += " (the bank's own link domain) that claims the app, and have the app resolve tracking links to their destination."
            if path.wrapperAddedBy != .bank { o += " The other hops were added by others; the bank cannot change them." }
            return
        }
        switch path.wrapperAddedBy {
        case .recipientSecurity:
            o += "The customer's mail security rewrote the link; the bank cannot change that. "
            if path.platform == .android {
                o += "Have the page the customer lands on offer the app (a link or button that opens it)"
            } else {
                o += "Have the page the customer lands on offer the app (the Smart App Banner's OPEN)"
            }
            o += "; the customer can also long-press the link and open it in the app."
        case .publicRedirector:
            o += "Post or send the direct link"; directLink(path, into: &o); o += ", not one through a public site's redirect."
        case .emailService:
            o += "Use a branded link domain the bank controls for click tracking, serve "; o.write(literal: siteFile)
            o += " there for the tracked paths, and have the app resolve the tracked link to its destination; or keep app links out of click tracking."
        case .bank, .unknown, nil:
            o += "LinkLab does not know who added this redirect. Send the direct link"; directLink(path, into: &o); o += "."
        }
    }

    private static func directLink<S: WordSink>(_ path: DecisionPath, into o: inout S) {
        if let fix = path.checkedFix { o += " ("; o.user(fix, limit: 240); o += ")" }
    }
}
