import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// The support bundle (`--html FILE`): one self-contained page a support agent attaches to a ticket. For each
/// decision the outcome, the path drawn hop by hop, the phone at the end (an SVG the caller draws from the
/// terminal's own phone), the checks, the customer sentence, the bank fix and the corrected link; for a check
/// list or a walkthrough a summary first; then what it was all decided on. Written from the decision values
/// the JSON writer reads, never from the JSON; every outside text is escaped as it is written (`HTMLWriter`).
///
/// The page is XHTML-compatible HTML (every element closed, no named entity but XML's five) so a strict XML
/// parser can check it, and it carries a Content-Security-Policy that forbids scripts and any fetch.
public enum SupportBundle {
    /// The command that made the page.
    public enum Kind: Sendable { case explain, push, check, play }

    /// One decision of the page, and what the caller knows around it.
    public struct Entry {
        public var decision: Decision
        /// The phone after the decision, as SVG; nil when there is none to draw.
        public var phone: HTMLWriter?
        /// Where the decision came from: a check list's `file:line`, a scenario's name and step.
        public var origin: String?
        /// Whether a check-list row or a scenario step met its expectation; nil for `explain` and `push`.
        public var passed: Bool?
        public var appState: AppState
        public var signedInAtStart: Bool

        public init(decision: Decision, phone: HTMLWriter?, origin: String? = nil, passed: Bool? = nil,
                    appState: AppState, signedInAtStart: Bool) {
            self.decision = decision
            self.phone = phone
            self.origin = origin
            self.passed = passed
            self.appState = appState
            self.signedInAtStart = signedInAtStart
        }
    }

    /// What a file named in the provenance is.
    public enum FileRole: Sendable {
        case settings, infoPlist, entitlements, provisioningProfile, aasa, androidFile, checkList, scenario, payload, screens
    }

    /// A file the decisions were made on, by name and digest; `sha256` is nil when it could not be read again,
    /// or when the file is one built into LinkLab (`builtIn`: the version names it).
    public struct FileDigest: Sendable {
        public var role: FileRole
        public var path: String
        public var sha256: String?
        public var builtIn: Bool

        public init(role: FileRole, path: String, sha256: String?, builtIn: Bool = false) {
            self.role = role
            self.path = path
            self.sha256 = sha256
            self.builtIn = builtIn
        }
    }

    /// A file the live site served (`--live`), where and when it was fetched.
    public struct LiveFile: Sendable {
        public var name: String
        public var url: String
        /// The time it was fetched, as the caller words a time (UTC, ISO 8601).
        public var fetched: String
        public var cacheAgeSeconds: Int?

        public init(name: String, url: String, fetched: String, cacheAgeSeconds: Int?) {
            self.name = name
            self.url = url
            self.fetched = fetched
            self.cacheAgeSeconds = cacheAgeSeconds
        }
    }

    /// What the decisions were made on: the files, the live site's files, and the LinkLab that made them.
    public struct Provenance: Sendable {
        public var files: [FileDigest]
        public var live: [LiveFile]
        /// No settings file: the demo FI's built-in settings applied.
        public var demoDefaults: Bool
        public var version: String
        public var commit: String?

        public init(files: [FileDigest], live: [LiveFile], demoDefaults: Bool, version: String, commit: String?) {
            self.files = files
            self.live = live
            self.demoDefaults = demoDefaults
            self.version = version
            self.commit = commit
        }
    }

    /// The decisions a page left out, past the most it shows, and how many of them failed.
    public struct Omitted: Sendable {
        public var count = 0
        public var failed = 0

        public init() {}
    }

    /// The whole page.
    public static func page(_ kind: Kind, entries: [Entry], omitted: Omitted = Omitted(), app: BankingApp,
                            provenance: Provenance) -> HTMLWriter {
        var w = HTMLWriter()
        w.markup("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        w.markup("<meta http-equiv=\"Content-Security-Policy\"")
        w.markup(" content=\"")
        w.write(literal: Wording.Bundle.securityPolicy)
        w.markup("\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        w.markup("<meta name=\"referrer\" content=\"no-referrer\"/>\n<title>")
        w.write(literal: Wording.Bundle.heading)
        w.markup(" — ")
        Wording.Bundle.kind(kind, count: entries.count + omitted.count, into: &w)
        w.markup("</title>\n<style>\n")
        w.markup(Wording.Bundle.styleSheet)
        w.markup("\n</style>\n</head>\n<body>\n<header><h1>")
        w.write(literal: Wording.Bundle.heading)
        w.markup("</h1><p class=\"meta\">")
        Wording.Bundle.kind(kind, count: entries.count + omitted.count, into: &w)
        w.markup(" · ")
        Wording.Bundle.version(provenance.version, commit: provenance.commit, into: &w)
        w.markup("</p>")
        if omitted.count > 0 {
            w.markup("<p class=\"meta\">")
            Wording.Bundle.omitted(omitted.count, shown: entries.count, into: &w)
            w.markup("</p>")
        }
        w.markup("</header>\n")
        if kind == .check || kind == .play { summary(entries, omitted: omitted, into: &w) }
        for (i, entry) in entries.enumerated() { decision(entry, number: i + 1, app: app, into: &w) }
        SupportBundle.provenance(provenance, into: &w)
        w.markup("</body>\n</html>\n")
        return w
    }

