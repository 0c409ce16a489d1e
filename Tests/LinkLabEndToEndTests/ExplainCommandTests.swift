import Foundation
import Testing

/// `linklab explain`, and the documented examples table.
@Suite("linklab explain")
struct ExplainCommandTests {
    /// One row of the contract's documented examples (demo FI, signed in).
    struct Example: CustomTestStringConvertible, Sendable {
        let link: String
        let outcomes: Set<String>
        let route: String?
        let code: String?
        let module: String?
        var testDescription: String { link }
    }

    static let examples: [Example] = [
        .init(link: "q2mob://open?targetPage=%23%2Fmessages", outcomes: ["navigated"], route: "messages", code: nil, module: nil),
        .init(link: "q2mob://open?targetPage=%23%2Fsettings%2Fprofile", outcomes: ["navigated"], route: "settings/profile", code: nil, module: nil),
        .init(link: "https://demo.q2.com/experimental/uux.aspx#/messages", outcomes: ["navigated"], route: "messages", code: nil, module: nil),
        .init(link: "https://demo.q2.com/experimental/uux.aspx#/settings/profile", outcomes: ["navigated"], route: "settings/profile", code: nil, module: nil),
        .init(link: "q2mob://open?targetPage=#/messages", outcomes: ["stayed"], route: nil, code: "unencoded-target-page", module: nil),
        .init(link: "https://demo.q2.com/experimental/uux.aspx", outcomes: ["stayed", "notOpened"], route: nil, code: "missing-route-fragment", module: nil),
        .init(link: "https://wrong-host.q2.com/experimental/uux.aspx#/messages", outcomes: ["openedInBrowser"], route: nil, code: "wrong-associated-domain", module: nil),
        .init(link: "https://demo.q2.com/experimental/dashboard.aspx#/messages", outcomes: ["stayed", "openedInBrowser"], route: nil, code: "missing-target-page-name", module: nil),
        .init(link: "https://demo.q2.com/messages", outcomes: ["stayed", "openedInBrowser"], route: nil, code: "missing-target-page-name", module: nil),
        .init(link: "https://demo.q2.com/experimental/uux.aspx?targetPage=messages", outcomes: ["stayed", "notOpened"], route: nil, code: "missing-route-fragment", module: nil),
        .init(link: "q2mob://com.q2.mobile.module.demo/path", outcomes: ["handledByModule"], route: nil, code: nil, module: "com.q2.mobile.module.demo"),
        .init(link: "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path", outcomes: ["handledByModule"], route: nil, code: nil, module: "com.q2.mobile.module.demo"),
        .init(link: "otherapp://open?targetPage=%23%2Fmessages", outcomes: ["notOpened"], route: nil, code: "wrong-url-scheme", module: nil),
        .init(link: "q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages", outcomes: ["stayed"], route: nil, code: "full-url-in-target-page", module: nil),
    ]

    static let good = "q2mob://open?targetPage=%23%2Fmessages"
    static let unencoded = "q2mob://open?targetPage=#/messages"

    /// Checks one decision object against a documented example.
    static func check(_ object: [String: Any], against example: Example, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = object["outcome"] as? String ?? "?"
        #expect(example.outcomes.contains(outcome), "outcome \(outcome) for \(example.link)", sourceLocation: sourceLocation)
        let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        if let code = example.code {
            #expect(codes.contains(code), "codes \(codes) for \(example.link)", sourceLocation: sourceLocation)
        }
        if let route = example.route {
            #expect(object["route"] as? String == route, "route for \(example.link)", sourceLocation: sourceLocation)
        }
        if let module = example.module {
            #expect(object["module"] as? String == module, "module for \(example.link)", sourceLocation: sourceLocation)
            #expect(object["handler"] as? String == "module", sourceLocation: sourceLocation)
        }
        if outcome == "navigated" {
            #expect(codes.allSatisfy { $0 != "unknown-route" }, sourceLocation: sourceLocation)
            #expect(object["screen"] is String, sourceLocation: sourceLocation)
        }
        #expect(object["input"] as? String == example.link, sourceLocation: sourceLocation)
    }

