#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// The words of `linklab site`: one block per fetched file, its problems, and each URL decided with both
/// copies of the AASA. Everything a server sent is made safe to show.
extension Wording {
    /// The file's name in a person's words.
    public static func name(of file: SiteFile) -> String {
        switch file {
        case .aasa: "AASA, from the domain"
        case .aasaCDN: "AASA, Apple's CDN copy (what iPhones use)"
        case .assetLinks: "assetlinks.json, from the domain (what Android reads)"
        case .googleAPI: "Google's Digital Asset Links API"
        }
    }

    /// `128 KB`, `1 MiB`, `412 bytes`.
    public static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes >> 10) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// `Requested through the proxy 10.0.0.1:3128 (set by HTTPS_PROXY or ALL_PROXY).`
    public static func throughProxy(_ proxy: String) -> String {
        text { o in
            o += "Requested through the proxy "; o.user(proxy, limit: 200); o += " (set by HTTPS_PROXY or ALL_PROXY)."
        }
    }

    /// The status line of one file: HTTP status, Content-Type, size against the cap, and whether it parses.
    public static func summary(of check: SiteFileCheck) -> String {
        text { o in
            guard let r = check.fetch.response else { o += "No answer."; return }
            o += "HTTP "; o.number(r.status)
            if let type = r.contentType { o += ", "; o.user(type, limit: 80) } else { o += ", no Content-Type" }
            if r.overReadCap {
                o += ", more than "; o.write(size(SiteFile.readCap))
                if let declared = r.declaredLength { o += " ("; o.number(declared); o += " bytes declared)" }
            } else {
                o += ", "; o.write(size(r.body.count))
            }
            o += " (cap "; o.write(size(check.fetch.file.platformCap)); o += ")"
            if check.association != nil || check.assetLinks != nil { o += ", parses" }
            o += "."
        }
    }

    /// What the file grants to what was asked, or nil when nothing was asked of it.
    public static func grant(of check: SiteFileCheck, question: SiteQuestion) -> String? {
        guard let grants = check.grants else { return nil }
        return text { o in
            switch check.fetch.file {
            case .aasa, .aasaCDN:
                let appID = question.appID ?? ""
                if grants {
                    o += "Lists "; o.user(appID, limit: 160); o += "."
                } else {
                    o += "Does not list "; o.user(appID, limit: 160)
                    let listed = check.association?.details.flatMap(\.appIDs) ?? []
                    if listed.isEmpty { o += "; it lists no apps." } else {
                        o += "; it lists "
                        for (i, app) in listed.prefix(5).enumerated() {
                            if i > 0 { o += ", " }
                            o.user(app, limit: 120)
                        }
                        o += "."
                    }
                }
            case .assetLinks, .googleAPI:
                let package = question.packageName ?? ""
                switch check.assetLinksVerdict {
                case .verified(let statement, _)?:
                    o += "Verifies "; o.user(package, limit: 160); o += " (statement "; o.number(statement); o += ")."
                case .packageMissing?:
                    o += "Has no statement for "; o.user(package, limit: 160); o += "."
                case .relationMissing?:
                    o += "Names "; o.user(package, limit: 160); o += " but grants it no delegate_permission/common.handle_all_urls."
                case .fingerprintMismatch(_, let listed)?:
                    o += "Grants "; o.user(package, limit: 160); o += " to another certificate: "
                    o.user(listed.first ?? "none", limit: 120); o += "."
                case .fileRefused(let statement, let namespace)?:
                    o += "Is refused whole by Android 12 and later: statement "; o.number(statement)
                    o += " has the namespace "; o.user(namespace, limit: 80); o += ", neither web nor android_app."
                case nil:
                    o += grants ? "Grants what was asked." : "Does not grant what was asked."
                }
            }
        }
    }

    /// One problem in a sentence, naming what the server sent (made safe to show).
    public static func sentence(of problem: SiteProblem, file: SiteFile) -> String {
        text { o in
            switch problem {
            case .redirect(let status, let location):
                o += "Answered "; o.number(status); o += " with a redirect to "
                if let location { o.user(location, limit: 200) } else { o += "no Location" }
                switch file {
                case .assetLinks: o += ": Android's verifier follows no redirect, so App Links are not verified."
                case .googleAPI:
                    o += ": LinkLab follows no redirect of Google's statement list, so the list was not read; it informs, and decides nothing on a phone."
                case .aasa, .aasaCDN: o += ": Apple's CDN follows no redirect, so iPhones get no file."
                }
            case .contentType(let type):
                o += "Served as "
                if let type { o.user(type, limit: 80) } else { o += "no Content-Type" }
                o += ", not application/json: a login or error page often looks like this, and Android refuses it."
            case .tooLarge(let bytes, let cap):
                o += "The body is "
                if let bytes { o.write(size(bytes)) } else { o += "over "; o.write(size(SiteFile.readCap)); o += ", where LinkLab stopped reading" }
                o += ", over the "; o.write(size(cap))
                o += file == .assetLinks || file == .googleAPI ? " Android reads." : " iOS reads: iPhones ignore the whole file."
            case .notFound(let status):
                o += "Answered HTTP "; o.number(status); o += " instead of the file."
            case .unreachable(let why):
                o += "No answer: "; o.user(why, limit: 200); o += "."
            case .timedOut(let seconds):
                o += "No whole answer within "; o.number(seconds); o += " s (a slow or stalled server); LinkLab gave up."
            case .tls(let why):
                o += "The certificate is not trusted: "; o.user(why, limit: 200); o += "."
            case .badJSON(let error):
                let why = error.key.map { "key '\($0)': \(error.reason)" } ?? error.reason
                o += "Does not parse: "; o.user(why, limit: 300)
                if !why.hasSuffix(".") { o += "." }
            case .compressed(let encoding):
                // One sanitised piece, as when this was a .badJSON reason.
                o += "Does not parse: "
                o.user("sent with Content-Encoding \(encoding), though LinkLab asked for none; a compressed body is not expanded", limit: 300)
                o += "."
            case .cdnFailure(let status, let reason, let details):
                o += "Apple's CDN answered HTTP "; o.number(status)
                if let reason { o += ": "; o.user(reason, limit: 160) } else { o += " with no Apple-Failure-Reason" }
                if let details { o += " ("; o.user(details, limit: 200); o += ")" }
                o += ". Apple could not fetch the domain's file; iPhones keep what they had, or get nothing."
            case .cdnDiffers:
                o += "Apple's CDN serves other rules than the domain: iPhones use the CDN copy until Apple fetches the file again (often a day or more)."
            }
        }
    }

    /// How the two copies decide one URL, when they differ or when only one could decide it.
    public static func comparison(of link: SiteLinkAnswer) -> String {
        text { o in
            if let refused = link.refused { o.write(sentence(of: refused)); return }
            if let domain = link.domain { o += "Domain's file: "; o.write(label(of: domain)) } else { o += "Domain's file: cannot decide" }
            o += "; Apple's CDN copy: "
            if let cdn = link.cdn { o.write(label(of: cdn)) } else { o += "cannot decide" }
            if link.differs { o += ". The copies disagree, and iPhones do as the CDN copy says." } else { o += "." }
        }
    }

    /// Why a URL given to `linklab site` is not decided with the domain's files (`site-url-not-domain`).
    public static func sentence(of refusal: SiteLinkRefusal) -> String {
        text { o in
            switch refusal {
            case .otherHost(let host):
                o += "Not decided: the URL is on "; o.user(host, limit: 200)
                o += ", not on the domain asked about; another host's AASA decides its links, so none of these files does."
            case .userinfo:
                o += "Not decided: the URL has a user name before its host, which phones never open an app for and which hides the host a reader sees."
            }
        }
    }

    /// The closing line: granted or not, and what decided it.
    public static func conclusion(of report: SiteReport) -> String {
        let asked = report.question.appID != nil || report.question.packageName != nil
        if report.granted {
            return asked ? "The files grant what was asked, and none has an error." : "The files the phones read came without an error."
        }
        return asked ? "The files do not grant what was asked, or one has an error." : "A file the phones read has an error."
    }
}

