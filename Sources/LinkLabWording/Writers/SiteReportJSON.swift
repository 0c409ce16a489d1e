#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabDeciding

/// `linklab site --json`: the whole report as one object, the same facts as the text.
public enum SiteReportJSON {
    public static func document(_ report: SiteReport) -> String {
        var w = JSONWriter(capacity: 4096)
        w.raw("{\"domain\":"); w.string(DisplayText.sanitize(report.domain, limit: 300))
        w.raw(",\"granted\":"); w.bool(report.granted)
        w.raw(",\"files\":[")
        for (i, check) in report.files.enumerated() {
            if i > 0 { w.raw(",") }
            file(check, question: report.question, into: &w)
        }
        w.raw("],\"links\":[")
        for (i, link) in report.links.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"url\":"); w.string(link.link)
            w.raw(",\"domain\":"); w.optional(link.domain.map { Wording.key(of: $0.verdict) })
            w.raw(",\"cdn\":"); w.optional(link.cdn.map { Wording.key(of: $0.verdict) })
            w.raw(",\"opensApp\":"); w.bool(link.cdn?.opensApp == true)
            w.raw(",\"differs\":"); w.bool(link.differs)
            w.raw(",\"code\":"); w.optional(link.refused?.code.rawValue)
            w.raw(",\"message\":"); w.string(Wording.comparison(of: link))
            w.raw("}")
        }
        w.raw("],\"message\":"); w.string(Wording.conclusion(of: report))
        w.raw("}")
        return w.text
    }

    static func file(_ check: SiteFileCheck, question: SiteQuestion, into w: inout JSONWriter) {
        let fetch = check.fetch
        w.raw("{\"file\":"); w.string(fetch.file.rawValue)
        w.raw(",\"url\":"); w.string(DisplayText.sanitize(fetch.url, limit: 600))
        w.raw(",\"fetchedAt\":"); w.string(Timestamp.iso8601(fetch.fetchedAt))
        w.raw(",\"proxy\":"); w.optional(fetch.proxy.map { DisplayText.sanitize($0, limit: 200) })
        if let r = fetch.response {
            w.raw(",\"status\":"); w.number(r.status)
            w.raw(",\"contentType\":"); w.optional(r.contentType.map { DisplayText.sanitize($0, limit: 200) })
            w.raw(",\"location\":"); w.optional(r.location.map { DisplayText.sanitize($0, limit: 600) })
            w.raw(",\"bytes\":"); if r.overReadCap { w.raw("null") } else { w.number(r.body.count) }
            w.raw(",\"overReadCap\":"); w.bool(r.overReadCap)
        }
        w.raw(",\"cap\":"); w.number(fetch.file.platformCap)
        w.raw(",\"parses\":"); w.bool(check.parses)
        w.raw(",\"grants\":"); if let g = check.grants { w.bool(g) } else { w.raw("null") }
        w.raw(",\"grantMessage\":"); w.optional(Wording.grant(of: check, question: question))
        w.raw(",\"problems\":[")
        for (i, problem) in check.problems.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"code\":"); w.string(problem.code.rawValue)
            w.raw(",\"severity\":"); w.string(problem.code.severity.rawValue)
            w.raw(",\"message\":"); w.string(Wording.sentence(of: problem, file: fetch.file))
            w.raw("}")
        }
        w.raw("]}")
    }
}
