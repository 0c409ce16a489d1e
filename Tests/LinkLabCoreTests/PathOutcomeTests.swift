import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, "Where the link was tapped" and "Outcomes": each decision's outcome, hops and sentences
/// agree with one another.
@Suite("Outcomes that agree with their sentences")
struct PathOutcomeTests {
    static let ul = TapPathTests.ul
    static let custom = "q2mob://open?targetPage=%23%2Fmessages"

    @Test("an http:// link opens its page in Safari: openedInBrowser, with wrong-url-scheme")
    func httpLink() {
        let d = TapPathTests.tapped("http://demo.q2.com/experimental/uux.aspx#/messages", Tap(source: .app))
        #expect(d.outcome == .openedInBrowser)
        #expect(d.has(.wrongURLScheme))
    }

    @Test("not installed: no hop reaches the app, the customer is told to install it, and no fix that needs the app is offered",
          arguments: [Platform.ios, .android])
    func notInstalled(platform: Platform) throws {
        let app = try Fixtures.app(settings: #"{"platform": "\#(platform.rawValue)"}"#)
        for link in [Self.ul, Self.custom, TapPathTests.tracker] {
            for source in TapSource.sources(on: platform) {
                let d = TapPathTests.tapped(link, Tap(source: source), app: app, installed: false)
                #expect(d.path?.hops.allSatisfy { $0.opens != .app } == true, "\(platform) \(source) \(link)")
                #expect(d.diagnostics.allSatisfy { $0.fix == nil }, "\(platform) \(source) \(link): \(d.diagnostics.map(\.fixText))")
                if d.has(.appNotInstalled) || d.has(.openedInBrowser) {
                    #expect(Wording.customerSays(d).contains("not installed"), "\(Wording.customerSays(d))")
                    #expect(Wording.bankFix(d).contains("not installed"), "\(Wording.bankFix(d))")
                }
            }
        }
    }

    @Test("a custom scheme goes to the app because the app registered it, and iOS asks first when it was typed or sent by a script",
          arguments: [(TapSource.app, false), (.typed, true), (.script, true), (.safari, false)])
    func customScheme(source: TapSource, prompted: Bool) throws {
        let d = TapPathTests.tapped(Self.custom, Tap(source: source))
        let hop = try #require(d.path?.hops.first)
        #expect(hop.why == .customScheme(prompted: prompted))
        let words = Wording.hopReason(hop, platform: .ios)
        #expect(!words.contains("associated domain"), "\(words)")
        #expect(words.contains("asks") == prompted, "\(words)")
    }

    @Test("a tap in a web view on the same domain stays in the web view, not in Safari")
    func webView() throws {
        let d = TapPathTests.tapped(Self.ul, Tap(source: .webView, page: "https://demo.q2.com/"))
        let hop = try #require(d.path?.hops.first)
        #expect(Wording.hopReason(hop, platform: .ios).contains("web view"))
        #expect(!Wording.hopReason(hop, platform: .ios).contains("Safari"))
        #expect(Wording.customerSays(d).contains("web view"))
    }

    @Test("input is what was given, when a later hop's link decides")
    func inputIsWhatWasGiven() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"domainsWithAASA":["click.mailer.example"],"appResolvesTrackingLinks":true}}"#)
        let d = TapPathTests.tapped(TapPathTests.tracker, Tap(source: .app), app: app)
        #expect(d.outcome == .navigated)
        #expect(d.input == TapPathTests.tracker)
    }

    @Test("a link that navigates gets no wrapper finding and no corrected link")
    func navigatesWithoutFix() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"serverRedirects":"app"}}"#)
        let d = TapPathTests.tapped(TapPathTests.tracker, Tap(source: .app), app: app)
        #expect(d.outcome == .navigated)
        #expect(!d.has(.linkWrapped))
        #expect(d.diagnostics.allSatisfy { $0.fix == nil })
    }
}

/// docs/contract.md, P6 and P7: on Android the path's sentences are Android's: no Smart App Banner, no
/// apple-itunes-app, no Safari, no "same website" for a Custom Tab or a WebView.
@Suite("Android's path in Android's words")
struct AndroidPathWordsTests {
    @Test("every Android source, installed or not, with and without an App Store ID: no iOS words", arguments: [false, true])
    func noIOSWords(appStoreID: Bool) throws {
        let extra = appStoreID ? #", "appStoreID": "123456789""# : ""
        let app = try Fixtures.app(settings: #"{"platform": "android"\#(extra)}"#)
        for source in TapSource.sources(on: .android) {
            for installed in [true, false] {
                for link in [TapPathTests.ul, TapPathTests.tracker, "https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages"] {
                    let d = TapPathTests.tapped(link, Tap(source: source), app: app, installed: installed)
                    var words = [Wording.customerSays(d), Wording.bankFix(d)]
                    words += (d.path?.hops ?? []).map { Wording.hopReason($0, platform: .android) }
                    words += d.diagnostics.map { Wording.message($0.finding, on: .android) }
                    for text in words {
                        for iOSWord in ["Safari", "Smart App Banner", "apple-itunes-app", "same website", "App Store"] {
                            #expect(!text.contains(iOSWord), "\(source) installed \(installed): \(text)")
                        }
                    }
                }
            }
        }
    }
}
