import LinkLabText
import LinkLabReading
import LinkLabDeciding

extension Wording {
    /// The customer's sentence when the app is not installed: the missing app is the first cause, and the
    /// deferred link (iOS) or the install referrer (Android) says what happens after the install
    /// (docs/contract.md, "Not installed", A27, A28).
    static func notInstalledCustomerSays<S: WordSink>(_ d: Decision, into o: inout S) {
        let android = d.path?.platform == .android
        o += "The "; o.user(d.path?.appName ?? "bank's"); o += " app is not installed on this phone"
        o += d.outcome == .openedInBrowser ? ", so the link opened the website." : ", so the link cannot open anything."
        o += android ? " Install the app from Google Play" : " Install the app from the App Store"
        if d.diagnostics.contains(where: { $0.code == .deferredLinkStored }) {
            o += ": when you open it the first time, it takes you to this page."
        } else {
            o += ", open it, and go to the page from its menu."
        }
    }

    /// The bank's fix when the app is not installed: nothing in the link to change; what helps is offering the
    /// app where the link lands, and a deferred deep link so the first launch opens the page.
    static func notInstalledBankFix<S: WordSink>(_ d: Decision, into o: inout S) {
        let android = d.path?.platform == .android
        o += "Nothing to fix in the link: the app is not installed on this phone. "
        if d.diagnostics.contains(where: { $0.code == .deferredLinkStored }) {
            o += "The deferred link already takes the customer to the page on the first launch."
        } else if android {
            o += "Have the page send customers to Google Play with the page in the install referrer, so the first launch opens it."
        } else {
            o += "Have the page offer the app (the Smart App Banner's VIEW), and set up deferred deep links so the first launch opens the page."
        }
    }
}