/// The words of `--live`: where the emulated file came from, and how old a cached copy is.
extension Wording {
    /// `Apple's CDN copy of bank.example's AASA`.
    public static func origin(of file: SiteFile, domain: String) -> String {
        let shown = DisplayText.sanitize(domain, limit: 120)
        return switch file {
        case .aasa: "\(shown)'s own AASA"
        case .aasaCDN: "Apple's CDN copy of \(shown)'s AASA"
        case .assetLinks: "\(shown)'s own assetlinks.json"
        case .googleAPI: "Google's statement list for \(shown)"
        }
    }

    /// `Emulated with Apple's CDN copy of bank.example's AASA (URL), fetched …`: the trace's live-file sentence.
    public static func live(_ origin: LiveFileOrigin) -> String {
        text { partnerFile(.liveFile(origin), passed: true, into: &$0) }
    }

    /// `2 h 5 min`, `3 days`: the age of a cached file.
    public static func age(seconds: Int) -> String {
        let s = max(0, seconds)
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min" }
        if s < 86_400 { return "\(s / 3600) h \(s % 3600 / 60) min" }
        return s < 172_800 ? "1 day" : "\(s / 86_400) days"
    }

    /// "--ca-file extra.pem holds no PEM certificate".
    public static func sentence(for problem: SiteSetupProblem) -> String {
        switch problem {
        case .caFile(let path, .unreadable(let file)): "--ca-file \(DisplayText.sanitize(path, limit: 300)) \(file.reason)"
        case .caFile(let path, .noPEMCertificate): "--ca-file \(DisplayText.sanitize(path, limit: 300)) holds no PEM certificate"
        }
    }

