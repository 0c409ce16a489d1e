#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabReading

/// What `linklab site` asks of a domain's files: an iOS app ID, an Android package and its fingerprints, and
/// URLs to decide with both copies of the AASA.
public struct SiteQuestion: Sendable, Equatable {
    public var appID: String?
    public var packageName: String?
    public var fingerprints: [String]
    public var urls: [String]

    public init(appID: String? = nil, packageName: String? = nil, fingerprints: [String] = [], urls: [String] = []) {
        self.appID = appID
        self.packageName = packageName
        self.fingerprints = fingerprints
        self.urls = urls
    }
}

/// One fetched file judged: its problems, what it parses to and what it grants.
public struct SiteFileCheck: Sendable, Equatable {
    public var fetch: SiteFetch
    public var problems: [SiteProblem]
    /// The rules, when the file is an AASA that parses.
    public var association: AppSiteAssociation?
    /// The statements, when the file is an assetlinks.json (or Google's list) that parses.
    public var assetLinks: AssetLinks?
    /// Whether the file grants what was asked of it; nil when nothing was asked of this file or it does not parse.
    public var grants: Bool?
    /// The AASA app-ID verdict or the assetlinks.json verdict behind `grants`.
    public var assetLinksVerdict: AssetLinksVerdict?

    /// Whether the body parsed as the platform reads it.
    public var parses: Bool { association != nil || assetLinks != nil }
}

/// One URL decided with the domain's AASA and with Apple's CDN copy.
public struct SiteLinkAnswer: Sendable, Equatable {
    public var link: String
    public var domain: AASAAnswer?
    public var cdn: AASAAnswer?
    /// Set when the URL is not the domain's own: it is then decided with neither copy.
    public var refused: SiteLinkRefusal?

    /// Whether the two copies decide the URL differently.
    public var differs: Bool { domain?.verdict != cdn?.verdict && domain != nil && cdn != nil }
}

/// The whole answer of `linklab site`: every file judged, every URL decided, and whether what was asked is granted.
public struct SiteReport: Sendable, Equatable {
    public var domain: String
    public var question: SiteQuestion
    public var files: [SiteFileCheck]
    public var links: [SiteLinkAnswer]

    public func file(_ file: SiteFile) -> SiteFileCheck? { files.first { $0.fetch.file == file } }

    /// Exit 0 or 1: iOS reads Apple's CDN copy and Android the domain's assetlinks.json, so those decide what
    /// is granted. With an app ID, the CDN copy must list it and open every URL given; with a package, the
    /// domain's assetlinks.json must verify it. And none of the domain's two files nor the CDN copy may have
    /// an error (the CDN fetches the domain's AASA again soon). Google's list informs, and decides nothing.
    public var granted: Bool {
        // A URL that is not the domain's own is a failure, whatever the files grant.
        guard links.allSatisfy({ $0.refused == nil }) else { return false }
        let phones: [SiteFile] = [.aasa, .aasaCDN, .assetLinks]
        for name in phones {
            guard let check = file(name), check.parses, !check.problems.contains(where: { $0.code.severity == .error }) else { return false }
        }
        if question.appID != nil {
            guard file(.aasaCDN)?.grants == true, links.allSatisfy({ $0.cdn?.opensApp == true }) else { return false }
        }
        if question.packageName != nil {
            guard file(.assetLinks)?.grants == true else { return false }
        }
        return true
    }

    /// Judges the fetched files. `fetches` holds at most one of each `SiteFile`; a URL that is not an https
    /// link is reported by `badLink` before anything is fetched.
    public init(domain: String, question: SiteQuestion, fetches: [SiteFetch]) {
        self.domain = domain
        self.question = question
        var files = fetches.map { Self.judge($0, question: question) }
        if let d = files.firstIndex(where: { $0.fetch.file == .aasa }), let c = files.firstIndex(where: { $0.fetch.file == .aasaCDN }),
           Self.differs(files[d], files[c]) {
            files[c].problems.append(.cdnDiffers)
        }
        self.files = files
        let domainRules = files.first { $0.fetch.file == .aasa }?.association
        let cdnRules = files.first { $0.fetch.file == .aasaCDN }?.association
        let appID = question.appID ?? ""
        // Each file's rules are resolved once for every URL.
        let domainLookup = domainRules.map { AASALookup(association: $0, appID: appID) }
        let cdnLookup = cdnRules.map { AASALookup(association: $0, appID: appID) }
        links = question.urls.map { url in
            if let refusal = SiteLinkRefusal.of(url, domain: domain) {
                return SiteLinkAnswer(link: DisplayText.sanitize(url), domain: nil, cdn: nil, refused: refusal)
            }
            return SiteLinkAnswer(link: DisplayText.sanitize(url), domain: domainLookup.flatMap { try? $0.answer(url).get() },
                           cdn: cdnLookup.flatMap { try? $0.answer(url).get() })
        }
    }

