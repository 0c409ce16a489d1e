import Foundation
import LinkLabReading
import Testing

/// `linklab aasa FILE URL...`: a partner's AASA file checked on its own, as `swcutil match` does.
@Suite("linklab aasa")
struct AASACommandTests {
    static let appleExample = LinkLab.repositoryRoot
        .appendingPathComponent("Tests/LinkLabCoreTests/Fixtures/aasa/apple_docs_applinks_overview_example.json").path
    static let appID = "ABCDE12345.com.example.app"

    @Test("a match names the deciding entry and component by index and text; exit 0")
    func match() throws {
        let result = try LinkLab.run(["aasa", Self.appleExample, "https://example.com/buy/42", "--app-id", Self.appID])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.outLines.first == "match  https://example.com/buy/42")
        #expect(result.outLines == ["match  https://example.com/buy/42",
                                    #"  Rule details[0].components[1] {"/": "/buy/*"} matches first, so iOS opens ABCDE12345.com.example.app."#],
                "\(result.out)")
        let json = try #require(try LinkLab.run(["aasa", "--json", Self.appleExample, "https://example.com/buy/42", "--app-id", Self.appID]).jsonLines().first)
        #expect(json["verdict"] as? String == "match" && json["opensApp"] as? Bool == true, "\(json)")
        #expect(json["detail"] as? Int == 0 && json["component"] as? Int == 1 && json["rule"] as? String == #"details[0].components[1] {"/": "/buy/*"}"#)
    }

    @Test("excluded, no match and app ID missing each say so; exit 1")
    func notMatched() throws {
        let result = try LinkLab.run(["aasa", Self.appleExample, "https://example.com/help/website/x", "https://example.com/zzz",
                                      "--app-id", Self.appID])
        #expect(result.status == 1)
        #expect(result.hasLine("excluded  https://example.com/help/website/x"), "\(result.out)")
        #expect(result.hasLine(#"  Rule details[0].components[2] {"/": "/help/website/*", "exclude": true} matches first and excludes the URL, so iOS opens it in the browser."#),
                "\(result.out)")
        #expect(result.hasLine("no match  https://example.com/zzz"), "\(result.out)")
        // The verdicts, and the entry and component that decided, as --json gives them.
        let json = try LinkLab.run(["aasa", "--json", Self.appleExample, "https://example.com/help/website/x", "https://example.com/zzz",
                                    "--app-id", Self.appID]).jsonLines()
        #expect(json.map { $0["verdict"] as? String } == ["excluded", "noMatch"])
        #expect(json.map { $0["opensApp"] as? Bool } == [false, false])
        #expect(json[0]["detail"] as? Int == 0 && json[0]["component"] as? Int == 2, "\(json[0])")
        let missing = try LinkLab.run(["aasa", Self.appleExample, "https://example.com/buy/42", "--app-id", "ZZZZZ99999.com.other"])
        #expect(missing.status == 1)
        #expect(missing.outLines.first == "app ID missing  https://example.com/buy/42")
        #expect(missing.outLines.last == "  No details entry lists ZZZZZ99999.com.other; the file lists \(Self.appID), \(Self.appID)2.",
                "the lines name the apps the file does list: \(missing.out)")
    }

    @Test("the default app ID is the settings' appID (the demo FI without --config)")
    func defaultAppID() throws {
        let result = try LinkLab.run(["aasa", Self.appleExample, "https://example.com/buy/42", "--json"])
        #expect(result.status == 1)
        let object = try #require(try result.jsonLines().first)
        #expect(object["appID"] as? String == "ABCDE12345.com.q2.mobile.demo")
        #expect(object["verdict"] as? String == "missingAppID")
    }

    @Test("--json gives the verdict, the detail and component indices and the rule")
    func json() throws {
        let result = try LinkLab.run(["aasa", "--json", Self.appleExample, "https://example.com/buy/42",
                                      "https://example.com/buy/x#no_universal_links", "--app-id", Self.appID])
        #expect(result.status == 1)
        let objects = try result.jsonLines()
        try #require(objects.count == 2)
        #expect(objects[0]["verdict"] as? String == "match")
        #expect(objects[0]["detail"] as? Int == 0)
        #expect(objects[0]["component"] as? Int == 1)
        #expect(objects[0]["rule"] as? String == #"details[0].components[1] {"/": "/buy/*"}"#)
        #expect(objects[1]["verdict"] as? String == "excluded")
        #expect(objects[1]["component"] as? Int == 0)
    }

    @Test("a file over 128 KB: file too large, exit 1")
    func tooLarge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("aasa.json")
        try Data((#"{"applinks":{"details":[]},"pad":""# + String(repeating: "x", count: 140_000) + "\"}").utf8).write(to: file)
        let result = try LinkLab.run(["aasa", file.path, "https://example.com/a", "--app-id", Self.appID])
        #expect(result.status == 1)
        #expect(result.outLines.first == "file too large  https://example.com/a")
    }

    @Test("usage errors and bad files: one line on stderr, exit 2", arguments: [
        ["aasa", "/no/such/file", "https://example.com/a"],
        ["aasa", appleExample],
        ["aasa", appleExample, "ftp://example.com/a"],
        ["aasa", appleExample, "not a url at all %%"],
        ["aasa", appleExample, "https://example.com/a", "--app-id", ""],
    ])
    func usage(_ arguments: [String]) throws {
        let result = try LinkLab.run(arguments)
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.stdout.isEmpty)
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(!result.err.contains("internal error"))
    }

    @Test("a file that is not JSON names the file; exit 2")
    func badFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.json")
        try Data(#"{"applinks": {"details": [}"#.utf8).write(to: file)
        let result = try LinkLab.run(["aasa", file.path, "https://example.com/a"])
        #expect(result.status == 2)
        var thrown: ConfigurationError?
        do { _ = try AASAFile.load(path: file.path) } catch { thrown = error }
        let error = try #require(thrown)
        #expect(error.file == file.path && error.key == "applinks.details[0]", "\(error)")
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }
}