    /// Checks the documented field names and their types.
    static func checkShape(_ object: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
        for key in ["input", "entry", "outcome", "route", "screen", "handler", "module", "steps", "diagnostics"] {
            #expect(object.keys.contains(key), "missing key \(key)", sourceLocation: sourceLocation)
        }
        #expect(object["input"] is String, sourceLocation: sourceLocation)
        #expect(["customScheme", "universalLink", "moduleLink", "unrecognized"].contains(object["entry"] as? String ?? "?"),
                "entry \(String(describing: object["entry"]))", sourceLocation: sourceLocation)
        #expect(["navigated", "deferred", "handledByModule", "stayed", "notOpened", "openedInBrowser"].contains(object["outcome"] as? String ?? "?"),
                sourceLocation: sourceLocation)
        for key in ["route", "screen", "module"] {
            #expect(object[key] is String || object[key] is NSNull, "\(key) must be a string or null", sourceLocation: sourceLocation)
        }
        if let handler = object["handler"] as? String {
            #expect(["native", "uux", "module"].contains(handler), sourceLocation: sourceLocation)
        } else {
            #expect(object["handler"] is NSNull, sourceLocation: sourceLocation)
        }
        let steps = object["steps"] as? [[String: Any]]
        #expect(steps?.isEmpty == false, "steps must be a non-empty array", sourceLocation: sourceLocation)
        for step in steps ?? [] {
            #expect(Set(step.keys) == ["check", "passed", "detail"], "step keys \(step.keys.sorted())", sourceLocation: sourceLocation)
            #expect(step["check"] is String && step["detail"] is String, sourceLocation: sourceLocation)
            #expect(step["passed"] as? Bool != nil, "passed must be a boolean", sourceLocation: sourceLocation)
        }
        let diagnostics = object["diagnostics"] as? [[String: Any]]
        #expect(diagnostics != nil, "diagnostics must be an array", sourceLocation: sourceLocation)
        for diagnostic in diagnostics ?? [] {
            #expect(diagnostic["code"] is String && diagnostic["message"] is String, sourceLocation: sourceLocation)
            #expect(["error", "warning", "info"].contains(diagnostic["severity"] as? String ?? "?"), sourceLocation: sourceLocation)
            #expect(Set(diagnostic.keys).isSubset(of: ["code", "severity", "message", "fix"]), "diagnostic keys \(diagnostic.keys.sorted())",
                    sourceLocation: sourceLocation)
            if let fix = diagnostic["fix"] { #expect(fix is String, sourceLocation: sourceLocation) }
        }
    }

    @Test("each documented example gives its outcome and code through explain --json", arguments: examples)
    func documentedExample(_ example: Example) throws {
        let result = try LinkLab.run(["explain", "--json", example.link])
        let objects = try result.jsonLines()
        try #require(objects.count == 1, "\(result.out)\n\(result.err)")
        Self.checkShape(objects[0])
        Self.check(objects[0], against: example)
        let expectedStatus: Int32 = ["navigated", "deferred", "handledByModule"].contains(objects[0]["outcome"] as? String ?? "") ? 0 : 1
        #expect(result.status == expectedStatus)
    }

    @Test("links on stdin, one per line, blank lines skipped, give one JSON object each, in order")
    func stdinLinks() throws {
        let input = Self.examples.map(\.link).joined(separator: "\n\n") + "\n"
        let result = try LinkLab.run(["explain", "--json"], stdin: Data(input.utf8))
        let objects = try result.jsonLines()
        try #require(objects.count == Self.examples.count, "\(result.out)")
        for (object, example) in zip(objects, Self.examples) {
            Self.checkShape(object)
            Self.check(object, against: example)
        }
        #expect(result.status == 1, "some examples stay or are not opened")
        #expect(result.stderr.isEmpty, "\(result.err)")
    }

    @Test("text output: the outcome word first, ✓ and ✗ checks, the code and the corrected link")
    func textOutput() throws {
        let result = try LinkLab.run(["explain", Self.unencoded])
        #expect(result.status == 1)
        let lines = result.outLines
        #expect(lines.first?.hasPrefix("stayed") == true, "first line: \(lines.first ?? "")")
        #expect(lines.first?.contains(Self.unencoded) == true)
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("✓ ") })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("✗ targetPage") })
        // The diagnostic line, whole: the severity, the code and the message --json gives.
        let diagnostic = try #require(try LinkLab.run(["explain", "--json", Self.unencoded]).decisions().first?.diagnostics.first)
        #expect(diagnostic.code == "unencoded-target-page" && diagnostic.severity == "error")
        #expect(result.hasLine("  error unencoded-target-page: " + diagnostic.message), "\(result.out)")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "corrected: q2mob://open?targetPage=%23%2Fmessages" })

        let good = try LinkLab.run(["explain", Self.good])
        #expect(good.status == 0)
        #expect(good.outLines.first?.hasPrefix("navigated") == true)
        #expect(!good.outLines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("✗ ") && $0.contains("targetPage") })
    }

    @Test("no ANSI escapes on a pipe, with or without NO_COLOR", arguments: [nil, "1"] as [String?])
    func noEscapesOnAPipe(noColor: String?) throws {
        let result = try LinkLab.run(["explain", Self.unencoded, Self.good], environment: ["NO_COLOR": noColor, "TERM": "xterm-256color"])
        #expect(!result.stdout.contains(0x1B), "ESC in stdout")
        #expect(!result.stderr.contains(0x1B), "ESC in stderr")
        #expect(result.outLines.first == "stayed  \(Self.unencoded)", "\(result.out)")
    }

    @Test("--signed-out defers a built-in link with deferred-until-sign-in, exit 0")
    func signedOut() throws {
        let result = try LinkLab.run(["explain", "--json", "--signed-out", "https://demo.q2.com/experimental/uux.aspx#/settings/profile"])
        let object = try #require(try result.jsonLines().first)
        Self.checkShape(object)
        #expect(object["outcome"] as? String == "deferred")
        #expect(object["route"] as? String == "settings/profile")
        #expect(object["screen"] as? String == "login")
        let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes == ["deferred-until-sign-in"])
        #expect(result.status == 0)

        let text = try LinkLab.run(["explain", "--signed-out", Self.good])
        #expect(text.outLines.first == "deferred  \(Self.good)", "\(text.out)")
        let diagnostic = try #require(try LinkLab.run(["explain", "--json", "--signed-out", Self.good]).decisions().first?.diagnostics.first)
        #expect(diagnostic.code == "deferred-until-sign-in" && diagnostic.severity == "info")
        #expect(text.hasLine("  info deferred-until-sign-in: " + diagnostic.message), "\(text.out)")
        #expect(text.status == 0)
    }

    @Test("exit 0 when all navigate, 1 when any stays, 2 for an unknown option")
    func exitStatuses() throws {
        #expect(try LinkLab.run(["explain", Self.good, "q2mob://com.q2.mobile.module.demo/path"]).status == 0)
        #expect(try LinkLab.run(["explain", Self.good, Self.unencoded]).status == 1)
        #expect(try LinkLab.run(["explain", "otherapp://open?targetPage=%23%2Fmessages"]).status == 1)
        let unknown = try LinkLab.run(["explain", "--no-such-option", Self.good])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.errLines.first == "Error: Unknown option '--no-such-option'", "\(unknown.err)")
    }
}