    /// Why a URL given to `linklab site` cannot be decided, or nil when it can.
    public static func badLink(_ url: String) -> AASALinkProblem? {
        if case .failure(let problem) = AASALookup(association: AppSiteAssociation(details: []), appID: "").answer(url) { return problem }
        return nil
    }

    /// Whether Apple's CDN serves other rules than the domain. Both must have answered 200; parsed rules are
    /// compared when both parse (white space and key order do not count), bytes otherwise.
    static func differs(_ domain: SiteFileCheck, _ cdn: SiteFileCheck) -> Bool {
        guard let d = domain.fetch.response, let c = cdn.fetch.response, d.status == 200, c.status == 200 else { return false }
        if let a = domain.association, let b = cdn.association { return a != b }
        return d.body != c.body
    }

    static func judge(_ fetch: SiteFetch, question: SiteQuestion) -> SiteFileCheck {
        var check = SiteFileCheck(fetch: fetch, problems: [])
        let response: SiteResponse
        switch fetch.outcome {
        case .failed(.unreachable(let why)): check.problems = [.unreachable(why)]; return check
        case .failed(.timedOut(let seconds)): check.problems = [.timedOut(seconds: seconds)]; return check
        case .failed(.tls(let why)): check.problems = [.tls(why)]; return check
        case .answered(let r): response = r
        }
        if (300...399).contains(response.status) {
            check.problems = [.redirect(status: response.status, location: response.location)]
            return check
        }
        guard response.status == 200 else {
            check.problems = [fetch.file == .aasaCDN
                ? .cdnFailure(status: response.status, reason: response.appleFailureReason, details: response.appleFailureDetails)
                : .notFound(status: response.status)]
            return check
        }
        if !isJSON(response.contentType) { check.problems.append(.contentType(response.contentType)) }
        if let encoding = response.contentEncoding {
            check.problems.append(.compressed(encoding: encoding))
            return check
        }
        let cap = fetch.file.platformCap
        if response.overReadCap {
            check.problems.append(.tooLarge(bytes: response.declaredLength.flatMap { $0 > response.body.count ? $0 : nil }, cap: cap))
            return check
        }
        if response.body.count > cap {
            check.problems.append(.tooLarge(bytes: response.body.count, cap: cap))
            return check
        }
        let data = Data(response.body)
        do throws(ConfigurationError) {
            switch fetch.file {
            case .aasa, .aasaCDN:
                let rules = try AASAFile.decode(data, file: fetch.url)
                check.association = rules
                if let appID = question.appID { check.grants = rules.details.contains { $0.appIDs.contains(appID) } }
            case .assetLinks:
                let links = try AssetLinks.decode(data, file: fetch.url)
                check.assetLinks = links
                if let package = question.packageName {
                    let verdict = links.verdict(packageName: package, fingerprints: question.fingerprints)
                    check.assetLinksVerdict = verdict
                    check.grants = verdict.verified
                }
            case .googleAPI:
                let links = try GoogleStatementList.decode(data, file: fetch.url)
                check.assetLinks = links
                if let package = question.packageName {
                    let verdict = links.verdict(packageName: package, fingerprints: question.fingerprints)
                    check.assetLinksVerdict = verdict
                    check.grants = verdict.verified
                }
            }
        } catch {
            check.problems.append(.badJSON(error))
        }
        return check
    }

    /// Whether a Content-Type names JSON: `application/json`, parameters (a charset) allowed.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";", maxSplits: 1).first else { return false }
        return type.trimmingSpaces().lowercased() == "application/json"
    }
}
