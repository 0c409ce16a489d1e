import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running test site's process, for the exit handler that stops it.
nonisolated(unsafe) private var siteServerPID: pid_t = 0

/// The hostile HTTPS test site (`SiteServer/site_server.py`) on 127.0.0.1: one port per behaviour, a test CA
/// made at start. Started once for the suite with posix_spawn, never Foundation's `Process`; it stops itself
/// after its lifetime or when this process goes away, and `stop()` ends it earlier.
final class SiteServer: @unchecked Sendable {
    let folder: URL
    let pid: pid_t
    let caFile: String
    let ports: [String: Int]

    /// nil when python3 or openssl is missing (the tests then say so), or the server did not start in 60 s.
    static let shared: SiteServer? = SiteServer.start()

    private init(folder: URL, pid: pid_t, caFile: String, ports: [String: Int]) {
        self.folder = folder
        self.pid = pid
        self.caFile = caFile
        self.ports = ports
    }

    /// `localhost:PORT` for a mode (`good`, `cdn-old`, …); `host` may be `127.0.0.1` instead.
    func domain(_ mode: String, host: String = "localhost") -> String { "\(host):\(ports[mode] ?? 1)" }

    /// The options that point `linklab site` or `--live` at this server: its CA, its "CDN" and its "Google API".
    func network(_ mode: String, host: String = "localhost") -> [String] {
        ["--ca-file", caFile, "--apple-cdn", "https://\(domain(mode, host: host))/cdn/a/v1/",
         "--google-api", "https://\(domain(mode, host: host))/google/", "--timeout", "3"]
    }

    /// How many tunnels the CONNECT proxy (the `proxy` port) has opened so far.
    func tunnels() -> Int {
        (try? String(contentsOf: folder.appendingPathComponent("proxy-tunnels"), encoding: .utf8)).flatMap { Int($0) } ?? -1
    }

    static func start() -> SiteServer? {
        let script = LinkLab.repositoryRoot.appendingPathComponent("Tests/LinkLabEndToEndTests/SiteServer/site_server.py").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-site-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let arguments = ["python3", script, "--dir", folder.path, "--lifetime", "300"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.appendingPathComponent("server.log").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, folder.appendingPathComponent("server.log").path, O_WRONLY | O_APPEND, 0o600)
        var attributes = ChildProcess.cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var pid = pid_t()
        let pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        // Under ChildProcess's lock: a pipe another test has just made, not yet close-on-exec, must not leak
        // into the server, or that test would wait for an EOF until the server's lifetime ends.
        let spawned = ChildProcess.spawnLock.withLock { _ in posix_spawnp(&pid, "python3", &actions, &attributes, pointers, environment) }
        guard spawned == 0 else { return nil }
        // A static is never deinitialised: the server is stopped when the test process exits (and stops
        // itself if that is skipped: it watches for its parent to go, and has a lifetime).
        siteServerPID = pid
        atexit { if siteServerPID > 0 { kill(siteServerPID, SIGTERM) } }
        let portsFile = folder.appendingPathComponent("ports.json")
        // Key generation on a busy machine can take a while; the server writes ports.json when it listens.
        for _ in 0..<600 {
            if let data = try? Data(contentsOf: portsFile),
               let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
               let ca = object["ca"] as? String, let ports = object["ports"] as? [String: Int] {
                return SiteServer(folder: folder, pid: pid, caFile: ca, ports: ports)
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return nil }
            usleep(100_000)
        }
        kill(pid, SIGTERM)
        return nil
    }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: folder)
    }
}
