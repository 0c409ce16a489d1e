import Foundation
import Testing
@testable import LinkLabCore

/// `linklab vary` builds its variants from the route the engine read, never from its display form.
@Suite("vary: variants of the route as read")
struct LinkNeighbourhoodTests {
    @Test("a route holding an unsafe character is varied as it is, not as its escaped text (issue 22)",
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
}
