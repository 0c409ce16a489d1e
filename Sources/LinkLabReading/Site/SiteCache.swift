#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The `--live` cache file: the fetched files with their fetch times, so that `--offline` can emulate with
/// them later. Written and read by LinkLab alone, and still read strictly: a cache file may have been edited.
public enum SiteCache {
    /// The cache file's name for a domain (`site-bank.example.json`; a port's colon becomes `_`).
    public static func fileName(domain: String) -> String {
        "site-" + domain.replacing(":", with: "_") + ".json"
    }

    /// The cache file's text. `appID` (the app the files were fetched for) is written in a cache file; a
    /// helper's answer has none.
    public static func encode(domain: String, appID: String? = nil, fetches: [SiteFetch]) -> String {
        var w = JSONWriter(capacity: 8192)
        w.raw("{\"version\":1,\"domain\":"); w.string(domain)
        if let appID { w.raw(",\"appID\":"); w.string(appID) }
        w.raw(",\"fetches\":[")
        for (i, fetch) in fetches.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"file\":"); w.string(fetch.file.rawValue)
            w.raw(",\"url\":"); w.string(fetch.url)
            w.raw(",\"fetchedAt\":"); w.number(Int(fetch.fetchedAt.timeIntervalSince1970))
            if let proxy = fetch.proxy { w.raw(",\"proxy\":"); w.string(proxy) }
            switch fetch.outcome {
            case .answered(let r):
                w.raw(",\"status\":"); w.number(r.status)
                w.raw(",\"contentType\":"); w.optional(r.contentType)
                w.raw(",\"location\":"); w.optional(r.location)
                w.raw(",\"failureReason\":"); w.optional(r.appleFailureReason)
                w.raw(",\"failureDetails\":"); w.optional(r.appleFailureDetails)
                w.raw(",\"declaredLength\":"); if let n = r.declaredLength { w.number(n) } else { w.raw("null") }
                w.raw(",\"overReadCap\":"); w.bool(r.overReadCap)
                w.raw(",\"contentEncoding\":"); w.optional(r.contentEncoding)
                w.raw(",\"body\":"); w.string(Data(r.body).base64EncodedString())
            case .failed(let failure):
                switch failure {
                case .unreachable(let why): w.raw(",\"failure\":\"unreachable\",\"detail\":"); w.string(why)
                case .tls(let why): w.raw(",\"failure\":\"tls\",\"detail\":"); w.string(why)
                case .timedOut(let seconds): w.raw(",\"failure\":\"timedOut\",\"seconds\":"); w.number(seconds)
                }
            }
            w.raw("}")
        }
        w.raw("]}\n")
        return w.text
    }

    /// The fetches in a cache file, or why it cannot be read.
    /// With `appID`, a file written for another app (or for none) is refused too.
    public static func decode(_ bytes: [UInt8], domain: String, appID: String? = nil) throws(CacheProblem) -> [SiteFetch] {
        let value: JSONValue
        do { value = try JSONValue.parse(utf8: bytes) } catch { throw .unreadable(.notJSON(error)) }
        let fetches = try fetches(in: value, domain: domain)
        if let appID, value["appID"]?.string != appID { throw .unreadable(.otherAppID) }
        return fetches
    }

    /// The last second of the year 9999, the latest fetch time a cache or a helper's answer may hold.
    static let latestFetchTime: Double = 253_402_300_799

    /// The fetches in a cache document already parsed (a helper's answer is one: `FetchExchange`).
    static func fetches(in value: JSONValue, domain: String) throws(CacheProblem) -> [SiteFetch] {
        guard value["version"] == .number(1) else { throw .unreadable(.notVersion1) }
        guard value["domain"]?.string == domain else { throw .unreadable(.otherDomain) }
        guard case .array(let items)? = value["fetches"] else { throw .unreadable(.noFetches) }
        // One fetch per file at most: LinkLab never writes more, and the count is checked where it is read.
        guard items.count <= SiteFile.allCases.count else { throw .unreadable(.numberOutOfRange(key: "fetches")) }
        var fetches: [SiteFetch] = []
        for item in items {
            guard let file = item["file"]?.string.flatMap(SiteFile.init(rawValue:)), let url = item["url"]?.string,
                  case .number(let at)? = item["fetchedAt"] else { throw .unreadable(.fetchLacksFileURLOrTime) }
            // A time is whole seconds since 1970 and before the year 10000: 1e300 trapped when the age was worked
            // out, and a fraction was written back as whole seconds, so the file did not read back the same.
            guard at.isFinite, at >= 0, at <= latestFetchTime, at.rounded(.towardZero) == at else { throw .unreadable(.fetchTimeOutOfRange) }
            let outcome: SiteFetch.Outcome
            if let failure = item["failure"]?.string {
                switch failure {
                case "unreachable": outcome = .failed(.unreachable(item["detail"]?.string ?? ""))
                case "tls": outcome = .failed(.tls(item["detail"]?.string ?? ""))
                case "timedOut":
                    guard case .number(let s)? = item["seconds"] else { throw .unreadable(.timeOutLacksSeconds) }
                    // The helper's time limit, 1 to 60 seconds as an order allows.
                    guard let seconds = Int(exactly: s), (1...60).contains(seconds) else { throw .unreadable(.numberOutOfRange(key: "seconds")) }
                    outcome = .failed(.timedOut(seconds: seconds))
                default: throw .unreadable(.unknownFailure)
                }
            } else {
                guard case .number(let s)? = item["status"],
                      let body = item["body"]?.string.flatMap({ Data(base64Encoded: $0) }) else {
                    throw .unreadable(.fetchLacksStatusOrBody)
                }
                // An HTTP status has three digits; a body is at most what the helper reads; a declared length
                // is a whole number of bytes.
                guard let status = Int(exactly: s), (100...999).contains(status) else { throw .unreadable(.numberOutOfRange(key: "status")) }
                guard body.count <= SiteFile.readCap else { throw .unreadable(.numberOutOfRange(key: "body")) }
                var declared: Int?
                if case .number(let n)? = item["declaredLength"] {
                    guard let length = Int(exactly: n), length >= 0 else { throw .unreadable(.numberOutOfRange(key: "declaredLength")) }
                    declared = length
                }
                outcome = .answered(SiteResponse(status: status, contentType: item["contentType"]?.string, location: item["location"]?.string,
                                                 appleFailureReason: item["failureReason"]?.string,
                                                 appleFailureDetails: item["failureDetails"]?.string, declaredLength: declared,
                                                 body: [UInt8](body), overReadCap: item["overReadCap"] == .bool(true),
                                                 contentEncoding: item["contentEncoding"]?.string))
            }
            fetches.append(SiteFetch(file: file, url: url, fetchedAt: Date(timeIntervalSince1970: at), outcome: outcome,
                                     proxy: item["proxy"]?.string))
        }
        return fetches
    }

    /// Why a cache file cannot be used.
    public enum CacheProblem: Error, Sendable, Equatable {
        case unreadable(CacheDefect)
    }

    /// What is wrong inside a cache file, as data; its description is worded in `Wording+Site.swift`.
    public enum CacheDefect: Sendable, Equatable {
        case notJSON(JSONSyntaxError)
        case notVersion1
        case otherDomain
        /// A cache file written for another app, or one that names no app.
        case otherAppID
        case noFetches
        case fetchLacksFileURLOrTime
        /// A fetch time before 1970, after the year 9999, not whole seconds, or not a number at all.
        case fetchTimeOutOfRange
        case timeOutLacksSeconds
        /// A number outside what LinkLab writes there: a status, time-out, body size, length or count.
        case numberOutOfRange(key: String)
        case unknownFailure
        case fetchLacksStatusOrBody

    }
}
