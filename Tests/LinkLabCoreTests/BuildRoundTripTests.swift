import Foundation
import PropertyBased
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `linklab build`: The documentation's "Example Route Conversion", and both built links
/// explain back to the route.
@Suite("Build, then explain")
struct BuildRoundTripTests {
    let builder = LinkBuilder(configuration: .demo)
    let engine = LinkEngine(app: Fixtures.demoApp)

    @Test("settings/profile converts as the documentation shows")
    func exampleRouteConversion() {
        #expect(builder.customSchemeLink(route: "settings/profile") == "q2mob://open?targetPage=%23%2Fsettings%2Fprofile")
        #expect(builder.universalLink(route: "settings/profile") == "https://demo.q2.com/experimental/uux.aspx#/settings/profile")
    }

    @Test("the documented conversion navigates to settings/profile both ways")
    func exampleNavigates() {
        for link in [builder.customSchemeLink(route: "settings/profile"), builder.universalLink(route: "settings/profile")] {
            let d = decide(link)
            #expect(d.outcome == .navigated)
            #expect(d.route == "settings/profile")
            #expect(d.screen == "profile")
            #expect(d.diagnostics.isEmpty)
        }
    }

    @Test("every screen's route builds links that navigate to it", arguments: Fixtures.demoApp.screens.routes)
    func everyScreen(_ route: String) {
        for link in [builder.customSchemeLink(route: route), builder.universalLink(route: route)] {
            let d = decide(link)
            #expect(d.outcome == .navigated, "\(link): \(d.codes)")
            #expect(d.route == route)
            #expect(d.screen == Fixtures.demoApp.screens.screen(forRoute: route)?.id)
        }
    }

    @Test("a settings file's scheme and UUX page are used")
    func otherFI() throws {
        let configuration = try Fixtures.configuration("""
            {"urlScheme":"acmebank","universalAndAppLinkAssociatedDomain":"m.acme.example",
             "uuxPage":"https://m.acme.example/mobile/uux.aspx"}
            """)
        let other = LinkBuilder(configuration: configuration)
        #expect(other.customSchemeLink(route: "messages") == "acmebank://open?targetPage=%23%2Fmessages")
        #expect(other.universalLink(route: "messages") == "https://m.acme.example/mobile/uux.aspx#/messages")
        let app = try Fixtures.app(configuration)
        #expect(decide(other.customSchemeLink(route: "messages"), app: app).outcome == .navigated)
        #expect(decide(other.universalLink(route: "messages"), app: app).outcome == .navigated)
    }

    @Test("bare routes accept #/route, /route and route")
    func bareRoute() {
        #expect(LinkBuilder.bareRoute("#/messages") == "messages")
        #expect(LinkBuilder.bareRoute("/settings/profile") == "settings/profile")
        #expect(LinkBuilder.bareRoute("transfer") == "transfer")
        #expect(LinkBuilder.bareRoute("#\u{301}/x") == "#\u{301}/x")
        #expect(LinkBuilder.bareRoute("#/\u{301}x") == "/\u{301}x")
        #expect(LinkBuilder.bareRoute("#//é") == "é")
        #expect(LinkBuilder.bareRoute("#//") == "")
    }

    static let routePiece = Gen<String?>.element(of: ["#", "/", "//", "\u{301}", "a", "é", "e\u{301}", "\r", "\n", "\r\n", "日", "🏦", "%23"] as [String])
        .map { $0! }

    @Test("bare routes read by byte are the routes read by Character")
    func bareRouteByByte() async {
        await propertyCheck(count: 3000, input: Self.routePiece.array(of: 0...6).map { $0.joined() }) { text in
            #expect(LinkBuilder.bareRoute(text) == LinkBuilder.bareRouteByCharacter(text), "\(text.debugDescription)")
        }
    }

    // MARK: property

    /// Letters, digits and the characters a route may plausibly hold; no `%`, no `.`, no controls.
    static let routeCharacter = Gen<Character?>.element(of: Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_~?=&éüßñÅжΩ日本"
    ) as [Character]).map { $0! }

    static let route = routeCharacter.string(of: 1...8).array(of: 1...4).map { $0.joined(separator: "/") }

    @Test("for generated routes, build then explain gives the route back, both ways")
    func roundTrip() async {
        let engine = self.engine
        let builder = self.builder
        await propertyCheck(count: 300, input: Self.route) { route in
            let custom = builder.customSchemeLink(route: route)
            let universal = builder.universalLink(route: route)
            let known = Fixtures.demoApp.screens.screen(forRoute: LinkEngine.routePath(route)) != nil
            for (link, entry) in [(custom, Entry.customScheme), (universal, Entry.universalLink)] {
                let evaluation = engine.evaluate(link)
                #expect(evaluation.route == route, "\(link)")
                #expect(evaluation.entry == entry, "\(link)")
                let codes = evaluation.trace.diagnostics.map(\.code)
                if known {
                    #expect(codes.isEmpty, "\(link): \(codes)")
                } else {
                    #expect(codes == [.unknownRoute], "\(link): \(codes)")
                }
                switch evaluation.verdict {
                case .resolved(let resolved): #expect(known && resolved.route == route)
                case .stayed: #expect(!known)
                default: Issue.record("\(link) gives \(evaluation.verdict)")
                }
                #expect(!DisplayText.containsUnsafe(link))
                #expect(URLComponents(string: link, encodingInvalidCharacters: false) != nil, "\(link) is a valid URL")
            }
        }
    }

    @Test("a known page with route parameters round-trips and navigates")
    func knownRouteWithParameters() async {
        let builder = self.builder
        let parameters = Self.routeCharacter.string(of: 1...10)
        await propertyCheck(count: 100, input: parameters) { value in
            let route = "messages?note=" + value
            for link in [builder.customSchemeLink(route: route), builder.universalLink(route: route)] {
                let d = decide(link)
                #expect(d.outcome == .navigated, "\(link): \(d.codes)")
                #expect(d.route == route)
                #expect(d.screen == "messages")
            }
        }
    }
}