    /// Why a network helper's order cannot be read, for a person who ran `linklab-fetch` by hand.
    public static func reason(_ defect: FetchExchange.OrderDefect) -> String {
        switch defect {
        case .notJSON(let error): "the order is not valid JSON: \(error.position): \(error.problem.sentence)"
        case .notVersion1: "the order is not a version 1 order"
        case .lacksDomainOrTimeout: "the order lacks its domain or time limit"
        case .timeoutOutOfRange: "the order's time limit is not 1 to 60 seconds"
        case .fileLacksNameOrURL: "a file in the order lacks its name or URL"
        case .trustedNotBase64: "the order's trusted certificates are not base64"
        }
    }

    /// Why a network helper's answer cannot be used, worded to follow "gave an answer LinkLab cannot use: ".
    public static func reason(_ defect: FetchExchange.Defect) -> String {
        switch defect {
        case .order(let order): reason(order)
        case .answer(let cache): reason(cache)
        case .answerLacks(let file): "it has no fetch for \(name(of: file))"
        }
    }

    /// Why a cache file of `linklab site --live` cannot be used, worded to follow "cannot be used: ".
    public static func reason(_ defect: SiteCache.CacheDefect) -> String {
        switch defect {
        case .notJSON(let error): "it is not valid JSON: \(error.position): \(error.problem.sentence)"
        case .notVersion1: "it is not a version 1 cache file"
        case .otherDomain: "it is for another domain"
        case .otherAppID: "it was not fetched for this app ID"
        case .noFetches: "it lists no fetches"
        case .fetchLacksFileURLOrTime: "a fetch lacks its file, URL or time"
        case .fetchTimeOutOfRange: "a fetch's time is not whole seconds between 1970 and the year 9999"
        case .timeOutLacksSeconds: "a time-out lacks its seconds"
        case .numberOutOfRange(let key): "the number under \"\(key)\" is out of range"
        case .unknownFailure: "a fetch has an unknown failure"
        case .fetchLacksStatusOrBody: "a fetch lacks its status or body"
        }
    }

    /// Why `--live` cannot emulate, on one line: which file, the code and the sentence, and where to look further.
    public static func sentence(for live: LiveProblem) -> String {
        text { o in
            o += "--live: "; o.write(origin(of: live.file, domain: live.domain)); o += " cannot be used"
            if let problem = live.problem {
                o += ": "; o.write(problem.code.rawValue); o += ": "; o.write(sentence(of: problem, file: live.file))
            } else {
                o += ": it was not fetched."
            }
            o += " (linklab site "; o.user(live.domain, limit: 120); o += " tells the whole story)"
        }
    }
}
