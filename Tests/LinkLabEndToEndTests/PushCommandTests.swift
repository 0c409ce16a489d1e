import Foundation
import Testing
@testable import linklab

/// `linklab push`.
@Suite("linklab push")
struct PushCommandTests {
    /// The documented push payload (docs/contract.md, "Push notifications").
    static let documentedPayload =
        #"{"aps":{"alert":{"title":"Hi","body":"You have a new message"}},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#

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

        let text = try LinkLab.run(["push"] + stage + [path])
        #expect(text.status == 0)
        #expect(text.outLines.first?.hasPrefix("navigated") == true, "\(text.out)")
        #expect(text.out.contains("#/messages"))
        #expect(text.out.contains("✓"))
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
        #expect(Self.codes(object).contains("push-stage-no-navigation"))

        let text = try LinkLab.run(["push", "--stage", stage, path])
        #expect(text.status == 1)
        #expect(text.outLines.first?.hasPrefix("stayed") == true)
        #expect(text.out.contains("push-stage-no-navigation"))
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
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains("broken.json"))
        #expect(result.err.contains("line 3"), "\(result.err)")
        #expect(result.err.lowercased().contains("column"), "\(result.err)")

        let piped = try LinkLab.run(["push", "-"], stdin: Data("not json at all".utf8))
        #expect(piped.status == 2)
        #expect(piped.err.contains("line 1"), "\(piped.err)")
    }

    @Test("a truncated payload (not JSON): exit 2, the message names the line and column")
    func truncatedJSON() throws {
        let result = try LinkLab.run(["push", "-"], stdin: Data("{\"aps\":\n  {\"alert\": 1}".utf8))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("line 2"), "\(result.err)")
        #expect(result.err.lowercased().contains("column"), "\(result.err)")
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
