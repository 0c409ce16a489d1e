import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// Whatever its source (settings, modules, screens, scenarios, arguments, error
/// messages), nothing unsafe reaches the terminal raw: it is shown as a visible escape.
@Suite("Nothing raw reaches the terminal, whatever its source")
struct TerminalTextTests {
    static let osc52 = "\u{1B}]52;c;aGk=\u{7}"
    static let shownOSC52 = #"\u{1B}]52;c;aGk=\u{7}"#

    /// Neither stream holds a raw unsafe character.
    static func expectClean(_ result: LinkLab.Output, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(RawOutput.problems(in: result.stdout).isEmpty, "\(label) stdout: \(RawOutput.problems(in: result.stdout))",
                sourceLocation: sourceLocation)
        #expect(RawOutput.problems(in: result.stderr).isEmpty, "\(label) stderr: \(RawOutput.problems(in: result.stderr))",
                sourceLocation: sourceLocation)
        #expect(!result.stdout.contains(0x1B) && !result.stderr.contains(0x1B), "\(label): an ESC byte", sourceLocation: sourceLocation)
    }

    /// A settings file whose free-text fields hold an escape sequence or a C1 control. (Identifiers must be
    /// printable, so a hostile one is refused at load: see `hostileIdentifiers`.)
    static let hostileSettings = #"""
        {"name": "Evil\u001b]52;c;aGk=\u0007FI", "urlScheme": "partnerbank",
         "modules": [{"identifier": "com.evil", "name": "Ev\u009b1mil", "pushSender": "com.evil.sender",
                      "payloadKey": "k", "continuityTargets": ["com.evil/path"]},
                     {"identifier": "com.q2.mobile.module.banking"}]}
        """#

    @Test("a settings name holding ESC ] 52 is shown escaped in the wrong-url-scheme message")
    func settingsName() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try LinkLab.fixture("evil.json", Self.hostileSettings, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 1, "\(result.err)")
        Self.expectClean(result, "explain")
        #expect(result.out.contains("wrong-url-scheme"))
        #expect(result.out.contains("Evil" + Self.shownOSC52 + "FI"), "\(result.out)")
    }

    @Test("a module's name, and a payload's sender, are shown escaped", arguments: [
        ["explain", "partnerbank://com.evil/path"],
        ["push", "-"],
    ])
    func moduleFields(arguments: [String]) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try LinkLab.fixture("evil.json", Self.hostileSettings, in: folder)
        let payload = #"{"aps":{},"sender":"com.evil.sender\u202e","data":{}}"#
        let result = try LinkLab.run(arguments + ["--config", config], stdin: Data(payload.utf8))
        Self.expectClean(result, "\(arguments)")
        if arguments[0] == "push" {
            #expect(result.out.contains(#"com.evil.sender\u{202E}"#), "\(result.out)")
        } else {
            #expect(result.out.contains(#"Ev\u{9B}1mil"#), "\(result.out)")
        }
    }

    @Test("a module identifier, push sender or payload key holding an escape is refused at load, named, not printed", arguments: [
        #"{"modules": [{"identifier": "com.evil\u001b[2J"}]}"#,
        #"{"modules": [{"identifier": "com.evil", "pushSender": "com.evil.sender\u202e", "payloadKey": "k"}]}"#,
        #"{"modules": [{"identifier": "com.evil", "pushSender": "com.evil", "payloadKey": "k\u001b]0;t\u0007"}]}"#,
    ])
    func hostileIdentifiers(_ settings: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try LinkLab.fixture("evil.json", settings, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 2, "\(result.err)")
        Self.expectClean(result, "explain")
        #expect(result.err.contains("a control or invisible character; identifiers must be printable text"), "\(result.err)")
    }

    @Test("a screen's id and title are shown escaped")
    func screenFields() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = folder.appendingPathComponent("screens")
        try FileManager.default.copyItem(at: LinkLab.screens, to: screens)
        let messages = screens.appendingPathComponent("messages.json")
        let text = try String(contentsOf: messages, encoding: .utf8)
            .replacingOccurrences(of: #""title": "Messages""#, with: #""title": "Mess\u001b]52;c;aGk=\u0007ages""#)
        try Data(text.utf8).write(to: messages)
        let result = try LinkLab.run(["explain", "--screens", screens.path, "q2mob://open?targetPage=%23%2Fmessages"])
        Self.expectClean(result, "explain")
        #expect(result.out.contains("Mess" + Self.shownOSC52 + "ages"), "\(result.out)\(result.err)")
    }

    @Test("scenario narration and a failed expect.screen are shown escaped")
    func scenarioText() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try LinkLab.fixture("evil.json", #"""
            {"name": "Evil\u001b]52;c;aGk=\u0007 scenario",
             "steps": [{"say": "Look\u001b[2J here\u2028"},
                       {"open": "q2mob://open?targetPage=%23%2Fmessages"},
                       {"expect": {"screen": "mess\u001b]52;c;aGk=\u0007ages"}}]}
            """#, in: folder)
        let result = try LinkLab.run(["play", scenario])
        #expect(result.status == 1, "\(result.out)\(result.err)")
        Self.expectClean(result, "play")
        #expect(result.out.contains(#"Look\u{1B}[2J here\u{2028}"#), "\(result.out)")
        #expect(result.out.contains("mess" + Self.shownOSC52 + "ages"), "\(result.out)")
        let trace = try LinkLab.run(["play", "--trace", scenario])
        Self.expectClean(trace, "play --trace")
    }

    @Test("an argument-parser error about a hostile value shows it escaped", arguments: [
        ["push", "--stage", "\u{1B}]52;x\u{7}", "x.json"],
        ["explain", "--\u{1B}[2J"],
        ["\u{1B}]0;title\u{7}"],
        ["play", "--interactive", "a\u{202E}.json", "b.json"],
    ])
    func parserError(arguments: [String]) throws {
        let result = try LinkLab.run(arguments)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.stdout.isEmpty)
        #expect(!result.err.isEmpty)
        Self.expectClean(result, "\(arguments)")
    }

    @Test("the --stage error names the value, escaped")
    func stageValue() throws {
        let result = try LinkLab.run(["push", "--stage", "\u{1B}]52;x\u{7}", "payload.json"])
        #expect(result.status == 2)
        #expect(result.err.contains(#"\u{1B}]52;x\u{7}"#), "\(result.err)")
    }

    @Test("--json output is byte for byte the core's JSON line, safe text and hostile alike")
    func jsonUnchanged() throws {
        let links = [
            "q2mob://open?targetPage=%23%2Fmessages",
            "https://demo.q2.com/experimental/uux.aspx#/settings/profile",
            "https://demo.q2.com/experimental/uux.aspx#/café/漢字/😀",
            "q2mob://open?targetPage=%23%2Fmessages\u{1B}]52;c;aGk=\u{7}",
            "https://demo.q2.com/experimental/uux.aspx#/messages\u{E0041}\u{AD}",
            "partnerbank://x \"quoted\" \\ back",
        ]
        let app = try AppLoader.load(configPath: nil, screensDirectory: LinkLab.screens.path)
        var expected = ""
        for link in links {
            var session = Session(app: app, signedIn: true)
            for decision in session.handle(.openLink(link)) { expected += DecisionJSON.line(decision) + "\n" }
        }
        let result = try LinkLab.run(["explain", "--json", "--screens", LinkLab.screens.path] + links)
        #expect(expected.split(separator: "\n").count == links.count)
        #expect(result.out == expected)
    }

    @Test("help still reads as before: one line per line, nothing escaped")
    func help() throws {
        let result = try LinkLab.run(["explain", "--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("Exit status: 0 when every link navigated"))
        #expect(!result.out.contains(#"\u{"#) && !result.out.contains(#"\n"#), "\(result.out)")
        #expect(result.err.isEmpty)
    }
}

/// On a colour terminal the colour is added after the text is made safe: painted text is escaped too.
@Suite("Colour is added after sanitising", .enabled(if: TmuxSession.isAvailable))
struct ColourAfterSanitisingTests {
    @Test("a hostile settings name in a painted explain line is escaped, and the line keeps its colour")
    func explainOnTerminal() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try LinkLab.fixture("evil.json", TerminalTextTests.hostileSettings, in: folder)
        let app = try LinkLabAppSession.direct(["explain", "--config", config, "q2mob://open?targetPage=%23%2Fmessages"], width: 220)
        defer { app.close() }
        #expect(app.waitForExit() == 1)
        let raw = app.screenWithEscapes
        #expect(RawOutput.hasColour(raw), "\(raw.prefix(200).debugDescription)")
        #expect(raw.contains(#"Evil\u{1B}]52;c;aGk=\u{7}FI"#), "\(raw)")
    }

    @Test("a hostile scenario name and narration in painted play lines are escaped, and keep their colour")
    func playOnTerminal() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try LinkLab.fixture("evil.json", #"""
            {"name": "Evil\u001b[5m scenario", "steps": [{"say": "Look\u001b]52;c;aGk=\u0007 here"}]}
            """#, in: folder)
        let app = try LinkLabAppSession.direct(["play", scenario], width: 160)
        defer { app.close() }
        #expect(app.waitForExit() == 0)
        let raw = app.screenWithEscapes
        #expect(RawOutput.hasColour(raw), "\(raw.prefix(200).debugDescription)")
        #expect(raw.contains(#"Scenario: Evil\u{1B}[5m scenario"#), "\(raw)")
        #expect(raw.contains(#"Look\u{1B}]52;c;aGk=\u{7} here"#), "\(raw)")
    }
}
