import Foundation
import Testing

/// A bad `--config` file: one stderr line naming the file and the key, exit 2, no crash.
@Suite("linklab explain --config errors")
struct ExplainConfigErrorTests {
    struct BadSettings: CustomTestStringConvertible, Sendable {
        let why: String
        let json: String
        let key: String
        var testDescription: String { why }
    }

    static let cases: [BadSettings] = [
        .init(why: "an unknown key", json: #"{"urlSchemee": "q2mob"}"#, key: "urlSchemee"),
        .init(why: "a wrong type", json: #"{"urlScheme": 5}"#, key: "urlScheme"),
        .init(why: "an empty urlScheme", json: #"{"urlScheme": ""}"#, key: "urlScheme"),
        .init(why: "an unknown nested key", json: #"{"prerequisites": {"schemeRegisterd": true}}"#, key: "schemeRegisterd"),
        .init(why: "a wrong nested type", json: #"{"policies": {"maximumLinkLength": "long"}}"#, key: "maximumLinkLength"),
    ]

    @Test("a bad settings file: exit 2, nothing on stdout, one stderr line naming file and key", arguments: cases)
    func badSettings(_ bad: BadSettings) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("bad-settings.json", bad.json, in: folder)
        for arguments in [["explain", "--config", path, ExplainCommandTests.good], ["build", "--config", path, "messages"]] {
            let result = try LinkLab.run(arguments)
            #expect(result.status == 2, "\(arguments[0]): \(result.err)")
            #expect(result.stdout.isEmpty, "\(arguments[0]) stdout: \(result.out)")
            #expect(result.errLines.count == 1, "\(arguments[0]) stderr: \(result.err)")
            // The line is the settings reader's own error, whose key ends with the bad key.
            let error = try #require(ReaderErrors.settings(path))
            #expect(error.file == path && error.key?.split(separator: ".").last.map(String.init) == bad.key, "names the file and the key: \(error)")
            #expect(result.errLines == ["linklab: \(error)"], "\(arguments[0]) stderr: \(result.err)")
        }
    }

    @Test("a settings file that is missing or not JSON: exit 2 with one line")
    func unreadableSettings() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notJSON = try LinkLab.fixture("not-json.json", "urlScheme: q2mob\n", in: folder)
        for path in [notJSON, folder.appendingPathComponent("missing.json").path] {
            let result = try LinkLab.run(["explain", "--config", path, ExplainCommandTests.good])
            #expect(result.status == 2, "\(result.err)")
            #expect(result.stdout.isEmpty)
            let error = try #require(ReaderErrors.settings(path))
            #expect(error.file == path, "names the file: \(error)")
            #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
        }
    }

    @Test("a good settings file changes the FI")
    func goodSettings() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("partner.json", #"{"name": "Partner FI", "urlScheme": "partnerbank"}"#, in: folder)
        let result = try LinkLab.run(["explain", "--json", "--config", path,
                                      "partnerbank://open?targetPage=%23%2Fmessages", ExplainCommandTests.good])
        let objects = try result.jsonLines()
        try #require(objects.count == 2, "\(result.out)\(result.err)")
        #expect(objects[0]["outcome"] as? String == "navigated")
        #expect(objects[1]["outcome"] as? String == "notOpened")
        #expect(result.status == 1)
    }
}
