import Foundation
import LinkLabFormats
import Testing
@testable import linklab

/// `linklab push`.
@Suite("linklab push")
struct PushCommandTests {
    /// The documented push payload (docs/contract.md, "Push notifications").
    static let documentedPayload =
        #"{"aps":{"alert":{"title":"Hi","body":"You have a new message"}},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#

    /// The error the strict JSON reader gives for these bytes, as a value; nil when they are JSON.
    static func syntaxError(_ text: String) -> JSONSyntaxError? {
        do { _ = try StrictJSON.parse(utf8: Array(text.utf8)); return nil } catch { return error }
    }

    static func codes(_ object: [String: Any]) -> [String] {
        (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    @Test("the documented payload navigates to messages on a tap (the default stage), exit 0", arguments: [[], ["--stage", "tap"]])
    func tap(stage: [String]) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("payload.json", Self.documentedPayload, in: folder)

        let json = try LinkLab.run(["push", "--json"] + stage + [path])
        #expect(json.status == 0, "\(json.err)")
        let object = try #require(try json.jsonLines().first)
        #expect(object["entry"] as? String == "push")
        #expect(object["outcome"] as? String == "navigated")
        #expect(object["route"] as? String == "messages")
        #expect(object["screen"] as? String == "messages")
        #expect(object["module"] as? String == "com.q2.mobile.module.demo")
        for key in ["input", "entry", "outcome", "route", "screen", "handler", "module", "steps", "diagnostics"] {
            #expect(object.keys.contains(key), "missing \(key)")
        }

        // The text says the same: the outcome and the payload, then the --json summary, then the checks.
        let text = try LinkLab.run(["push"] + stage + [path])
        #expect(text.status == 0)
        try #require(text.outLines.count > 2, "\(text.out)")
        #expect(text.outLines[0] == "navigated  " + Self.documentedPayload, "\(text.out)")
        #expect(text.outLines[1] == "  " + (object["summary"] as? String ?? "?"), "\(text.out)")
        #expect(text.outLines[2].hasPrefix("  ✓ stage: "), "\(text.out)")
    }

    @Test("foreground and silent stages stay, with push-stage-no-navigation, exit 1", arguments: ["foreground", "silent"])
    func noNavigation(stage: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("payload.json", Self.documentedPayload, in: folder)
        let result = try LinkLab.run(["push", "--json", "--stage", stage, path])
        #expect(result.status == 1)
        let object = try #require(try result.jsonLines().first)
        #expect(object["outcome"] as? String == "stayed")
        #expect(Self.codes(object) == ["push-stage-no-navigation"])

        let text = try LinkLab.run(["push", "--stage", stage, path])
        #expect(text.status == 1)
        #expect(text.outLines.first == "stayed  " + Self.documentedPayload, "\(text.out)")
        let message = (object["diagnostics"] as? [[String: Any]])?.first?["message"] as? String ?? "?"
        #expect(text.hasLine("  info push-stage-no-navigation: " + message), "\(text.out)")
    }

    @Test("- reads the payload from stdin")
    func stdin() throws {
        let result = try LinkLab.run(["push", "--json", "-"], stdin: Data(Self.documentedPayload.utf8))
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["outcome"] as? String == "navigated")
        #expect(object["route"] as? String == "messages")
    }

    @Test("a file that is not JSON: exit 2, the message names the line and column")
    func notJSON() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("broken.json", "{\n  \"aps\": {},\n  \"sender\": oops\n}\n", in: folder)
        let result = try LinkLab.run(["push", path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let syntax = try #require(Self.syntaxError("{\n  \"aps\": {},\n  \"sender\": oops\n}\n"))
        #expect(syntax.line == 3 && syntax.column == 13 && syntax.keyPath == "sender", "\(syntax)")
        #expect(result.errLines == ["linklab: " + UsageError(.payloadNotJSON(file: path, syntax)).message], "\(result.err)")

        let piped = try LinkLab.run(["push", "-"], stdin: Data("not json at all".utf8))
        #expect(piped.status == 2)
        let pipedSyntax = try #require(Self.syntaxError("not json at all"))
        #expect(pipedSyntax.line == 1 && pipedSyntax.column == 1, "\(pipedSyntax)")
        #expect(piped.errLines == ["linklab: " + UsageError(.payloadNotJSON(file: "-", pipedSyntax)).message], "\(piped.err)")
    }

    @Test("a truncated payload (not JSON): exit 2, the message names the line and column")
    func truncatedJSON() throws {
        let payload = "{\"aps\":\n  {\"alert\": 1}"
        let result = try LinkLab.run(["push", "-"], stdin: Data(payload.utf8))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let syntax = try #require(Self.syntaxError(payload))
        #expect(syntax.line == 2 && syntax.column == 15 && syntax.problem == .endsEarly(expected: .commaOrBrace), "\(syntax)")
        #expect(result.errLines == ["linklab: " + UsageError(.payloadNotJSON(file: "-", syntax)).message], "\(result.err)")
    }

    @Test("a missing file: exit 2, one line naming it")
    func missingFile() throws {
        let path = "/nonexistent/linklab-payload.json"
        let result = try LinkLab.run(["push", path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.errLines == ["linklab: " + UsageError(.payloadUnreadable(file: path, .missing)).message])
    }

    @Test("sender problems are named at a tap, exit 1")
    func senderProblems() throws {
        let cases: [(String, String)] = [
            (#"{"aps":{},"sender":"com.q2.mobile.module.DEMO","data":{"demo":{"route":"messages"}}}"#, "push-sender-unknown"),
            (#"{"aps":{},"data":{"demo":{"route":"messages"}}}"#, "push-sender-missing"),
            (#"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{}}}"#, "push-payload-invalid"),
            (#"{"aps":{},"sender":"com.q2.mobile.module.demo","route":"messages"}"#, "push-not-navigated"),
        ]
        for (payload, code) in cases {
            let result = try LinkLab.run(["push", "--json", "-"], stdin: Data(payload.utf8))
            let object = try #require(try result.jsonLines().first, "\(payload): \(result.err)")
            #expect(Self.codes(object).contains(code), "\(payload): \(Self.codes(object))")
            #expect(result.status == 1, "\(payload)")
        }
    }

    @Test("an unknown stage is a usage error, exit 2")
    func unknownStage() throws {
        let result = try LinkLab.run(["push", "--stage", "swipe", "-"], stdin: Data(Self.documentedPayload.utf8))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }
}
