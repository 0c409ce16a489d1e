import Foundation
import Testing
@testable import linklab

/// Reads are bounded. An over-long stdin line is that link's input-too-long and the
/// next line is still explained; a payload over 1 MiB is refused with a clear error.
@Suite("Reads are bounded")
struct BoundedInputTests {
    static let link = "q2mob://open?targetPage=%23%2Fmessages"

    static func codes(_ object: [String: Any]) -> [String] {
        (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    @Test("a 5 MB line on stdin is input-too-long, and the next line is still explained")
    func longLine() throws {
        var stdin = Data(repeating: UInt8(ascii: "x"), count: 5_000_000)
        stdin.append(contentsOf: Array(("\n" + Self.link + "\n").utf8))
        let json = try LinkLab.run(["explain", "--json"], stdin: stdin)
        #expect(json.status == 1, "\(json.err)")
        let objects = try json.jsonLines()
        try #require(objects.count == 2, "\(json.out.prefix(300))")
        #expect(objects[0]["outcome"] as? String == "notOpened")
        #expect(Self.codes(objects[0]) == ["input-too-long"])
        #expect(objects[1]["outcome"] as? String == "navigated")
        #expect(json.stdout.count < 100_000, "the long line is not echoed whole")
        #expect(json.errLines == ["linklab: line 1 of standard input is longer than 1048576 bytes; only its first 1048576 are read and the rest of the line is skipped."])

        let text = try LinkLab.run(["explain"], stdin: stdin)
        #expect(text.status == 1)
        // The text says the same, whole lines: the diagnostic with the --json message, then the next link.
        let message = (objects[0]["diagnostics"] as? [[String: Any]])?.first?["message"] as? String ?? "?"
        #expect(text.hasLine("  error input-too-long: " + message), "\(text.out.prefix(2_000))")
        #expect(text.hasLine("navigated  \(Self.link)"), "\(text.out.prefix(2_000))")
    }

    @Test("a long line that ends without a newline is still one link")
    func longLastLine() throws {
        let stdin = Data(Array((Self.link + "\n").utf8)) + Data(repeating: UInt8(ascii: "y"), count: 2_000_000)
        let result = try LinkLab.run(["explain", "--json"], stdin: stdin)
        let objects = try result.jsonLines()
        #expect(objects.count == 2)
        #expect(objects.map(Self.codes) == [[], ["input-too-long"]])
    }

    @Test("a line of exactly 1 MiB is read whole, not cut, and the next line follows")
    func lineAtTheLimit() throws {
        var stdin = Data(repeating: UInt8(ascii: "z"), count: 1 << 20)
        stdin.append(contentsOf: Array(("\n" + Self.link + "\n").utf8))
        let result = try LinkLab.run(["explain", "--json"], stdin: stdin)
        let objects = try result.jsonLines()
        #expect(objects.count == 2)
        #expect(result.errLines.isEmpty, "\(result.err)")
        #expect(objects.last?["outcome"] as? String == "navigated")
    }

    @Test("a line that never ends (stdin from /dev/zero) is answered at once, in bounded memory")
    func endlessLine() throws {
        let binary = try #require(LinkLab.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["explain", "--json"]
        process.environment = ProcessInfo.processInfo.environment.merging(["LINKLAB_SCREENS": LinkLab.screens.path]) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // SIGKILL: a child of the test runner may inherit a mask that blocks SIGTERM.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) }; process.waitUntilExit() }
        // The first answer arrives although the line has no end; reading it proves the decision was made.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let piece = out.fileHandleForReading.availableData
            if piece.isEmpty { break }
            received.append(piece)
        }
        let line = try #require(String(data: received.prefix { $0 != UInt8(ascii: "\n") }, encoding: .utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["outcome"] as? String == "notOpened")
        #expect(Self.codes(object) == ["input-too-long"])
    }

    @Test("CRLF line ends are stripped as readLine did")
    func crlf() throws {
        let result = try LinkLab.run(["explain", "--json"], stdin: Data((Self.link + "\r\n" + Self.link + "\r\n").utf8))
        #expect(result.status == 0, "\(result.out)")
        #expect(try result.jsonLines().count == 2)
    }

    @Test("a payload over 1 MiB on stdin or in a file is refused with exit status 2")
    func largePayload() throws {
        let padding = String(repeating: " ", count: 1 << 20)
        let payload = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"# + padding
        let fromStdin = try LinkLab.run(["push", "-"], stdin: Data(payload.utf8))
        #expect(fromStdin.status == 2)
        #expect(fromStdin.stdout.isEmpty)
        #expect(fromStdin.errLines == ["linklab: standard input is larger than 1 MiB, the most LinkLab reads"], "\(fromStdin.err)")

        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("big.json", payload, in: folder)
        let fromFile = try LinkLab.run(["push", path])
        #expect(fromFile.status == 2)
        #expect(fromFile.errLines == ["linklab: \(path) is larger than 1 MiB, the most LinkLab reads"], "\(fromFile.err)")
    }

    @Test("an endless payload file (/dev/zero) is refused quickly, not read forever")
    func endlessPayload() throws {
        let result = try LinkLab.run(["push", "/dev/zero"], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(.payloadUnreadable(file: "/dev/zero", .tooLarge(limit: Push.maximumPayloadBytes))).message])
    }

    @Test("a payload that is a folder or missing gets a specific reason")
    func unreadablePayload() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let asFolder = try LinkLab.run(["push", folder.path])
        #expect(asFolder.status == 2)
        #expect(asFolder.errLines == ["linklab: " + UsageError(.payloadUnreadable(file: folder.path, .isAFolder)).message], "\(asFolder.err)")
        let none = folder.appendingPathComponent("none.json").path
        let missing = try LinkLab.run(["push", none])
        #expect(missing.status == 2)
        #expect(missing.errLines == ["linklab: " + UsageError(.payloadUnreadable(file: none, .missing)).message], "\(missing.err)")
    }
}
