import Foundation
import Testing

/// `linklab build`: issue 2 item 9, the documentation's "Example Route Conversion".
@Suite("linklab build")
struct BuildCommandTests {
    static let customScheme = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    static let universalLink = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("settings/profile prints both documented links, exit 0", arguments: ["settings/profile", "#/settings/profile", "/settings/profile"])
    func textOutput(route: String) throws {
        let result = try LinkLab.run(["build", route])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.outLines
        #expect(lines.count == 2, "\(result.out)")
        #expect(lines.contains { $0.hasSuffix(" " + Self.customScheme) && $0.hasPrefix("custom scheme") }, "\(result.out)")
        #expect(lines.contains { $0.hasSuffix(" " + Self.universalLink) && $0.hasPrefix("universal link") }, "\(result.out)")
        #expect(!result.stdout.contains(0x1B))
    }

    @Test("--json gives exactly {customScheme, universalLink}")
    func jsonOutput() throws {
        let result = try LinkLab.run(["build", "--json", "settings/profile"])
        #expect(result.status == 0)
        let objects = try result.jsonLines()
        try #require(objects.count == 1, "\(result.out)")
        #expect(Set(objects[0].keys) == ["customScheme", "universalLink"])
        #expect(objects[0]["customScheme"] as? String == Self.customScheme)
        #expect(objects[0]["universalLink"] as? String == Self.universalLink)
    }

    @Test("both built links explain back to the route", arguments: ["messages", "settings/profile", "transfer", "branches", "transactions/activityCenter"])
    func roundTrip(route: String) throws {
        let built = try LinkLab.run(["build", "--json", route])
        let links = try #require(try built.jsonLines().first)
        let customScheme = try #require(links["customScheme"] as? String)
        let universalLink = try #require(links["universalLink"] as? String)
        let explained = try LinkLab.run(["explain", "--json", customScheme, universalLink])
        #expect(explained.status == 0)
        for object in try explained.jsonLines() {
            #expect(object["outcome"] as? String == "navigated", "\(object["input"] ?? "")")
            #expect(object["route"] as? String == route)
        }
    }

    @Test("an empty route is a usage error, exit 2", arguments: ["", "   ", "#/", "/"])
    func emptyRoute(route: String) throws {
        let result = try LinkLab.run(["build", route])
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.stdout.isEmpty)
        #expect(result.errLines.count == 1, "\(result.err)")
    }

    @Test("an unknown route still builds, with a note on stderr")
    func unknownRoute() throws {
        let result = try LinkLab.run(["build", "nowhere/at-all"])
        #expect(result.status == 0)
        #expect(result.out.contains("q2mob://open?targetPage=%23%2Fnowhere%2Fat-all"))
        #expect(result.out.contains("https://demo.q2.com/experimental/uux.aspx#/nowhere/at-all"))
        #expect(!result.err.isEmpty, "a note on stderr")
    }

    @Test("an unknown option is a usage error, exit 2")
    func unknownOption() throws {
        let result = try LinkLab.run(["build", "--jsn", "messages"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }
}
