import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Chrome's `intent:` links (docs/contract.md, "Chrome's intent: links"): read as `Intent.parseUri(uri,
/// URI_INTENT_SCHEME)` reads them, then resolved as Chromium's `ExternalNavigationHandler` does.
@Suite("Chrome intent: links")
struct ChromeIntentLinkTests {
    static let demo = "intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.q2.mobile.demo;end"

    @Test("developer.chrome.com/docs/android/intents: the Zxing example and its fallback")
    func chromeExample() throws {
        let link = try ChromeIntentLink.read(
            "intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;S.browser_fallback_url=http%3A%2F%2Fzxing.org;end").get()
        #expect(link.data == "zxing://scan/")
        #expect(link.package == "com.google.zxing.client.android")
        #expect(link.fallbackURL == "http://zxing.org")
        #expect(link.action == ChromeIntentLink.viewAction, "parseUri: VIEW when no action is named")
        #expect(link.extras.isEmpty, "Chrome keeps browser_fallback_url for itself")
    }

    @Test("Intent.parseUri: keys, S. extras decoded, the component, and the refusals", arguments: [
        ("intent:#Intent;action=android.intent.action.SEND;category=x.Y;component=a/.B;S.k=a%20b;end", true),
        ("intent://x", false), ("intent://x#Intent;scheme=zz", false), ("intent://x#Other;end", false),
    ])
    func parse(text: String, readable: Bool) {
        let read = ChromeIntentLink.read(text)
        if case .success(let link) = read {
            #expect(readable)
            #expect(link.action == "android.intent.action.SEND" && link.categories == ["x.Y"] && link.component == "a/.B")
            #expect(link.extras.first?.key == "k" && link.extras.first?.value == "a b")
            #expect(link.data == "", "no scheme and no body: no data")
        } else {
            #expect(!readable)
        }
    }

    @Test("ExternalNavigationHandler: the app takes it, or the fallback, or Google Play, or nothing", arguments: [
        (demo, Outcome.navigated, nil as DiagnosticCode?),
        ("intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.other;S.browser_fallback_url=https%3A%2F%2Fdemo.q2.com%2F;end",
         .openedInBrowser, .intentLinkFallback),
        ("intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.other;end", .openedInBrowser, .intentLinkToPlay),
        ("intent://open?targetPage=%23%2Fmessages#Intent;scheme=other;end", .notOpened, .intentLinkUnresolved),
        ("intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.q2.mobile.demo;action=android.intent.action.SEND;end",
         .openedInBrowser, .intentLinkToPlay),
        ("intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.q2.mobile.demo;category=android.intent.category.APP_BROWSER;end",
         .openedInBrowser, .intentLinkToPlay),
        ("intent://x#Intent;scheme=q2mob", .notOpened, .intentLinkMalformed),
    ])
    func resolve(link: String, outcome: Outcome, code: DiagnosticCode?) throws {
        let d = decide(link, app: try Producer.android())
        #expect(d.outcome == outcome, "\(d.codes)")
        if let code { #expect(d.has(code), "\(d.codes)") }
        #expect(!d.has(.wrongURLScheme), "an intent: link is not a wrong scheme on Android")
    }

    @Test("the fix puts the app's scheme and package in the link, and the fix works")
    func fixWorks() throws {
        let app = try Producer.android()
        let d = decide("intent://open?targetPage=%23%2Fmessages#Intent;scheme=other;package=com.other;end", app: app)
        guard case .link(let fixed)? = d.diagnostics.first(where: { $0.code == .intentLinkToPlay })?.fix else {
            Issue.record("no fix: \(d.diagnostics)")
            return
        }
        #expect(decide(fixed, app: app).outcome == .navigated, "\(fixed)")
    }

    @Test("with a package, an https intent goes to the app's filter without App Link verification; its data has no fragment")
    func httpsIntent() throws {
        let app = try Producer.android(#""assetLinks":[]"#)
        let d = decide("intent://demo.q2.com/experimental/uux.aspx#Intent;scheme=https;package=com.q2.mobile.demo;end", app: app)
        #expect(d.outcome == .stayed, "the app opens, and finds no #/ route")
        #expect(d.has(.missingRouteFragment))
    }

    @Test("on iOS an intent: link is a scheme no app claims; the fix is the link the intent carries")
    func onIOS() {
        let d = decide(Self.demo)
        #expect(d.outcome == .notOpened)
        #expect(d.has(.wrongURLScheme))
        #expect(d.diagnostics.first?.fix == .link("q2mob://open?targetPage=%23%2Fmessages"))
    }
}
