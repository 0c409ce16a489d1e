import Foundation
import Testing

/// `linklab build`: the documentation's "Example Route Conversion".
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

    @Test("--json gives {route, taken, customScheme, universalLink}")
    func jsonOutput() throws {
        let result = try LinkLab.run(["build", "--json", "settings/profile"])
        #expect(result.status == 0)
        let objects = try result.jsonLines()
        try #require(objects.count == 1, "\(result.out)")
        #expect(Set(objects[0].keys) == ["route", "taken", "customScheme", "universalLink"])
        #expect(objects[0]["route"] as? String == "settings/profile")
        #expect(objects[0]["taken"] as? String == "route")
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
        #expect(result.outLines == ["custom scheme   q2mob://open?targetPage=%23%2Fnowhere%2Fat-all",
                                    "universal link  https://demo.q2.com/experimental/uux.aspx#/nowhere/at-all"], "\(result.out)")
        #expect(!result.err.isEmpty, "a note on stderr")
        let object = try #require(try LinkLab.run(["build", "--json", "nowhere/at-all"]).jsonLines().first)
        #expect(object["route"] as? String == "nowhere/at-all")
        #expect(object["customScheme"] as? String == "q2mob://open?targetPage=%23%2Fnowhere%2Fat-all")
        #expect(object["universalLink"] as? String == "https://demo.q2.com/experimental/uux.aspx#/nowhere/at-all")
    }

    @Test("an unknown option is a usage error, exit 2")
    func unknownOption() throws {
        let result = try LinkLab.run(["build", "--jsn", "messages"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test("a pasted browser URL or an encoded value: the route is taken, and the output says so", arguments: [
        ("https://demo.q2.com/experimental/uux.aspx#/settings/profile", "taken after #/ in the URL"),
        ("%23%2Fsettings%2Fprofile", "decoded once from %23%2F…"),
        ("q2mob://open?targetPage=%23%2Fsettings%2Fprofile", "taken from the link's targetPage"),
    ])
    func takesWhatPeopleCopy(_ copied: String, _ said: String) throws {
        let result = try LinkLab.run(["build", copied])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.outLines.first == "route           settings/profile  (\(said))", "\(result.out)")
        #expect(Array(result.outLines.dropFirst()) == ["custom scheme   " + Self.customScheme, "universal link  " + Self.universalLink], "\(result.out)")
    }

    @Test("a module target: the module-owned forms")
    func moduleTarget() throws {
        let result = try LinkLab.run(["build", "com.q2.mobile.module.demo/path"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.outLines == ["module          com.q2.mobile.module.demo",
                                    "custom scheme   q2mob://com.q2.mobile.module.demo/path",
                                    "universal link  https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path"])
        let json = try LinkLab.run(["build", "--json", "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path"])
        let object = try #require(try json.jsonLines().first)
        #expect(object["module"] as? String == "com.q2.mobile.module.demo")
        #expect(object["taken"] as? String == "browserURL")
        let explained = try LinkLab.run(["explain", "--json", "q2mob://com.q2.mobile.module.demo/path",
                                         "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path"])
        #expect(try explained.jsonLines().map { $0["outcome"] as? String } == ["handledByModule", "handledByModule"])
    }

    @Test("what cannot be built: one line on stderr, exit 2, never an internal error", arguments: [
        "https://demo.q2.com/experimental/uux.aspx", "settings/../messages", "ftp://example.com/x",
        "q2mob://open?targetPage=messages", "mes\u{202E}sages", "%23%2F",
    ])
    func usageErrors(_ copied: String) throws {
        let result = try LinkLab.run(["build", copied])
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.stdout.isEmpty)
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(!result.err.contains("internal error"))
        #expect(!result.err.unicodeScalars.contains("\u{202E}"))
    }
}
