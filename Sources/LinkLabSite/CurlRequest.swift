import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// One GET with one curl easy handle, on the calling thread. Its callbacks read the answer as a hostile
/// server's: headers counted against `SiteFetcher.headerLimit`, a body refused unread when it is compressed
/// or declares more than `SiteFile.readCap`, and cut off at the cap however it arrives.
final class CurlRequest {
    let url: String
    let timeout: Int
    let bundle: [UInt8]?
    /// The proxy setting to go through (credentials and all), or nil to connect directly.
    let proxy: String?

    private(set) var status = 0
    /// The headers LinkLab reads, by lowercased name: the first of each (Content-Encoding: all, joined).
    private(set) var headers: [String: String] = [:]
    private var headerBytes = 0
    private(set) var headersTooLarge = false
    private(set) var body: [UInt8] = []
    /// Whether the body ran past `SiteFile.readCap`, or declared more.
    private(set) var over = false
    /// A Content-Encoding other than identity: the body is not read.
    private(set) var refusedEncoding: String?

    static let wanted: Set<String> = [
        "content-type", "location", "apple-failure-reason", "apple-failure-details", "content-length", "content-encoding",
    ]

    init(url: String, timeout: Int, bundle: [UInt8]?, proxy: String?) {
        self.url = url
        self.timeout = timeout
        self.bundle = bundle
        self.proxy = proxy
    }

