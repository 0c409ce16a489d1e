import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `linklab vary` builds its variants from the route the engine read, never from its display form.
@Suite("vary: variants of the route as read")
struct LinkNeighbourhoodTests {
    @Test("a route holding an unsafe character is varied as it is, not as its escaped text",
          arguments: ["mes\u{202E}sages", "messages\n", "settings/pro\u{200B}file"])
    func unsafeRoute(route: String) throws {
        let encoded = try #require(("#/" + route).addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let link = "q2mob://open?targetPage=" + encoded
        let n = try #require(LinkNeighbourhood(of: link, app: Fixtures.demoApp))
        #expect(n.route == route)
        let unencoded = try #require(n.neighbours.first { $0.variant == .unencodedTargetPage })
        #expect(unencoded.link.link == "q2mob://open?targetPage=#/" + route)
        #expect(!unencoded.link.link.contains("\\u{"), "no variant carries the display escape as text")
        for neighbour in n.neighbours { #expect(!neighbour.link.link.contains("\\u{")) }
    }

    @Test("a plain route is varied as before")
    func plainRoute() throws {
        let n = try #require(LinkNeighbourhood(of: "q2mob://open?targetPage=%23%2Fsettings%2Fprofile", app: Fixtures.demoApp))
        #expect(n.route == "settings/profile")
        #expect(n.neighbours.first { $0.variant == .unencodedTargetPage }?.link.link == "q2mob://open?targetPage=#/settings/profile")
    }

    @Test("The same link from each source; a page source twice for a web link, once for a custom scheme")
    func sources() throws {
        let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
        #expect(LinkNeighbourhood.sourceTaps(for: ul, platform: .ios) == [
            Tap(source: .app), Tap(source: .safari), Tap(source: .safari, page: "https://demo.q2.com/"), Tap(source: .typed),
            Tap(source: .script), Tap(source: .webView), Tap(source: .webView, page: "https://demo.q2.com/"), Tap(source: .qr),
            Tap(source: .banner),
        ])
        #expect(LinkNeighbourhood.sourceTaps(for: "q2mob://open?targetPage=%23%2Fmessages", platform: .ios).map(\.page) == Array(repeating: nil, count: 7))
        #expect(LinkNeighbourhood.sourceTaps(for: ul, platform: .android).map(\.source) == TapSource.sources(on: .android))
        let n = try #require(LinkNeighbourhood(of: ul, app: Fixtures.demoApp))
        #expect(n.sources.map(\.decision.outcome) == [.navigated, .navigated, .openedInBrowser, .openedInBrowser, .openedInBrowser,
                                                       .navigated, .openedInBrowser, .navigated, .navigated])
        #expect(n.sources[3].mainCode == "source-opens-browser")
        #expect(n.sources.allSatisfy { $0.decision.path?.tap == $0.tap })
        let typed = try #require(LinkNeighbourhood(of: ul, app: Fixtures.demoApp, tap: Tap(source: .typed)))
        #expect(typed.given.outcome == .openedInBrowser)
        #expect(typed.neighbours.first { $0.variant == .uppercaseHost }?.decision.outcome == .openedInBrowser)
    }
}

/// A question asked with the app not installed says no signed-in state.
@Suite("Quiz setting in the phone's words")
struct QuizSettingTests {
    @Test("not installed: only that; installed: signed in or out, the screen, and not running when so")
    func setting() {
        var state = AppState()
        #expect(Wording.quizSetting(signedIn: true, screenTitle: "Home", appState: state) == "Signed in, on Home.")
        state.running = false
        #expect(Wording.quizSetting(signedIn: false, screenTitle: "Home", appState: state) == "Signed out, on Home. The app is not running.")
        state.installed = false
        #expect(Wording.quizSetting(signedIn: true, screenTitle: "Home", appState: state) == "The app is not installed.")
    }
}
