import Foundation
import Testing

/// Every file LinkLab reads answers a symbolic-link loop as the writers do: one line naming the path
/// and the system's "Too many levels of symbolic links", never a hang, a crash or a wrong reason. `play LOOP`
/// said no such file existed. Reads are input errors, so the status is 2, as `--transcript` answers a loop.
@Suite("Reading a symbolic-link loop", .serialized)
struct ReadLinkLoopTests {
    static let link = "https://demo.q2.com/experimental/uux.aspx#/messages"

    /// A folder holding `loop` and `loop2`, two links naming each other, and the files `files` names.
    static func folder(_ files: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop2").path, withDestinationPath: "loop")
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("a loop given on the command line", arguments: [
        ["play", "LOOP"], ["quiz", "LOOP"], ["aasa", "LOOP", "https://bank.example/"], ["assetlinks", "LOOP", "https://bank.example/"],
        ["explain", "--config", "LOOP", link], ["explain", "--screens", "LOOP", link], ["play", "--scenarios", "LOOP", "--list"],
        ["site", "bank.example", "--ca-file", "LOOP"], ["push", "LOOP"], ["check", "LOOP"],
    ])
    func commandLine(arguments: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("loop").path
        let result = try LinkLab.run(arguments.map { $0 == "LOOP" ? loop : $0 }, environment: ["LINKLAB_FETCH": "/nonexistent/linklab-fetch"])
        #expect(result.status == 2, "\(result.err)")
        #expect(result.errLines.count == 1, "\(result.err)")
        #expect(result.err.contains(loop) && result.err.contains("Too many levels of symbolic links"), "\(result.err)")
    }

    @Test("a loop named inside a file: a check list's payload, a scenario's settings, a settings file's AASA")
    func named() throws {
        let folder = try Self.folder([
            "payloads.csv": "payload,outcome\nloop,navigated\n",
            "scenario.json": #"{"name":"s","settings":"loop","steps":[{"say":"hi"}]}"#,
            "settings.json": #"{"prerequisites":{"aasaFile":"loop"}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["check", folder.appendingPathComponent("payloads.csv").path],
                          ["play", folder.appendingPathComponent("scenario.json").path],
                          ["explain", "--config", folder.appendingPathComponent("settings.json").path, Self.link]] {
            let result = try LinkLab.run(arguments)
            #expect(result.status == 2, "\(arguments) \(result.err)")
            #expect(result.errLines.count == 1, "\(arguments) \(result.err)")
            #expect(result.err.contains("loop") && result.err.contains("Too many levels of symbolic links"), "\(arguments) \(result.err)")
        }
    }

    @Test("play and quiz with the bare name of a loop in the current folder read it (they said no such file exists)", arguments: ["play", "quiz"])
    func bareName(command: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        let binary = try #require(BinaryLocator.linklab)
        process.executableURL = binary
        process.arguments = [command, "loop"]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(err == "linklab: loop: cannot be read: Too many levels of symbolic links\n", "\(err)")
    }
}