    func perform() -> SiteFetch.Outcome {
        guard url.lowercased().hasPrefix("https://") else { return .failed(.unreachable(words(.notHTTPS))) }
        guard let handle = curl_easy_init() else { return .failed(.unreachable(words(.failed))) }
        defer { curl_easy_cleanup(handle) }
        var list: UnsafeMutablePointer<curl_slist>?
        list = curl_slist_append(list, "Accept: application/json")
        list = curl_slist_append(list, "Accept-Encoding: identity")
        defer { curl_slist_free_all(list) }

        var required = CURLE_OK
        func need(_ code: CURLcode) { if code != CURLE_OK, required == CURLE_OK { required = code } }
        need(linklab_curl_setopt_string(handle, CURLOPT_URL, url))
        need(linklab_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        // https only: no other scheme is ever spoken, whatever a URL says (checked above too).
        _ = linklab_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "https")
        need(linklab_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        // HTTP/1.1 only (and ALPN offers only http/1.1): no HTTP/2 frame, nor a flood of them, is ever read.
        need(linklab_curl_setopt_long(handle, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)))
        need(linklab_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
        need(linklab_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
        if let bundle {
            let set = bundle.withUnsafeBytes { linklab_curl_setopt_blob(handle, CURLOPT_CAINFO_BLOB, $0.baseAddress, $0.count) }
            if set != CURLE_OK { return .failed(.tls(words(.caFileUnusable))) }
        }
        need(linklab_curl_setopt_long(handle, CURLOPT_TIMEOUT, timeout))
        need(linklab_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT, max(1, timeout / 2)))
        need(linklab_curl_setopt_string(handle, CURLOPT_USERAGENT, "linklab-site"))
        need(linklab_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, list))
        // No compression is asked for, and none is undone: a compressed body is refused in `header`.
        need(linklab_curl_setopt_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0))
        // The proxy is chosen here, not by curl from the environment, so that the report can name it.
        need(linklab_curl_setopt_string(handle, CURLOPT_PROXY, proxy ?? ""))
        if proxy != nil { need(linklab_curl_setopt_string(handle, CURLOPT_NOPROXY, "")) }
        // The proxy's own answer to CONNECT is not the site's: the header callback sees the site's alone.
        need(linklab_curl_setopt_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1))

        let context = Unmanaged.passUnretained(self).toOpaque()
        let onHeader: linklab_curl_data_callback = { data, size, count, context in
            guard let context else { return 0 }
            let request = Unmanaged<CurlRequest>.fromOpaque(context).takeUnretainedValue()
            return request.header(UnsafeRawBufferPointer(start: data, count: size * count))
        }
        let onBody: linklab_curl_data_callback = { data, size, count, context in
            guard let context else { return 0 }
            let request = Unmanaged<CurlRequest>.fromOpaque(context).takeUnretainedValue()
            return request.write(UnsafeRawBufferPointer(start: data, count: size * count))
        }
        need(linklab_curl_setopt_callback(handle, CURLOPT_HEADERFUNCTION, onHeader))
        need(linklab_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
        need(linklab_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION, onBody))
        need(linklab_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
        guard required == CURLE_OK else { return .failed(.unreachable(words(.failed))) }

        let code = withExtendedLifetime(self) { curl_easy_perform(handle) }
        var verify = 0, connectCode = 0
        _ = linklab_curl_getinfo_long(handle, CURLINFO_SSL_VERIFYRESULT, &verify)
        _ = linklab_curl_getinfo_long(handle, CURLINFO_HTTP_CONNECTCODE, &connectCode)

        if status >= 200, code == CURLE_OK || (code == CURLE_WRITE_ERROR && (over || refusedEncoding != nil)) {
            return .answered(response())
        }
        return .failed(failure(code, verify: verify, connectCode: connectCode))
    }

    /// The answer as the core reads it.
    func response() -> SiteResponse {
        SiteResponse(status: status, contentType: headers["content-type"], location: headers["location"],
                     appleFailureReason: headers["apple-failure-reason"], appleFailureDetails: headers["apple-failure-details"],
                     declaredLength: declaredLength, body: refusedEncoding == nil ? body : [], overReadCap: over,
                     contentEncoding: refusedEncoding)
    }

    var declaredLength: Int? { headers["content-length"].flatMap { Self.wholeNumber(Array($0.trimmingSpaces().utf8)[...], digits: 1...18) } }

    /// ASCII digits alone (no sign, no space), as many as `digits` allows, as a number; nil otherwise.
    static func wholeNumber(_ bytes: ArraySlice<UInt8>, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(bytes.count), bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// Whether a Content-Encoding names any coding but identity (`gzip, identity` does: it is still gzip).
    static func isCompressed(_ encoding: String) -> Bool {
        encoding.split(separator: ",").contains { (token: Substring) -> Bool in
            let name = token.trimmingSpaces().lowercased()
            return !name.isEmpty && name != "identity"
        }
    }

    // MARK: The callbacks (returning less than they were given stops the transfer)

    /// One header line, its status line or the blank line that ends a block.
    func header(_ bytes: UnsafeRawBufferPointer) -> Int {
        headerBytes += bytes.count
        if headerBytes > SiteFetcher.headerLimit { headersTooLarge = true; return 0 }
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = bytes[0..<end]
        if line.isEmpty {
            // The end of a block: a final answer's body is refused here, before a byte of it is read.
            guard status >= 200 else { return bytes.count }
            if let encoding = headers["content-encoding"], Self.isCompressed(encoding) { refusedEncoding = encoding; return 0 }
            if let declared = declaredLength, declared > SiteFile.readCap { over = true; return 0 }
            return bytes.count
        }
        if line.starts(with: Array("HTTP/".utf8)) {
            // A new answer (after a 100 Continue, say): its headers alone count.
            let fields = line.split(separator: 0x20, maxSplits: 2)
            // Three digits, as HTTP writes a status: anything else is no status (0), never a number out of range.
            status = fields.count >= 2 ? Self.wholeNumber(Array(fields[1])[...], digits: 3...3).flatMap { (100...999).contains($0) ? $0 : nil } ?? 0 : 0
            headers = [:]
            return bytes.count
        }
        guard line.first != 0x20, line.first != 0x09, let colon = line.firstIndex(of: 0x3A) else { return bytes.count }
        let name = String(decoding: line[..<colon], as: UTF8.self).trimmingSpaces().lowercased()
        guard Self.wanted.contains(name) else { return bytes.count }
        // The value without the spaces and tabs around it (HTTP's optional white space, nothing more).
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        let text = String(decoding: value, as: UTF8.self)
        if let existing = headers[name] {
            if name == "content-encoding" { headers[name] = existing + ", " + text }
        } else {
            headers[name] = text
        }
        return bytes.count
    }

    /// Body bytes, kept up to `SiteFile.readCap`.
    func write(_ bytes: UnsafeRawBufferPointer) -> Int {
        if refusedEncoding != nil || over { return 0 }
        if body.count + bytes.count > SiteFile.readCap { over = true; return 0 }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    // MARK: Failures, in LinkLab's words

    func failure(_ code: CURLcode, verify: Int, connectCode: Int) -> SiteFailure {
        if headersTooLarge || code.rawValue == 100 /* CURLE_TOO_LARGE, curl 8.6 */ {
            return .unreachable(words(.headersTooLarge(limit: SiteFetcher.headerLimit)))
        }
        if let proxy {
            let shown = ProxyChoice.shown(proxy)
            if connectCode == 407 { return .unreachable(words(.proxyNeedsLogin(shown))) }
            if connectCode >= 300 { return .unreachable(words(.proxyRefusedTunnel(shown, status: connectCode))) }
            switch code {
            case CURLE_COULDNT_CONNECT: return .unreachable(words(.proxyRefused(shown)))
            case CURLE_COULDNT_RESOLVE_PROXY: return .unreachable(words(.proxyDoesNotResolve(shown)))
            case CURLE_PROXY: return .unreachable(words(.proxyFailed(shown)))
            default: break
            }
        }
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            // Headers came, and the body did not finish: a slow drip, cut off at the limit.
            return status > 0 ? .timedOut(seconds: timeout) : .unreachable(words(.noAnswerInTime))
        case CURLE_COULDNT_RESOLVE_HOST: return .unreachable(words(.doesNotResolve))
        case CURLE_COULDNT_CONNECT: return .unreachable(words(.refused))
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_ISSUER_ERROR,
             CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .tls(words(Self.certificateTrouble(code, verify: verify)))
        case CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CRL_BADFILE: return .tls(words(.caFileUnusable))
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
            return .unreachable(words(.notHTTP))
        case CURLE_GOT_NOTHING: return .unreachable(words(.nothingSent))
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: return .unreachable(words(.connectionLost))
        default: return .unreachable(words(.failed))
        }
    }

    /// The kind of a certificate failure, from OpenSSL's verify result (X509_V_ERR_…) and curl's code.
    static func certificateTrouble(_ code: CURLcode, verify: Int) -> FetchTrouble {
        switch verify {
        case 9: .notYetValid                              // X509_V_ERR_CERT_NOT_YET_VALID
        case 10: .expired                                 // X509_V_ERR_CERT_HAS_EXPIRED
        case 2, 18, 19, 20, 21: .unknownAuthority         // unknown issuer, self-signed (leaf or chain), unverifiable leaf
        case 62: .otherName                               // X509_V_ERR_HOSTNAME_MISMATCH
        // curl checks the name itself, after OpenSSL accepted the chain, and then records 1 (`!X509_V_OK`):
        // a chain verified, yet refused, is the name.
        case 0, 1: code == CURLE_PEER_FAILED_VERIFICATION ? .otherName : .handshakeFailed
        default: .certificateUnverified
        }
    }
}
