import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `linklab` binary with no terminal: stdin from bytes (or /dev/null), stdout
/// and stderr captured separately as bytes. Files, not pipes, so a 1 MB stdin cannot deadlock
/// and no pipe end leaks into a concurrently spawned tmux server (see `ChildProcess`).
enum LinkLab {
    /// The repository root, found from this file: Tests/LinkLabEndToEndTests/<file>.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let screens = repositoryRoot.appendingPathComponent("screens")
    static let scenarios = repositoryRoot.appendingPathComponent("scenarios")

    /// The built binary; tests `#require` it.
    static var binary: String? { BinaryLocator.linklab?.path }

    /// The shipped scenario files, sorted.
    static var shippedScenarios: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { scenarios.appendingPathComponent($0).path }
    }

    /// What one run printed and how it ended.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: Data
        var seconds: Double
        var timedOut: Bool

        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
        var outLines: [String] { out.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        var errLines: [String] { err.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }

        /// Every stdout line parsed as one JSON object.
        func jsonLines(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
            try outLines.map { line in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                return try #require(object as? [String: Any], "not a JSON object: \(line.prefix(200))", sourceLocation: sourceLocation)
            }
        }
    }

    /// Runs `linklab arguments` and waits (at most `timeout` seconds, then SIGKILL).
    /// `environment` overrides (nil removes a variable) the test's own, with LANG=C.UTF-8.
    /// `stdoutPath` sends stdout to that file (such as /dev/full) instead of capturing it.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String?] = [:], timeout: Double = 20,
        stdoutPath: String? = nil
    ) throws -> Output {
        let binary = try #require(binary, "linklab not built beside \(BinaryLocator.productsFolder.path)")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inPath = folder.appendingPathComponent("stdin").path
        let outPath = folder.appendingPathComponent("stdout").path
        let errPath = folder.appendingPathComponent("stderr").path
        if let stdin { try stdin.write(to: URL(fileURLWithPath: inPath)) }

        var env = ProcessInfo.processInfo.environment
        env["LC_ALL"] = nil
        env["LC_CTYPE"] = nil
        env["LANG"] = "C.UTF-8"
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin == nil ? "/dev/null" : inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = ChildProcess.cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }

        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let start = Date()
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")

        var status: Int32 = 0
        var timedOut = false
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if Date().timeIntervalSince(start) > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(
            status: exitStatus,
            stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            stderr: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(),
            seconds: seconds, timedOut: timedOut)
    }

    /// A new empty folder under the temporary directory; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("linklab-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` to `name` in a new temporary folder and returns its path.
    static func fixture(_ name: String, _ text: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// What must never reach a terminal raw: anything `DisplayText.isUnsafe` names (controls, format
/// and bidi characters, separators, private-use, unassigned, default ignorables), the line break aside.
enum RawOutput {
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && DisplayText.isUnsafe(scalar)
    }

    /// The forbidden characters in `data`, described (`U+001B at 12`), and whether it is UTF-8.
    static func problems(in data: Data) -> [String] {
        guard let text = String(data: data, encoding: .utf8) else { return ["not valid UTF-8"] }
        var found: [String] = []
        for (index, scalar) in text.unicodeScalars.enumerated() where isForbidden(scalar) {
            found.append(String(format: "U+%04X at scalar %d", scalar.value, index))
            if found.count >= 5 { break }
        }
        return found
    }

    /// True when `text` holds an SGR colour (foreground or background) escape.
    static func hasColour(_ text: String) -> Bool {
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }) else { break }
            if after[end] == "m" {
                let parameters = after[..<end].split(separator: ";").compactMap { Int($0) }
                if parameters.contains(where: { (30...37).contains($0) || (40...47).contains($0) || (90...97).contains($0) || (100...107).contains($0) || $0 == 38 || $0 == 48 }) {
                    return true
                }
            }
            rest = after[end...]
        }
        return false
    }
}
