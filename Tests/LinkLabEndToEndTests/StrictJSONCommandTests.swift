import Foundation
import Testing

/// Through the real binary: payloads and settings are read as strict JSON in
/// linear time, and every refusal is one line on stderr naming the file, line, column and key, exit 2.
@Suite("strict JSON through linklab")
struct StrictJSONCommandTests {
    @Test("a payload that names its sender twice is refused, naming sender, line and column")
    func duplicateSender() throws {
        let payload = #"{"aps":{},"sender":"evil","sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
        let result = try LinkLab.run(["push", "-"], stdin: Data(payload.utf8))
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.stdout.isEmpty, "\(result.out)")
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains("line 1, column 27, key sender"), "\(result.err)")
        #expect(result.err.contains("twice"), "\(result.err)")
    }

    @Test("a payload with a trailing comma is refused, naming the key")
    func trailingComma() throws {
        let payload = "{\"aps\":{},\n \"data\":{\"demo\":{\"route\":\"messages\",}}}"
        let result = try LinkLab.run(["push", "-"], stdin: Data(payload.utf8))
        #expect(result.status == 2)
        #expect(result.err.contains("line 2, column 36, key data.demo.route"), "\(result.err)")
        #expect(result.err.contains("trailing comma"), "\(result.err)")
    }

    @Test("a payload file that is not UTF-8 is refused, naming the byte; nothing is replaced")
    func notUTF8() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("latin1.json")
        try Data(Array(#"{"aps":{"alert":"Caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8)).write(to: file)
        let result = try LinkLab.run(["push", file.path])
        #expect(result.status == 2)
        #expect(result.err.contains("latin1.json"), "\(result.err)")
        #expect(result.err.contains("invalid UTF-8 at byte 20"), "\(result.err)")
    }

    @Test("a payload path that is a folder says so")
    func folder() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LinkLab.run(["push", folder.path])
        #expect(result.status == 2)
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains("is a folder, not a file"), "\(result.err)")
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
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains("policies.maximumLinkLength"), "\(result.err)")
        #expect(result.err.contains("whole number between 64 and 1000000"), "\(result.err)")
    }

    @Test("settings with a duplicate key name the file, line, column and key")
    func duplicateSetting() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("settings.json", "{\"urlScheme\": \"evil\",\n \"urlScheme\": \"q2mob\"}", in: folder)
        let result = try LinkLab.run(["explain", "--config", path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 2)
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains("settings.json: key 'urlScheme': is not valid JSON: line 2, column 2"), "\(result.err)")
    }

    @Test("a missing aasaFile names the settings key that refers to it")
    func missingAASA() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("settings.json", #"{"prerequisites": {"aasaFile": "aasa.json"}}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 2)
        #expect(result.err.contains("key 'prerequisites.aasaFile'"), "\(result.err)")
        #expect(result.err.contains("aasa.json, which does not exist"), "\(result.err)")
    }
}
