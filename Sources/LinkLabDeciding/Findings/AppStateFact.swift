import LinkLabReading

/// What the session found about the app's state on the iPhone (installed, running, first launch) and
/// the deferred-link service, as facts (docs/contract.md, "App states").
public enum AppStateFact: Sendable, Equatable {
    /// The app is not installed, so iOS has no app to hand the input to.
    case notInstalled
    /// Safari opens the https link itself: the page on the web.
    case safariOpens(link: String)
    /// Safari cannot open a link in a scheme no installed app registers.
    case safariCannotOpen(scheme: String)
    /// The web page stored the destination with the deferred-link service before the App Store.
    case deferredStored(DeferredLinkService, PendingNavigation)
    /// No deferred-link service is configured, so the destination is lost at the App Store.
    case noDeferredService(PendingNavigation)
    /// The App Store installs the app.
    case installs
    /// The app launches to its root screen; `firstLaunch` when it is the first since the install.
    case launches(firstLaunch: Bool, rootTitle: String)
    /// On its first launch the app asked the service; `found` is what it returned.
    case deferredLookup(DeferredLinkService, found: PendingNavigation?)
    /// The app was not running: it launched to its root, and the input waited until launch ended.
    case coldStartQueued(rootTitle: String)
    /// The app was not running, and the link that arrived during launch was dropped.
    case coldStartDropped(rootTitle: String)
    /// The same facts on Android, in Android's words (the browser, Google Play, the install referrer).
    case android(AndroidAppStateFact)
}
