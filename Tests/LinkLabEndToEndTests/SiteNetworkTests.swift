import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// The network helper's libcurl client against the hostile loopback server: a CONNECT proxy taken from the
/// environment (and bypassed by NO_PROXY), certificate failures worded by kind, a body compressed although
/// "identity" follows, and HTTP/2 or header floods that must not grow the helper. No test reaches beyond
/// loopback. Nested in the live site's suite, so that it runs serialized with it: the one test server is
/// shared, and requests made at once under load could outrun their three-second limit.
extension SiteCommandTests {
    @Suite("The live site's network")
    struct SiteNetworkTests {
        static let appID = SiteCommandTests.appID

        /// No proxy from the test's own environment: each test sets the ones it means.
        static let noProxies: [String: String?] = [
            "https_proxy": nil, "HTTPS_PROXY": nil, "all_proxy": nil, "ALL_PROXY": nil, "no_proxy": nil, "NO_PROXY": nil,
            "http_proxy": nil, "HTTP_PROXY": nil,
        ]

        static func environment(_ extra: [String: String?]) -> [String: String?] {
            noProxies.merging(SiteCommandTests.cacheEnvironment) { a, _ in a }.merging(extra) { _, b in b }
        }

        /// `linklab site --json` for `domain`; the result and the report object.
        static func site(_ domain: String, _ network: [String], environment: [String: String?]) throws -> (LinkLab.Output, [String: Any]) {
            let result = try LinkLab.run(["site", "--json", domain, "--app-id", appID] + network, environment: Self.environment(environment), timeout: 60)
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any], "\(result.out) \(result.err)")
            return (result, object)
        }

        static func files(_ report: [String: Any]) -> [[String: Any]] { report["files"] as? [[String: Any]] ?? [] }

        static func messages(_ report: [String: Any], _ file: String) -> [String] {
            let entry = files(report).first { $0["file"] as? String == file } ?? [:]
            return (entry["problems"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        }

        // MARK: Proxies

        @Test("HTTPS_PROXY: every file through the CONNECT proxy, and the report names it (never its password)")
        func throughProxy() throws {
            let server = try SiteCommandTests.server()
            let proxy = "127.0.0.1:\(server.ports["proxy"] ?? 1)"
            let before = server.tunnels()
            let (result, report) = try Self.site(server.domain("good"), server.network("good"),
                                                 environment: ["HTTPS_PROXY": "http://tester:s3cret@\(proxy)"])
            #expect(result.status == 0, "\(result.out) \(result.err)")
            // Every file answered (Google's list too, which the exit status does not count), each through a tunnel.
            for file in Self.files(report) {
                #expect(file["proxy"] as? String == proxy, "\(file)")
                #expect(file["status"] as? Int == 200, "\(file)")
            }
            #expect(server.tunnels() == before + 4, "\(server.tunnels()) after \(before)")
            #expect(!result.out.contains("s3cret"))

            let text = try LinkLab.run(["site", server.domain("good"), "--app-id", Self.appID] + server.network("good"),
                                       environment: Self.environment(["https_proxy": proxy]), timeout: 60)
            #expect(text.status == 0, "\(text.out) \(text.err)")
            #expect(text.out.contains("Requested through the proxy \(proxy)"), "\(text.out)")
            #expect(server.tunnels() == before + 8)
        }

        @Test("NO_PROXY=127.0.0.1: the proxy is bypassed, opens no tunnel, and the report names none")
        func noProxyBypasses() throws {
            let server = try SiteCommandTests.server()
            let proxy = "127.0.0.1:\(server.ports["proxy"] ?? 1)"
            let before = server.tunnels()
            let (result, report) = try Self.site(server.domain("good", host: "127.0.0.1"), server.network("good", host: "127.0.0.1"),
                                                 environment: ["HTTPS_PROXY": "http://\(proxy)", "NO_PROXY": "127.0.0.1"])
            #expect(result.status == 0, "\(result.out) \(result.err)")
            #expect(server.tunnels() == before)
            for file in Self.files(report) { #expect(file["proxy"] is NSNull, "\(file)") }
            let text = try LinkLab.run(["site", server.domain("good", host: "127.0.0.1")] + server.network("good", host: "127.0.0.1"),
                                       environment: Self.environment(["ALL_PROXY": proxy, "no_proxy": "localhost, 127.0.0.0/8"]), timeout: 60)
            #expect(!text.out.contains("proxy"), "\(text.out)")
            #expect(server.tunnels() == before)
        }

        @Test("a proxy that refuses the connection is named in the sentence")
        func proxyRefuses() throws {
            let server = try SiteCommandTests.server()
            let proxy = "127.0.0.1:\(server.ports["refused"] ?? 1)"
            let (result, report) = try Self.site(server.domain("good"), server.network("good"), environment: ["HTTPS_PROXY": "http://\(proxy)"])
            #expect(result.status == 1)
            #expect(Self.messages(report, "aasa") == ["No answer: the proxy \(proxy) refused the connection."], "\(Self.messages(report, "aasa"))")
        }

        // MARK: Certificates

        @Test("each certificate failure has its own sentence, names --ca-file where it helps, and quotes no library text")
        func certificateKinds() throws {
            let server = try SiteCommandTests.server()
            let expected = [
                ("expired", "has expired"), ("not-yet-valid", "is not valid yet"),
                ("self-signed", "self-signed or issued by an authority this computer does not trust; for a test server, give its CA with --ca-file"),
                ("wrong-name", "issued for another name"),
            ]
            var seen: Set<String> = []
            for (mode, words) in expected {
                let (result, report) = try Self.site(server.domain(mode), server.network(mode), environment: [:])
                #expect(result.status == 1, "\(mode)")
                let messages = Self.messages(report, "aasa")
                #expect(messages.count == 1, "\(mode): \(messages)")
                let message = messages.first ?? ""
                #expect(message.hasPrefix("The certificate is not trusted: "), "\(mode): \(message)")
                #expect(message.contains(words), "\(mode): \(message)")
                for library in ["SSL", "ssl", "curl", "X509", "/", "error:", "verify"] {
                    #expect(!message.contains(library), "\(mode): \(message)")
                }
                seen.insert(message)
                let text = try LinkLab.run(["site", server.domain(mode)] + server.network(mode), environment: Self.environment([:]), timeout: 60)
                #expect(text.out.contains("site-tls (error): \(message)"), "\(text.out)")
            }
            #expect(seen.count == expected.count)
        }

        // MARK: Compression

        @Test("Content-Encoding: gzip, identity is refused as compressed, unread")
        func gzipIdentity() throws {
            let server = try SiteCommandTests.server()
            let (result, report) = try Self.site(server.domain("gzip-identity"), server.network("gzip-identity"), environment: [:])
            #expect(result.status == 1)
            let messages = Self.messages(report, "aasa")
            #expect(messages.contains { $0.contains("sent with Content-Encoding gzip, identity, though LinkLab asked for none") }, "\(messages)")
            let aasa = Self.files(report).first { $0["file"] as? String == "aasa" } ?? [:]
            #expect(aasa["bytes"] as? Int == 0, "\(aasa)")
        }

        // MARK: Floods

        /// Runs `linklab-fetch` on an order for every file at `domain`; its answer, wall time and peak RSS in bytes.
        static func helper(domain: String, server: SiteServer, timeout: Int) throws -> (answer: String, seconds: Double, peak: Int) {
            let helper = try #require(BinaryLocator.executable(named: "linklab-fetch"))
            let ca = try [UInt8](Data(contentsOf: URL(fileURLWithPath: server.caFile)))
            let files: [(file: SiteFile, url: String)] = SiteFile.allCases.map { ($0, "https://\(domain)/.well-known/\($0.rawValue)") }
            let order = FetchExchange.Order(domain: domain, timeout: timeout, trusted: ca, files: files)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-flood-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let orderFile = folder.appendingPathComponent("order.json"), answerFile = folder.appendingPathComponent("answer.json")
            try Data(FetchExchange.encode(order).utf8).write(to: orderFile)

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, orderFile.path, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, answerFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var attributes = ChildProcess.cleanSignalAttributes()
            defer { posix_spawnattr_destroy(&attributes) }
            let argv = [strdup(helper.path), nil]
            defer { free(argv[0]) }
            let environment = ProcessInfo.processInfo.environment.filter { !$0.key.lowercased().hasSuffix("_proxy") }
                .map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { environment.forEach { free($0) } }
            var pid = pid_t()
            let started = Date()
            let spawned = ChildProcess.spawnLock.withLock { _ in posix_spawn(&pid, helper.path, &actions, &attributes, argv, environment) }
            try #require(spawned == 0)
            // Its peak RSS: on Linux the high-water mark of its own memory (VmHWM), read every 5 ms until it ends,
            // since wait4's ru_maxrss counts the test runner's memory too (a spawned child's exec records the RSS of
            // the memory it leaves, the runner's); elsewhere ru_maxrss. Killed if it outlives its time limit by far.
            var status: Int32 = 0
            var usage = rusage()
            var highWater = 0
            while true {
                #if os(Linux)
                highWater = max(highWater, Self.highWater(pid))
                #endif
                let reaped = wait4(pid, &status, WNOHANG, &usage)
                if reaped == pid { break }
                if reaped < 0, errno != EINTR { break }
                if Date().timeIntervalSince(started) > Double(timeout + 30) { kill(pid, SIGKILL) }
                usleep(5_000)
            }
            let seconds = Date().timeIntervalSince(started)
            #if os(Linux)
            let peak = highWater
            #else
            let peak = Int(usage.ru_maxrss)
            #endif
            let answer = (try? String(contentsOf: answerFile, encoding: .utf8)) ?? ""
            return (answer, seconds, peak)
        }

        /// A running process's VmHWM (its peak resident memory so far) in bytes, from /proc; 0 once it has ended.
        static func highWater(_ pid: pid_t) -> Int {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }

        @Test("an HTTP/2 frame flood (with or without h2 by ALPN), or endless headers: the helper ends in time, under 64 MB", arguments: [
            "h2-flood", "h2-alpn-flood", "header-flood",
        ])
        func flood(_ mode: String) throws {
            let server = try SiteCommandTests.server()
            let timeout = 4
            let (answer, seconds, peak) = try Self.helper(domain: server.domain(mode), server: server, timeout: timeout)
            #expect(seconds < Double(timeout + NetworkHelperGrace.seconds), "\(mode): \(seconds) s")
            #expect(peak < 64 << 20, "\(mode): peak RSS \(peak >> 20) MB")
            #expect(peak > 0, "\(mode): the helper's memory was never read")
            let fetches = try FetchExchange.decodeAnswer(Array(answer.utf8), to: FetchExchange.Order(
                domain: server.domain(mode), timeout: timeout, trusted: [],
                files: SiteFile.allCases.map { ($0, "https://\(server.domain(mode))/.well-known/\($0.rawValue)") }))
            guard case .fetched(let all) = fetches else { Issue.record("\(mode): \(answer.prefix(300))"); return }
            for fetch in all {
                guard case .failed(.unreachable(let why)) = fetch.outcome else { Issue.record("\(mode): \(fetch.outcome)"); continue }
                #expect(why == (mode == "header-flood" ? "the answer's headers are over 64 KB, so LinkLab stopped reading"
                                                       : "the answer is not valid HTTP/1.1"), "\(mode)")
            }
        }
    }

}

/// linklab waits this long past the time limit for its helper (`NetworkHelper.graceSeconds`).
enum NetworkHelperGrace { static let seconds = 5 }
