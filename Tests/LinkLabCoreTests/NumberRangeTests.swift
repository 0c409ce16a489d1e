import Foundation
import Testing
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Every number read from a file or a helper is range-checked where it is read: a count, size or
/// time out of range is a typed problem, never a trap on an Int conversion or overflow.
@Suite("Numbers read from files are range-checked")
struct NumberRangeTests {
    /// A binary plist whose one dictionary declares 2^62 (or 2^63 - 1) entries in an 8-byte count: doubling
    /// the count for its keys and values overflowed and trapped before the count was compared with the file.
    @Test("a binary plist dictionary with an 8-byte count near Int.max is refused, not a trap",
          arguments: [[0x40, 0, 0, 0, 0, 0, 0, 0], [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]] as [[UInt8]])
    func hugeDictionaryCount(count: [UInt8]) {
        var bytes = Array("bplist00".utf8)
        bytes += [0xDF, 0x13] + count
        let table = bytes.count
        bytes += [8]
        func be(_ n: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be(1) + be(0) + be(table)
        #expect(BinaryPropertyListProblem.check(bytes) == .corruptObjects)
        #expect(throws: ConfigurationError.self) { try PropertyList.dictionary(from: bytes, file: "huge.plist") }
    }

    static let url = "https://bank.example/.well-known/apple-app-site-association"

    static func cache(_ fetch: String, count: Int = 1) -> [UInt8] {
        Array(("{\"version\":1,\"domain\":\"bank.example\",\"fetches\":[" + Array(repeating: fetch, count: count).joined(separator: ",") + "]}").utf8)
    }

    static func answered(status: String = "200", declared: String = "2", body: String = "e30=") -> String {
        "{\"file\":\"aasa\",\"url\":\"\(url)\",\"fetchedAt\":1700000000,\"status\":\(status),\"contentType\":null,\"location\":null,"
            + "\"failureReason\":null,\"failureDetails\":null,\"declaredLength\":\(declared),\"overReadCap\":false,\"contentEncoding\":null,\"body\":\"\(body)\"}"
    }

    @Test("a cache file or helper answer with a status, length, time-out, body or count out of range names the key", arguments: [
        (answered(status: "99999999999"), "status"), (answered(status: "-1"), "status"), (answered(status: "1e300"), "status"),
        (answered(status: "42"), "status"), (answered(declared: "-5"), "declaredLength"), (answered(declared: "1e300"), "declaredLength"),
        (answered(declared: "2.5"), "declaredLength"),
        ("{\"file\":\"aasa\",\"url\":\"x\",\"fetchedAt\":1700000000,\"failure\":\"timedOut\",\"seconds\":1e300}", "seconds"),
        ("{\"file\":\"aasa\",\"url\":\"x\",\"fetchedAt\":1700000000,\"failure\":\"timedOut\",\"seconds\":0}", "seconds"),
    ])
    func cacheNumbers(fetch: String, key: String) {
        #expect(throws: SiteCache.CacheProblem.unreadable(.numberOutOfRange(key: key))) { try SiteCache.decode(Self.cache(fetch), domain: "bank.example") }
        #expect(Wording.reason(SiteCache.CacheDefect.numberOutOfRange(key: key)) == "the number under \"\(key)\" is out of range")
        let order = FetchExchange.Order(domain: "bank.example", timeout: 8, trusted: [], files: [(.aasa, Self.url)])
        #expect(throws: FetchExchange.Defect.answer(.numberOutOfRange(key: key))) { try FetchExchange.decodeAnswer(Self.cache(fetch), to: order) }
    }

    @Test("a body over the helper's read cap, and more fetches than files, are out of range")
    func sizesAndCounts() throws {
        let big = Data(repeating: 0x20, count: SiteFile.readCap + 1).base64EncodedString()
        #expect(throws: SiteCache.CacheProblem.unreadable(.numberOutOfRange(key: "body"))) {
            try SiteCache.decode(Self.cache(Self.answered(body: big)), domain: "bank.example")
        }
        #expect(throws: SiteCache.CacheProblem.unreadable(.numberOutOfRange(key: "fetches"))) {
            try SiteCache.decode(Self.cache(Self.answered(), count: 5), domain: "bank.example")
        }
        #expect(try SiteCache.decode(Self.cache(Self.answered(), count: 4), domain: "bank.example").count == 4)
    }
}