    /// The summary of a check list or a walkthrough: passed and failed, by outcome and by code, then a row
    /// for each decision linking to it.
    static func summary(_ entries: [Entry], omitted: Omitted, into w: inout HTMLWriter) {
        let failed = entries.filter { $0.passed == false }.count + omitted.failed
        w.markup("<section class=\"summary\" id=\"summary\"><h2>")
        w.write(literal: Wording.Bundle.summaryHeading)
        w.markup("</h2><p>")
        Wording.Bundle.tally(passed: entries.count + omitted.count - failed, failed: failed, into: &w)
        w.markup("</p>\n<h3>")
        w.write(literal: Wording.Bundle.byOutcome)
        w.markup("</h3><table><tbody>")
        for (outcome, count) in tallied(entries.map(\.decision.outcome.rawValue)) {
            w.markup("<tr><td><code>")
            w.write(outcome)
            w.markup("</code></td><td>")
            w.number(count)
            w.markup("</td></tr>")
        }
        w.markup("</tbody></table>\n<h3>")
        w.write(literal: Wording.Bundle.byCode)
        w.markup("</h3>")
        let codes = tallied(entries.flatMap(\.decision.codes))
        if codes.isEmpty {
            w.markup("<p>")
            w.write(literal: Wording.Bundle.noCodes)
            w.markup("</p>")
        } else {
            w.markup("<table><tbody>")
            for (code, count) in codes {
                w.markup("<tr><td><code>")
                w.write(code)
                w.markup("</code></td><td>")
                w.number(count)
                w.markup("</td></tr>")
            }
            w.markup("</tbody></table>")
        }
        w.markup("\n<h3>")
        w.write(literal: Wording.Bundle.rowsHeading)
        w.markup("</h3><table class=\"rows\"><thead><tr><th>")
        w.write(literal: Wording.Bundle.columnRow)
        w.markup("</th><th>")
        w.write(literal: Wording.Bundle.columnInput)
        w.markup("</th><th>")
        w.write(literal: Wording.Bundle.columnOutcome)
        w.markup("</th><th>")
        w.write(literal: Wording.Bundle.columnCodes)
        w.markup("</th><th>")
        w.write(literal: Wording.Bundle.columnResult)
        w.markup("</th></tr></thead><tbody>\n")
        for (i, entry) in entries.enumerated() {
            w.markup("<tr><td><a href=\"#d")
            w.number(i + 1)
            w.markup("\">")
            if let origin = entry.origin { w.user(origin, limit: 300) } else { w.number(i + 1) }
            w.markup("</a></td><td><code>")
            w.user(entry.decision.input, limit: 300)
            w.markup("</code></td><td>")
            w.write(entry.decision.outcome.rawValue)
            w.markup("</td><td>")
            w.write(entry.decision.codes.joined(separator: " "))
            w.markup("</td><td class=\"")
            w.markup(entry.passed == false ? "fail" : "pass")
            w.markup("\">")
            w.write(literal: entry.passed == false ? Wording.Bundle.failedMark : Wording.Bundle.passedMark)
            w.markup("</td></tr>\n")
        }
        w.markup("</tbody></table></section>\n")
    }

