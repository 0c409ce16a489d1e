import LinkLabReading

/// What the session found about the Android app's state on the phone (installed, running, first launch) and
/// Google Play's install referrer, as facts (docs/contract.md, "App states on Android"). The iOS facts
/// (`AppStateFact`) say Safari and the App Store; these say what Android does.
public enum AndroidAppStateFact: Sendable, Equatable {
    /// The app is not installed, so Android has none of its activities to start.
    case notInstalled
    /// Android gives the App Link to the browser, which opens the page on the web: an https link on Android
    /// opens an app or the browser, never nothing.
    case browserOpens(link: String)
    /// No installed app has an activity for the scheme: the browser's `startActivity` finds none
    /// (`ActivityNotFoundException`), and nothing happens.
    case noActivity(scheme: String)
    /// The web page sends the customer to Google Play with the destination in the install referrer of the
    /// app `package` (`play.google.com/store/apps/details?id=…&referrer=…`).
    case referrerStored(PendingNavigation, package: String)
    /// The web page sends the customer to Google Play without the destination (`android.installReferrer` is
    /// false), so it is lost at the install.
    case noReferrer(PendingNavigation)
    /// Google Play installs the app.
    case installs
    /// On its first launch the app reads the install referrer (Google Play Install Referrer API); `found`
    /// is the destination in it, if any.
    case referrerRead(found: PendingNavigation?)
    /// The app was not running: Android created its activity with the link's intent (`getIntent()` in
    /// `onCreate`), or with the tapped notification's (`push`), and the intent waited until launch ended.
    case coldStartQueued(rootTitle: String, push: Bool = false)
    /// The app was not running, and it dropped the intent it was started with.
    case coldStartDropped(rootTitle: String)
}

/// What an app-state decision on Android amounts to, where the iOS conclusion's words (Safari, the App
/// Store) would not be true.
public enum AndroidAppStateConclusion: Sendable, Equatable {
    /// Not installed: the browser shows the App Link's page; `referrer` when the web page passes the
    /// destination to Google Play.
    case openedInBrowser(referrer: Bool)
    /// Not installed: no activity takes the custom-scheme link, so nothing happens.
    case noActivity(scheme: String)
    /// Google Play installed the app.
    case installed
}
