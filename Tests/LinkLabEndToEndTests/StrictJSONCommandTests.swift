import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabWording
import Testing
@testable import linklab

/// Through the real binary: payloads and settings are read as strict JSON in
/// linear time, and every refusal is one line on stderr naming the file, line, column and key, exit 2.
/// Each refusal is compared whole with the typed error it must be (the problem, its position and key),
/// worded by the product's own Wording; the sentences themselves are held by the wording tests.
@Suite("strict JSON through linklab")
struct StrictJSONCommandTests {
    @Test("a payload that names its sender twice is refused, naming sender, line and column")
    func duplicateSender() throws {
        let payload = #"{"aps":{},"sender":"evil","sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
        let result = try LinkLab.run(["push", "-"], stdin: Data(payload.utf8))
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.stdout.isEmpty, "\(result.out)")
        #expect(result.errLines.count == 1, "\(result.err)")
        let syntax = JSONSyntaxError(problem: .duplicateKey("sender", firstLine: 1, firstColumn: 11), line: 1, column: 27, byteOffset: 26, keyPath: "sender")
        #expect(result.errLines == ["linklab: " + UsageError(.payloadNotJSON(file: "-", syntax)).message], "\(result.err)")
    }

    @Test("a payload with a trailing comma is refused, naming the key")
    func trailingComma() throws {
        let payload = "{\"aps\":{},\n \"data\":{\"demo\":{\"route\":\"messages\",}}}"
        let result = try LinkLab.run(["push", "-"], stdin: Data(payload.utf8))
        #expect(result.status == 2)
        let syntax = JSONSyntaxError(problem: .trailingComma(before: "'}'"), line: 2, column: 36, byteOffset: 45, keyPath: "data.demo.route")
        #expect(result.errLines == ["linklab: " + UsageError(.payloadNotJSON(file: "-", syntax)).message], "\(result.err)")
    }

    @Test("a payload file that is not UTF-8 is refused, naming the byte; nothing is replaced")
    func notUTF8() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("latin1.json")
        try Data(Array(#"{"aps":{"alert":"Caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8)).write(to: file)
        let result = try LinkLab.run(["push", file.path])
        #expect(result.status == 2)
        let syntax = JSONSyntaxError(problem: .invalidUTF8(byteOffset: 20, bytes: [0xE9, 0x22, 0x7D, 0x7D]), line: 1, column: 21, byteOffset: 20, keyPath: "aps.alert")
        #expect(result.errLines == ["linklab: " + UsageError(.payloadNotJSON(file: file.path, syntax)).message], "\(result.err)")
    }

    @Test("a payload path that is a folder says so")
    func folder() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LinkLab.run(["push", folder.path])
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(.payloadUnreadable(file: folder.path, .isAFolder)).message], "\(result.err)")
    }

    @Test("a payload with 20,000 keys is answered, its nested key order kept")
    func manyKeys() throws {
        var payload = ##"{"sender":"com.q2.mobile.module.demo","data":{"demo":{"z":1,"route":"messages"}},"aps":{"##
        payload += (0..<20_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}}"
        let result = try LinkLab.run(["push", "--json", "-"], stdin: Data(payload.utf8))
        #expect(!result.timedOut)
        let object = try #require(try result.jsonLines().first, "\(result.err)")
        #expect(object["outcome"] as? String == "navigated")
        #expect((object["input"] as? String)?.hasPrefix(#"{"sender":"com.q2.mobile.module.demo","data":{"demo":{"z":1,"route""#) == true)
    }

    @Test("settings with maximumLinkLength 1e23 name the key and the range")
    func maximumLinkLength() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("settings.json", #"{"policies": {"maximumLinkLength": 1e23}}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 2)
        let error = ConfigurationError(file: path, key: "policies.maximumLinkLength", position: TextPosition(line: 1, column: 36),
                                       problem: .mustBe(.wholeNumber(64...1_000_000), found: .number))
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("settings with a duplicate key name the file, line, column and key")
    func duplicateSetting() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("settings.json", "{\"urlScheme\": \"evil\",\n \"urlScheme\": \"q2mob\"}", in: folder)
        let result = try LinkLab.run(["explain", "--config", path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 2)
        let error = ConfigurationError(file: path, key: "urlScheme", position: TextPosition(line: 2, column: 2),
                                       problem: .syntax(.duplicateKey("urlScheme", firstLine: 1, firstColumn: 2)))
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("a missing aasaFile names the settings key that refers to it")
    func missingAASA() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("settings.json", #"{"prerequisites": {"aasaFile": "aasa.json"}}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 2)
        let error = ConfigurationError(file: path, key: "prerequisites.aasaFile",
                                       problem: .namesUnreadable(path: folder.appendingPathComponent("aasa.json").path, .missing))
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }
}
