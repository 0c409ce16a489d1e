import Foundation
import LinkLabSystem
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Settings, screens, scenario and AASA files are read as strict JSON, and every
/// error is clear: it names the file (or the key that named the file), the line, the column and the key.
@Suite("Configuration errors")
struct ConfigurationErrorTests {
    struct NotStrict: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var key: String?
        /// Where the mistake is, when the row says.
        var position: TextPosition?
        var problem: JSONProblem
        var testDescription: String { name }
    }

    static let notStrict: [NotStrict] = [
        .init(name: "a duplicate top-level key", json: #"{"urlScheme": "evil", "urlScheme": "q2mob"}"#,
              key: "urlScheme", position: TextPosition(line: 1, column: 23), problem: .duplicateKey("urlScheme", firstLine: 1, firstColumn: 2)),
        .init(name: "a duplicate key in a module", json: """
            {"modules": [
              {"identifier": "com.a"},
              {"identifier": "com.b", "pushSender": "s", "payloadKey": "b", "pushSender": "evil"}
            ]}
            """, key: "modules[1].pushSender", position: TextPosition(line: 3, column: 65),
              problem: .duplicateKey("pushSender", firstLine: 3, firstColumn: 27)),
        .init(name: "a trailing comma", json: "{\n  \"urlScheme\": \"q2mob\",\n}", key: "urlScheme",
              position: TextPosition(line: 2, column: 23), problem: .trailingComma(before: "'}'")),
        .init(name: "a trailing comma in a list", json: #"{"modules": [{"identifier": "com.a"},]}"#, key: "modules[0]",
              position: TextPosition(line: 1, column: 37), problem: .trailingComma(before: "']'")),
        .init(name: "a comment", json: "{\n  \"name\": \"x\" // the name\n}", key: "name", position: TextPosition(line: 2, column: 15), problem: .comment),
        .init(name: "a leading zero", json: #"{"policies": {"maximumLinkLength": 0100}}"#, key: "policies.maximumLinkLength",
              position: TextPosition(line: 1, column: 36), problem: .leadingZero),
        .init(name: "a raw control character", json: "{\"name\": \"Acme\u{7}\"}", key: "name", problem: .controlCharacter(7)),
    ]

    @Test("JSON that is not strict is refused, naming the file, line, column and key", arguments: notStrict)
    func notStrictJSON(_ row: NotStrict) throws {
        let error = try #require(Fixtures.configurationError(row.json), "\(row.name) loaded")
        #expect(error.file == "bad-settings.json")
        #expect(error.key == row.key, "\(error)")
        #expect(error.problem == .syntax(row.problem), "\(error)")
        if let position = row.position { #expect(error.position == position, "\(error)") }
        #expect(!DisplayText.containsUnsafe(error.description))
    }

    @Test("bytes that are not UTF-8 are refused, naming the byte, the line and the column")
    func invalidUTF8() throws {
        let bytes = Array("{\n  \"name\": \"Caf".utf8) + [0xE9] + Array("\"\n}".utf8)
        do {
            _ = try ConfigurationLoader.load(data: Data(bytes), file: "latin1.json")
            Issue.record("Latin-1 bytes loaded")
        } catch {
            #expect(error.file == "latin1.json")
            #expect(error.key == "name")
            guard case .syntax(.invalidUTF8(byteOffset: 16, let bytes)) = error.problem else { Issue.record("\(error)"); return }
            #expect(bytes.first == 0xE9)
            #expect(error.position == TextPosition(line: 2, column: 15), "\(error)")
        }
    }

    @Test("maximumLinkLength that is not a whole number in range names the key and the range", arguments: [
        "1e23", "1.5", "-3", "3", "1000001", "\"long\"",
    ])
    func maximumLinkLength(_ value: String) throws {
        let error = try #require(Fixtures.configurationError(#"{"policies": {"maximumLinkLength": \#(value)}}"#))
        #expect(error.key == "policies.maximumLinkLength", "\(error)")
        if value.hasPrefix("\"") {
            #expect(error.problem == .mustBe(.kind(.number), found: .string), "\(error)")
        } else {
            guard case .mustBe(.wholeNumber(let range), _) = error.problem else { Issue.record("\(error)"); return }
            #expect(range == 64...1_000_000)
        }
    }

    @Test("errors found after parsing give the line and column of their key too", arguments: [
        (#"{"urlScheme": 5}"#, "urlScheme", "line 1, column 15: must be a string, not a number"),
        (#"{"modules": [{"identifier": "com.a"}, {"identifier": "com.a"}]}"#, "modules[1].identifier", "line 1, column 54: com.a is declared twice"),
        ("{\n  \"modules\": [{\"name\": \"x\"}]}", "modules[0].identifier", "line 2, column 15: is required but missing"),
        ("{\"policies\": {\n  \"maximumLinkLength\": 1e23}}", "policies.maximumLinkLength", "line 2, column 24: must be a whole number"),
    ])
    func locatedAfterParsing(_ json: String, _ key: String, _ reason: String) throws {
        let error = try #require(Fixtures.configurationError(json))
        #expect(error.key == key)
        #expect(error.reason.hasPrefix(reason), "\(error.reason)")
    }

    @Test("a module's identifiers holding a control or invisible character are refused, naming the key and the character", arguments: [
        (#"{"modules": [{"identifier": "com.q2\u001b.demo"}]}"#, "modules[0].identifier", UInt32(0x1B)),
        (#"{"modules": [{"identifier": "com.q2.mo\u202Ee"}]}"#, "modules[0].identifier", 0x202E),
        (#"{"modules": [{"identifier": "com.a", "pushSender": "com.a\u00AD", "payloadKey": "a"}]}"#, "modules[0].pushSender", 0xAD),
        (#"{"modules": [{"identifier": "com.a", "pushSender": "com.a", "payloadKey": "a\uFEFF"}]}"#, "modules[0].payloadKey", 0xFEFF),
        (#"{"modules": [{"identifier": "com.a", "continuityTargets": ["com.a/x", "com.a/\u009B"]}]}"#, "modules[0].continuityTargets[1]", 0x9B),
    ])
    func unprintableIdentifiers(_ json: String, _ key: String, _ character: UInt32) throws {
        let error = try #require(Fixtures.configurationError(json))
        #expect(error.key == key, "\(error)")
        guard case .unprintable(let scalar, _) = error.problem else { Issue.record("\(error)"); return }
        #expect(scalar == character)
        #expect(!DisplayText.containsUnsafe(error.description))
    }

    @Test("replayPace takes seconds from 0 to 10; outside that, or not a number, names the key", arguments: [
        "-0.5", "10.5", "1e3", "\"slow\"",
    ])
    func replayPaceOutOfRange(_ value: String) throws {
        let error = try #require(Fixtures.configurationError(#"{"replayPace": \#(value)}"#))
        #expect(error.key == "replayPace", "\(error)")
    }

    @Test("replayPace is read as seconds; without it the app chooses")
    func replayPace() throws {
        #expect(try Fixtures.configuration(#"{"replayPace": 1.5}"#).replayPace == 1.5)
        #expect(try Fixtures.configuration(#"{"replayPace": 0}"#).replayPace == 0)
        #expect(try Fixtures.configuration("{}").replayPace == nil)
    }

    @Test("maximumLinkLength written as 1E2 or 100.0 is the whole number 100")
    func maximumLinkLengthSpellings() throws {
        #expect(try Fixtures.configuration(#"{"policies": {"maximumLinkLength": 1E2}}"#).policies.maximumLinkLength == 100)
        #expect(try Fixtures.configuration(#"{"policies": {"maximumLinkLength": 100.0}}"#).policies.maximumLinkLength == 100)
    }

    // MARK: files that cannot be read

    @Test("a settings file that is missing, or a folder, says which")
    func missingOrFolder() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try #require(throwing(try ConfigurationLoader.load(path: folder.appendingPathComponent("none.json").path)))
        #expect(missing.reason == "does not exist")
        let isFolder = try #require(throwing(try ConfigurationLoader.load(path: folder.path)))
        #expect(isFolder.file == folder.path)
        #expect(isFolder.reason == "is a folder, not a file")
    }

    @Test("an unreadable file says permission denied, not missing")
    func permissionDeniedWording() {
        #expect(FileProblem(SystemError(code: EACCES)) == .permissionDenied)
        #expect(FileProblem(SystemError(code: EACCES)).reason == "cannot be read: permission denied")
        #expect(FileProblem(SystemError(code: ENOENT)) == .missing)
        #expect(FileProblem(SystemError(code: EISDIR)) == .isAFolder)
    }

    @Test("a settings file without read permission says permission denied", .enabled(if: getuid() != 0, "root reads any file"))
    func permissionDenied() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("secret.json")
        try Data("{}".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let error = try #require(throwing(try ConfigurationLoader.load(path: file.path)))
        #expect(error.problem == .unreadable(.permissionDenied), "\(error)")
    }

    @Test("reads are bounded: an endless file is refused, not read forever")
    func bounded() {
        #expect(throws: FileProblem.tooLarge(limit: 1 << 20)) { try InputFile.read("/dev/zero", limit: 1 << 20) }
    }

    @Test("a missing screens folder named by the settings names the settings key")
    func screensKey() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent("settings.json")
        try Data(#"{"screens": "no-such-screens"}"#.utf8).write(to: settings)
        let error = try #require(throwing(try AppLoader.load(configPath: settings.path)))
        #expect(error.file == settings.path)
        #expect(error.key == "screens")
        guard case .namesUnreadable(let path, .missing) = error.problem else { Issue.record("\(error)"); return }
        #expect(path.hasSuffix("no-such-screens"), "\(error)")
    }

    @Test("a missing screens folder named by LINKLAB_SCREENS names the variable")
    func screensEnvironment() throws {
        let error = try #require(throwing(try AppLoader.load(configPath: nil, environment: ["LINKLAB_SCREENS": "/no/such/screens"])))
        #expect(error.file == "LINKLAB_SCREENS")
        #expect(error.reason == "names /no/such/screens, which does not exist")
    }

    // MARK: AASA, screen and scenario files

    @Test("an AASA file with a duplicate key names the AASA file, line, column and key")
    func aasaDuplicate() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let aasa = folder.appendingPathComponent("aasa.json")
        try Data("{\"applinks\": {\"details\": [\n  {\"appIDs\": [], \"appIDs\": [\"ABCDE12345.com.q2.mobile.demo\"]}]}}".utf8).write(to: aasa)
        let settings = folder.appendingPathComponent("settings.json")
        try Data(#"{"prerequisites":{"aasaFile":"aasa.json"}}"#.utf8).write(to: settings)
        let error = try #require(throwing(try ConfigurationLoader.load(path: settings.path)))
        #expect(error.file == aasa.path)
        #expect(error.key == "applinks.details[0].appIDs")
        #expect(error.position == TextPosition(line: 2, column: 18), "\(error)")
        guard case .syntax(.duplicateKey("appIDs", _, _)) = error.problem else { Issue.record("\(error)"); return }
    }

    /// A folder with the three screens every app needs.
    static func screensFolder() throws -> URL {
        let folder = try Fixtures.temporaryDirectory()
        for name in ["landingPage", "login", "messages"] {
            try FileManager.default.copyItem(atPath: (Fixtures.screensDirectory as NSString).appendingPathComponent("\(name).json"),
                                             toPath: folder.appendingPathComponent("\(name).json").path)
        }
        return folder
    }

    @Test("a screen-id clash names the file that repeats the id and the file that has it first")
    func screenIDClash() throws {
        let folder = try Self.screensFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("zz-copy.json")
        try Data(#"{"id":"messages","route":"inbox","title":"Inbox","body":[],"owner":"uux","requiresSignIn":true}"#.utf8).write(to: copy)
        let error = try #require(throwing(try ScreenLoader.load(directory: folder.path, modules: FIConfiguration.demo.modules)))
        #expect(error.file == copy.path)
        #expect(error.key == "id")
        #expect(error.problem == .screenIDClash(id: "messages", otherFile: folder.appendingPathComponent("messages.json").path), "\(error)")
    }

    @Test("any other screen error names the file the screen came from, whatever its id")
    func screenErrorFile() throws {
        let folder = try Self.screensFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("branch-finder.json")
        try Data(#"{"id":"branches","route":"branches","title":"B","body":[],"owner":"com.nobody","requiresSignIn":true}"#.utf8).write(to: file)
        let error = try #require(throwing(try ScreenLoader.load(directory: folder.path, modules: FIConfiguration.demo.modules)))
        #expect(error.file == file.path)
        #expect(error.key == "owner")
        #expect(error.reason.hasPrefix("line 1, column 67: com.nobody"), "\(error.reason)")
    }

    @Test("a screen file with a trailing comma names the file, line and column")
    func screenTrailingComma() throws {
        let folder = try Self.screensFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("extra.json")
        try Data("{\"id\":\"extra\",\"route\":\"extra\",\"title\":\"X\",\n \"body\":[\"a\",],\"owner\":\"uux\",\"requiresSignIn\":true}".utf8).write(to: file)
        let error = try #require(throwing(try ScreenLoader.load(directory: folder.path, modules: FIConfiguration.demo.modules)))
        #expect(error.file == file.path)
        #expect(error.key == "body[0]")
        #expect(error.position == TextPosition(line: 2, column: 13), "\(error)")
        #expect(error.problem == .syntax(.trailingComma(before: "']'")), "\(error)")
    }

    @Test("a scenario with a duplicate key names the file, line, column and key")
    func scenarioDuplicate() {
        let text = "{\"name\": \"x\", \"steps\": [\n  {\"push\": {\"sender\": \"evil\", \"sender\": \"com.q2.mobile.module.demo\"}}]}"
        let error = throwing(try ScenarioLoader.parse(text, file: "dup.json"))
        #expect(error?.file == "dup.json")
        #expect(error?.key == "steps[0].push.sender")
        #expect(error?.position == TextPosition(line: 2, column: 31), "\(String(describing: error))")
    }

    @Test("a scenario step error gives the line and column of its key")
    func scenarioStepPosition() {
        let text = "{\"name\": \"x\", \"steps\": [\n  {\"back\": true},\n  {\"open\": 5}]}"
        let error = throwing(try ScenarioLoader.parse(text, file: "walk.json"))
        #expect(error?.key == "steps[1].open")
        #expect(error?.reason.hasPrefix("line 3, column 12: must be a link string") == true, "\(String(describing: error))")
    }

    @Test("a scenario file that is not UTF-8 is refused, naming the byte")
    func scenarioNotUTF8() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("latin1.json")
        try Data(Array(#"{"name": "Caf"#.utf8) + [0xE9] + Array(#"", "steps": [{"back": true}]}"#.utf8)).write(to: file)
        let error = try #require(throwing(try ScenarioLoader.load(path: file.path)))
        #expect(error.file == file.path)
        guard case .syntax(.invalidUTF8(byteOffset: 13, let bytes)) = error.problem else { Issue.record("\(error)"); return }
        #expect(bytes.first == 0xE9)
    }

    @Test("a scenario whose settings file is missing names the scenario's settings key")
    func scenarioSettingsMissing() throws {
        let scenario = try ScenarioLoader.parse(#"{"name": "x", "settings": "none.json", "steps": [{"back": true}]}"#,
                                                file: "/tmp/walk.json")
        let error = try #require(throwing(try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory)))
        #expect(error.file == "/tmp/walk.json")
        #expect(error.key == "settings")
        #expect(error.reason == "names /tmp/none.json, which does not exist")
    }

    @Test("settings text that holds escape codes is shown escaped in every validation error", arguments: [
        #"{"targetPageName": "uux\u001b]52;c;aGk=\u0007.aspx"}"#,
        #"{"modules": [{"identifier": "a\u001b[2J"}, {"identifier": "a\u001b[2J"}]}"#,
        #"{"modules": [{"identifier": "a", "pushSender": "s\u001b[2J", "payloadKey": "a"}, {"identifier": "b", "pushSender": "s\u001b[2J", "payloadKey": "b"}]}"#,
    ])
    func hostileSettings(_ json: String) throws {
        let error = try #require(Fixtures.configurationError(json))
        #expect(!DisplayText.containsUnsafe(error.description), "\(error.description.debugDescription)")
        // Shown escaped, or (for an identifier, which must be printable) named by its code point.
        #expect(error.description.contains("\\u{1B}") || error.description.contains("holds U+001B"),
                "the escape is shown as text: \(error.description)")
    }

    @Test("a file name that holds escape codes is shown escaped")
    func hostileName() throws {
        let error = try #require(throwing(try ConfigurationLoader.load(path: "/tmp/\u{1B}]52;c;aGk=\u{7}.json")))
        #expect(!DisplayText.containsUnsafe(error.description))
    }
}