    /// Each value and how often it came, most often first, then in the order first seen.
    static func tallied(_ values: [String]) -> [(String, Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for value in values {
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        let counted = order.enumerated().map { (value: $0.element, count: counts[$0.element] ?? 0, first: $0.offset) }
        return counted.sorted { ($0.count, -$0.first) > ($1.count, -$1.first) }.map { ($0.value, $0.count) }
    }

    /// One decision's section.
    static func decision(_ entry: Entry, number: Int, app: BankingApp, into w: inout HTMLWriter) {
        let d = entry.decision
        w.markup("<section class=\"decision\" id=\"d")
        w.number(number)
        w.markup("\"><h2><span class=\"outcome ")
        w.markup(d.outcome.isSuccess ? "good" : "bad")
        w.markup("\">")
        w.write(d.outcome.rawValue)
        w.markup("</span> <code class=\"link\">")
        w.write(d.input)
        w.markup("</code></h2>\n<p class=\"conclusion\"><strong>")
        Wording.summary(d.conclusion, into: &w)
        w.markup("</strong></p>\n<dl class=\"facts\">")
        if let origin = entry.origin {
            fact(Wording.Bundle.rowLabel, into: &w) { $0.user(origin, limit: 300) }
        }
        if let passed = entry.passed {
            fact(Wording.Bundle.expectationLabel, into: &w) { $0.write(literal: passed ? Wording.Bundle.passedMark : Wording.Bundle.failedMark) }
        }
        fact(Wording.Bundle.platformLabel, into: &w) { Wording.Bundle.platform(d.platform, androidVersion: d.androidVersion, into: &$0) }
        fact(Wording.Bundle.appLabel, into: &w) { Wording.Bundle.app(entry.appState, signedIn: entry.signedInAtStart, into: &$0) }
        if let path = d.path {
            fact(Wording.Bundle.tappedLabel, into: &w) { Wording.source(path.tap.source, platform: path.platform, into: &$0) }
        }
        w.markup("</dl>\n<div class=\"columns\"><div class=\"path\"><h3>")
        w.write(literal: Wording.Bundle.pathHeading)
        w.markup("</h3>")
        SupportBundle.path(d, app: app, into: &w)
        w.markup("</div><figure class=\"phone\">")
        if let phone = entry.phone { w.embed(phone) } else { w.write(literal: Wording.Bundle.noPhone) }
        w.markup("<figcaption>")
        w.write(literal: Wording.Bundle.phoneHeading)
        w.markup("</figcaption></figure></div>\n")
        if d.path != nil {
            w.markup("<h3>")
            w.write(literal: Wording.Bundle.customerHeading)
            w.markup("</h3><p class=\"customer\">")
            Wording.customerSays(d, into: &w)
            w.markup("</p>\n<h3>")
            w.write(literal: Wording.Bundle.bankHeading)
            w.markup("</h3><p class=\"bank\">")
            Wording.bankFix(d, into: &w)
            w.markup("</p>\n")
        }
        checks(d, into: &w)
        diagnostics(d, configuration: app.configuration, into: &w)
        w.markup("</section>\n")
    }

    /// A term and its description in the facts list.
    static func fact(_ term: StaticString, into w: inout HTMLWriter, _ body: (inout HTMLWriter) -> Void) {
        w.markup("<dt>")
        w.write(literal: term)
        w.markup("</dt><dd>")
        body(&w)
        w.markup("</dd>")
    }

    /// The path drawn as a list: the tap, each hop with its wrapper and who added it, and the screen it ends at.
    static func path(_ d: Decision, app: BankingApp, into w: inout HTMLWriter) {
        w.markup("<ol class=\"hops\">")
        if let path = d.path {
            w.markup("<li class=\"tap\">")
            Wording.Bundle.tap(path.tap.source, platform: path.platform, into: &w)
            w.markup("</li>")
            for (i, hop) in path.hops.enumerated() {
                w.markup("<li class=\"")
                w.write(hop.opens.rawValue)
                w.markup("\"><strong>")
                Wording.Bundle.hop(i + 1, opens: hop.opens, into: &w)
                w.markup("</strong> <code class=\"link\">")
                w.user(hop.url, limit: 2000)
                w.markup("</code><p class=\"added\">")
                Wording.Bundle.wrapper(hop, into: &w)
                w.markup("</p><p class=\"why\">")
                Wording.hopReason(hop, platform: path.platform, into: &w)
                w.markup("</p></li>")
            }
        } else {
            let opens: Hop.Opens = d.outcome == .openedInBrowser ? .browser : d.outcome == .notOpened ? .nothing : .app
            w.markup("<li class=\"")
            w.write(opens.rawValue)
            w.markup("\"><strong>")
            Wording.Bundle.hop(1, opens: opens, into: &w)
            w.markup("</strong> <code class=\"link\">")
            w.write(d.input)
            w.markup("</code><p class=\"why\">")
            Wording.Bundle.directHop(d.outcome, into: &w)
            w.markup("</p></li>")
        }
        let page = BrowserPage(after: d, configuration: app.configuration)
        let title = d.scene.map { scene in
            scene.moduleInFront.map { app.configuration.module($0)?.name ?? $0 }
                ?? app.screens.screen(id: scene.currentScreen)?.title ?? scene.currentScreen
        }
        w.markup("<li class=\"end\"><strong>")
        Wording.Bundle.end(browserHost: page?.host, screenTitle: title, platform: d.platform, into: &w)
        w.markup("</strong></li></ol>")
    }

    /// The checks, each with ✓, ✗ or •.
    static func checks(_ d: Decision, into w: inout HTMLWriter) {
        w.markup("<h3>")
        w.write(literal: Wording.Bundle.checksHeading)
        w.markup("</h3><ul class=\"checks\">")
        for step in d.steps {
            let result = step.result
            w.markup("<li class=\"")
            switch result {
            case .passed: w.markup("pass")
            case .failed: w.markup("fail")
            case .asDesigned: w.markup("designed")
            }
            w.markup("\">")
            w.write(result.mark)
            w.markup(" <strong>")
            w.write(literal: Wording.name(of: step.fact))
            w.markup("</strong>: ")
            Wording.detail(step, into: &w)
            w.markup("</li>")
        }
        w.markup("</ul>\n")
    }

    /// The diagnostics, errors first, each with its corrected input. A corrected link is live only when it
    /// is the FI's own (its scheme, or its associated domain over https): nothing else on the page is a link out.
    static func diagnostics(_ d: Decision, configuration: FIConfiguration, into w: inout HTMLWriter) {
        w.markup("<h3>")
        w.write(literal: Wording.Bundle.diagnosticsHeading)
        w.markup("</h3>")
        guard !d.diagnostics.isEmpty else {
            w.markup("<p>")
            w.write(literal: Wording.Bundle.noDiagnostics)
            w.markup("</p>\n")
            return
        }
        w.markup("<ul class=\"diagnostics\">")
        for severity in Severity.allCases {
            for diagnostic in d.diagnostics where diagnostic.severity == severity {
                w.markup("<li><strong class=\"")
                w.write(severity.rawValue)
                w.markup("\">")
                w.write(severity.rawValue)
                w.markup("</strong> <code>")
                w.write(diagnostic.code.rawValue)
                w.markup("</code>: ")
                Wording.message(diagnostic.finding, on: diagnostic.platform, into: &w)
                if let fix = diagnostic.fixText {
                    w.markup("<br/>")
                    w.write(literal: Wording.Bundle.correctedLabel)
                    if isOwnLink(fix, of: configuration) {
                        w.markup("<a class=\"link\"")
                        w.markup(" rel=\"noopener noreferrer\" href=\"")
                        w.write(fix)
                        w.markup("\" title=\"")
                        w.write(literal: Wording.Bundle.correctedLive)
                        w.markup("\">")
                        w.write(fix)
                        w.markup("</a>")
                    } else {
                        w.markup("<code class=\"link\">")
                        w.user(fix, limit: 2000)
                        w.markup("</code>")
                    }
                }
                w.markup("</li>")
            }
        }
        w.markup("</ul>\n")
    }

    /// Whether a corrected link is the FI's own, and safe to make live: `urlScheme://…`, or `https://` on the
    /// associated domain, with nothing unsafe to show in it.
    package static func isOwnLink(_ link: String, of configuration: FIConfiguration) -> Bool {
        guard !DisplayText.containsUnsafe(link), !link.contains(" ") else { return false }
        let lowered = link.lowercased()
        if lowered.hasPrefix(configuration.urlScheme.lowercased() + "://") { return true }
        guard lowered.hasPrefix("https://"), let host = LinkParts.webHost(ofLink: link) else { return false }
        return host == configuration.associatedDomain.lowercased()
    }

    /// The files and the LinkLab the decisions were made with.
    static func provenance(_ p: Provenance, into w: inout HTMLWriter) {
        w.markup("<section class=\"provenance\" id=\"provenance\"><h2>")
        w.write(literal: Wording.Bundle.provenanceHeading)
        w.markup("</h2>\n")
        if p.demoDefaults {
            w.markup("<p>")
            w.write(literal: Wording.Bundle.demoDefaults)
            w.markup("</p>")
        }
        if !p.files.isEmpty {
            w.markup("<table><thead><tr><th>")
            w.write(literal: Wording.Bundle.fileColumn)
            w.markup("</th><th>")
            w.write(literal: Wording.Bundle.whatColumn)
            w.markup("</th><th>")
            w.write(literal: Wording.Bundle.digestColumn)
            w.markup("</th></tr></thead><tbody>")
            for file in p.files {
                w.markup("<tr><td><code>")
                w.user(file.path, limit: 500)
                w.markup("</code></td><td>")
                Wording.Bundle.role(file.role, into: &w)
                w.markup("</td><td>")
                if let digest = file.sha256 {
                    w.markup("<code>")
                    w.write(digest)
                    w.markup("</code>")
                } else {
                    w.write(literal: file.builtIn ? Wording.Bundle.builtIn : Wording.Bundle.unreadable)
                }
                w.markup("</td></tr>")
            }
            w.markup("</tbody></table>\n")
        }
        w.markup("<ul>")
        if p.live.isEmpty {
            w.markup("<li>")
            w.write(literal: Wording.Bundle.noLiveSite)
            w.markup("</li>")
        }
        for file in p.live {
            w.markup("<li>")
            Wording.Bundle.live(file, into: &w)
            w.markup("</li>")
        }
        w.markup("<li>")
        Wording.Bundle.version(p.version, commit: p.commit, into: &w)
        w.markup("</li></ul></section>\n")
    }
}
