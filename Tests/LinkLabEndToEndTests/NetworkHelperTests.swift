import Foundation
import LinkLabReading
import Testing
@testable import linklab

/// `linklab site` and `--live` fetch through `linklab-fetch`, LinkLab's network helper (README, "Live site").
/// A helper that is missing, fails, hangs, floods or lies gives one clear line and exit 2, never a crash or
/// a hang; these helpers are shell scripts standing in for a broken one. No test here touches the network.
@Suite("The network helper", .serialized)
struct NetworkHelperTests {
    /// A stand-in helper: a shell script with `body`, in a folder of its own.
    static func helper(_ body: String) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("linklab-fetch").path
        // Written through a descriptor closed on exec: a program another test starts meanwhile must not keep
        // the script open for writing, or running it fails with "Text file busy" (ETXTBSY).
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array("#!/bin/sh\n\(body)\n".utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        chmod(path, 0o755)
        return (path, folder)
    }

    /// `linklab site bank.example` with `LINKLAB_FETCH` naming `path`.
    static func site(helper path: String, _ extra: [String] = [], timeout: Double = 30) throws -> LinkLab.Output {
        try LinkLab.run(["site", "bank.example"] + extra, environment: ["LINKLAB_FETCH": path], timeout: timeout)
    }

    /// Exit 2 and one line on stderr: the helper's problem as `linklab` words it, whole.
    static func expectOneLine(_ result: LinkLab.Output, is problem: FetcherProblem, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "\(result.out) \(result.err)", sourceLocation: sourceLocation)
        #expect(result.errLines == ["linklab: " + UsageError(.fetcher(problem)).message], "\(result.err)", sourceLocation: sourceLocation)
        #expect(result.out.isEmpty, "\(result.out)", sourceLocation: sourceLocation)
    }

    static func expectOneLine(_ result: LinkLab.Output, contains words: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "\(result.out) \(result.err)", sourceLocation: sourceLocation)
        #expect(result.errLines.count == 1, "\(result.err)", sourceLocation: sourceLocation)
        #expect(result.err.contains(words), "\(result.err)", sourceLocation: sourceLocation)
        #expect(result.out.isEmpty, "\(result.out)", sourceLocation: sourceLocation)
    }

    @Test("the helper is built beside linklab")
    func builtBeside() throws {
        let linklab = try #require(BinaryLocator.linklab)
        let helper = linklab.deletingLastPathComponent().appendingPathComponent("linklab-fetch")
        #expect(FileManager.default.isExecutableFile(atPath: helper.path), "\(helper.path)")
    }

    @Test("a missing helper: one line that names where it was looked for and how to build it")
    func missing() throws {
        let result = try Self.site(helper: "/nonexistent/linklab-fetch")
        Self.expectOneLine(result, is: .missing(path: "/nonexistent/linklab-fetch"))
    }

    @Test("a helper that stops with a status, or on a signal, without an answer")
    func noAnswer() throws {
        let (failing, a) = try Self.helper("cat > /dev/null; exit 3")
        defer { try? FileManager.default.removeItem(at: a) }
        Self.expectOneLine(try Self.site(helper: failing), is: .noAnswer(status: 3, signalled: false))
        let (killed, b) = try Self.helper("cat > /dev/null; kill -9 $$")
        defer { try? FileManager.default.removeItem(at: b) }
        Self.expectOneLine(try Self.site(helper: killed), is: .noAnswer(status: 9, signalled: true))
    }

    @Test("a helper that dies before reading its order is a status, not a broken pipe that kills linklab")
    func diesBeforeReading() throws {
        let (path, folder) = try Self.helper("exit 4")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A CA file makes the order larger than a pipe holds, so that writing it meets the closed pipe.
        let pem = folder.appendingPathComponent("big.pem")
        try Data(String(repeating: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", count: 4000).utf8).write(to: pem)
        Self.expectOneLine(try Self.site(helper: path, ["--ca-file", pem.path]), is: .noAnswer(status: 4, signalled: false))
    }

    @Test("an answer that is not an answer: not JSON, another domain, a file missing; a server's bytes are never shown", arguments: [
        ("printf 'not json\\033[31m'", "it is not valid JSON"),
        ("printf '{\"version\":1,\"domain\":\"evil.example\",\"fetches\":[]}'", "it is for another domain"),
        ("printf '{\"version\":1,\"domain\":\"bank.example\",\"fetches\":[]}'", "it has no fetch for AASA, from the domain"),
    ])
    func unusable(script: String, words: String) throws {
        let (path, folder) = try Self.helper("cat > /dev/null; " + script)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.site(helper: path)
        Self.expectOneLine(result, contains: "gave an answer LinkLab cannot use: " + words)
        #expect(!result.stderr.contains(0x1B), "\(result.err)")
    }

    @Test("a helper that floods its output is stopped at the answer's limit")
    func floods() throws {
        let (path, folder) = try Self.helper("cat > /dev/null; exec yes 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'")
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectOneLine(try Self.site(helper: path), is: .answerTooLarge(limit: FetchExchange.answerLimit))
    }

    @Test("a helper that never answers is stopped five seconds after the time limit, even when a child holds its output open, or when it closed its output and runs on", arguments: [
        "cat > /dev/null; sleep 30",
        "cat > /dev/null; exec >&-; exec sleep 30",
    ])
    func hangs(script: String) throws {
        let (path, folder) = try Self.helper(script)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.site(helper: path, ["--timeout", "1"])
        Self.expectOneLine(result, is: .overdue(seconds: 6))
        #expect(result.seconds < 20, "\(result.seconds)")
    }

    @Test("a CA file with no certificate: the helper says so, and linklab names the file")
    func noPEM() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-pem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pem = folder.appendingPathComponent("extra.pem")
        try Data("this is not a certificate\n".utf8).write(to: pem)
        let result = try LinkLab.run(["site", "bank.example", "--ca-file", pem.path])
        Self.expectOneLine(result, contains: "extra.pem holds no PEM certificate")
    }

    @Test("the helper run by hand says what it is, with exit 2")
    func byHand() throws {
        let linklab = try #require(BinaryLocator.linklab)
        let helper = linklab.deletingLastPathComponent().appendingPathComponent("linklab-fetch")
        let process = Process()
        process.executableURL = helper
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("fetch https://bank.example\n".utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(said.contains("the order is not valid JSON"), "\(said)")
        #expect(said.contains("LinkLab's network helper"), "\(said)")
    }
}
