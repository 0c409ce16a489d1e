import LinkLabCore

/// The link library (F5): the documented valid and invalid examples, each with one line on what it
/// shows. Links are written for the FI in use, so a partner's settings get their own examples.
public struct LibraryEntry: Sendable, Equatable {
    public var link: String
    public var valid: Bool
    public var note: String
}

public enum LinkLibrary {
    public static func entries(for config: FIConfiguration) -> [LibraryEntry] {
        let build = LinkBuilder(configuration: config)
        let scheme = config.urlScheme
        let page = config.uuxPage
        let host = config.associatedDomain
        let base = String(page.dropLast(config.targetPageName.count))
        let demo = config.modules.first { !$0.continuityTargets.isEmpty }
        var entries = [
            LibraryEntry(link: build.customSchemeLink(route: "messages"), valid: true, note: "Custom scheme, targetPage encoded: opens Messages."),
            LibraryEntry(link: build.customSchemeLink(route: "settings/profile"), valid: true, note: "Custom scheme to a nested route: Profile."),
            LibraryEntry(link: build.universalLink(route: "messages"), valid: true, note: "Universal Link with a #/ route: Messages."),
            LibraryEntry(link: build.universalLink(route: "settings/profile"), valid: true, note: "Universal Link to Profile. Try it signed out (F3)."),
            LibraryEntry(link: build.customSchemeLink(route: "transfer"), valid: true, note: "A native route: the banking module draws Transfer."),
            LibraryEntry(link: "\(scheme)://open?targetPage=#/messages", valid: false, note: "The classic: # not encoded, the route is lost."),
            LibraryEntry(link: page, valid: false, note: "Universal Link with no #/route: the app stays put."),
            LibraryEntry(link: "https://wrong-host.\(host.split(separator: ".").dropFirst().joined(separator: "."))\(page.dropFirst("https://\(host)".count))#/messages", valid: false, note: "Another host: iOS opens the browser, not the app."),
            LibraryEntry(link: "\(base)dashboard.aspx#/messages", valid: false, note: "Path without \(config.targetPageName): not the app's page."),
            LibraryEntry(link: "https://\(host)/messages", valid: false, note: "A bare path: no \(config.targetPageName), no route."),
            LibraryEntry(link: "\(page)?targetPage=messages", valid: false, note: "Route in the query instead of the #/ fragment."),
            LibraryEntry(link: "otherapp://open?targetPage=%23%2Fmessages", valid: false, note: "Another app's scheme: iOS does not open this app."),
            LibraryEntry(link: "\(scheme)://open?targetPage=" + LinkBuilder.encodeQueryValue(build.universalLink(route: "messages")), valid: false, note: "A whole URL inside targetPage."),
            LibraryEntry(link: "\(scheme)://open?targetPage=%2523%252Fmessages", valid: false, note: "targetPage encoded twice."),
            LibraryEntry(link: build.customSchemeLink(route: "rewards"), valid: false, note: "A route the app does not know: it stays put."),
            LibraryEntry(link: "https://\(host)@evil.example/\(config.targetPageName)#/messages", valid: false, note: "Hostile: the real host hides after an @ sign."),
        ]
        if let demo, let target = demo.continuityTargets.first {
            entries.insert(LibraryEntry(link: "\(scheme)://\(target)", valid: true, note: "A module's continuity link: the module claims it."), at: 5)
            entries.insert(LibraryEntry(link: build.universalLink(route: target), valid: true, note: "Continuity link as a Universal Link: built-in declines, module claims."), at: 6)
        }
        return entries
    }
}
