import AsyncHTTPClient
import Foundation
import LinkLabCore
import NIOCore
import NIOSSL

/// Fetches a site's files over HTTPS as a hostile server's answers: certificates verified (the system's roots,
/// plus `--ca-file`), no redirect followed, no compression asked for, a time limit on the whole of each
/// request, and at most `SiteFile.readCap` bytes of any body. It only fetches: the core judges the bytes.
public struct SiteFetcher: Sendable {
    /// Extra trusted certificates (`--ca-file`), already read and parsed.
    let trustRoots: [NIOSSLCertificate]
    /// The whole-request time limit, in seconds: connect, headers and body together.
    public let timeout: Int

    /// A fetcher; `trusted` is the PEM bytes of certificates to trust besides the system's (none when empty).
    public init(trusted: [UInt8], timeout: Int) throws(NoPEMCertificate) {
        self.timeout = timeout
        guard !trusted.isEmpty else { trustRoots = []; return }
        do { trustRoots = try NIOSSLCertificate.fromPEMBytes(trusted) } catch { throw NoPEMCertificate() }
        if trustRoots.isEmpty { throw NoPEMCertificate() }
    }

    /// The trusted bytes hold no certificate.
    public struct NoPEMCertificate: Error {}

    /// Fetches every file of `order` at once, each within the time limit; the fetches in the order's order.
    public func fetch(_ order: FetchExchange.Order) async -> [SiteFetch] {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .fullVerification
        if !trustRoots.isEmpty { tls.additionalTrustRoots = [.certificates(trustRoots)] }
        let limit = TimeAmount.seconds(Int64(timeout))
        let configuration = HTTPClient.Configuration(
            tlsConfiguration: tls, redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(Int64(max(1, timeout / 2))), read: limit),
            decompression: .disabled)
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let results = await withTaskGroup(of: SiteFetch.self) { group in
            for item in order.files {
                group.addTask { await self.fetch(item.file, url: item.url, client: client) }
            }
            var all: [SiteFetch] = []
            for await fetch in group { all.append(fetch) }
            return all
        }
        // A request cut off by the time limit may still be winding down: give the shutdown a second, no more.
        // (A task group would wait for the shutdown whatever happens, so the two race through `FirstOf`.)
        let shutdown = Task { try? await client.shutdown() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let first = FirstOf(continuation)
            Task { await shutdown.value; first.give(()) }
            Task { try? await Task.sleep(nanoseconds: 1_000_000_000); first.give(()) }
        }
        return order.files.compactMap { item in results.first { $0.file == item.file && $0.url == item.url } }
    }

    /// One file, raced against the time limit: a slow drip is cut off however its bytes trickle in, and the
    /// answer does not wait for the cancelled request to wind down.
    func fetch(_ file: SiteFile, url: String, client: HTTPClient) async -> SiteFetch {
        let started = Date()
        let seconds = timeout
        let outcome: SiteFetch.Outcome = await withCheckedContinuation { continuation in
            let first = FirstOf(continuation)
            let request = Task { first.give(await Self.request(url, client: client, deadline: .now() + .seconds(Int64(seconds)))) }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
                first.give(.failed(.timedOut(seconds: seconds)))
                request.cancel()
            }
        }
        return SiteFetch(file: file, url: url, fetchedAt: started, outcome: outcome)
    }

    static func request(_ url: String, client: HTTPClient, deadline: NIODeadline) async -> SiteFetch.Outcome {
        var request = HTTPClientRequest(url: url)
        request.method = .GET
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Accept-Encoding", value: "identity")
        request.headers.add(name: "User-Agent", value: "linklab-site")
        do {
            let response = try await client.execute(request, deadline: deadline)
            let headers = response.headers
            let declared = headers.first(name: "Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            var body: [UInt8] = []
            var over = declared.map { $0 > SiteFile.readCap } ?? false
            // A body sent compressed although none was asked for is refused unread: no gzip bomb is expanded.
            let encoded = headers.first(name: "Content-Encoding").map { !$0.lowercased().contains("identity") } ?? false
            if !over, !encoded {
                for try await chunk in response.body {
                    if body.count + chunk.readableBytes > SiteFile.readCap { over = true; break }
                    body.append(contentsOf: chunk.readableBytesView)
                }
            }
            return .answered(SiteResponse(
                status: Int(response.status.code), contentType: headers.first(name: "Content-Type"),
                location: headers.first(name: "Location"), appleFailureReason: headers.first(name: "Apple-Failure-Reason"),
                appleFailureDetails: headers.first(name: "Apple-Failure-Details"), declaredLength: declared,
                body: encoded ? [] : body, overReadCap: over, contentEncoding: encoded ? headers.first(name: "Content-Encoding") : nil))
        } catch {
            return .failed(Self.failure(error))
        }
    }

    /// glibc's words for a name that does not resolve (`gai_strerror(EAI_NONAME)`, "Name or service not
    /// known"), as AsyncHTTPClient's errors quote them.
    static let unresolvedName = String(cString: gai_strerror(EAI_NONAME))

    /// An error in the words of the three failures the report knows, short enough for one line.
    static func failure(_ error: Error) -> SiteFailure {
        let text = String(describing: error)
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return .tls(words(.otherName))
        }
        if error is NIOSSLError || error is NIOSSLExtraError || text.contains("SSL") || text.contains("certificate") || text.contains("handshake") {
            return .tls(text.count > 200 ? String(text.prefix(200)) + "…" : text)
        }
        if text.contains("Connection refused") { return .unreachable(words(.refused)) }
        if text.contains("UnknownHost") || text.contains(Self.unresolvedName) || text.contains("NXDOMAIN") || text.contains("DNS error") {
            return .unreachable(words(.doesNotResolve))
        }
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout: return .unreachable(words(.noAnswerInTime))
            default: break
            }
        }
        if text.contains("invalid character") || text.contains("HTTPParserError") { return .unreachable(words(.notHTTP(text))) }
        return .unreachable(text.count > 200 ? String(text.prefix(200)) + "…" : text)
    }
}

/// Hands the first of several racing results (an answer or the time limit) to the one waiting caller; later ones are dropped.
final class FirstOf<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }

    func give(_ value: Value) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: value)
    }
}
