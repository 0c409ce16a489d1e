import ArgumentParser
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

/// `linklab vary`: the documented failure variants of a link, each decided and explained in a line.
struct Vary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vary",
        abstract: Help.Vary.abstract,
        discussion: Help.Vary.discussion
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @Option(name: .customLong("from"), help: ArgumentHelp(
        Help.Vary.from,
        valueName: "SOURCE"))
    var from: String?

    @Option(name: .customLong("page"), help: ArgumentHelp(Help.Vary.page, valueName: "URL"))
    var page: String?

    @Flag(help: ArgumentHelp(Help.Vary.json))
    var json = false

    @Argument(help: ArgumentHelp(Help.Vary.link, valueName: "LINK"))
    var link: String

    func run() throws {
        let app = platform.apply(try options.loadApp())
        let tap = try TapOptions.tap(from: from, page: page, on: app.configuration.platform)
        guard let neighbourhood = LinkNeighbourhood(of: link, app: app, tap: tap) else {
            let example = LinkBuilder(configuration: app.configuration).customSchemeLink(route: "messages")
            throw UsageError(.noRouteToVary(link: link, example: example))
        }
        let out = OutputBuffer()
        if json {
            for n in neighbourhood.neighbours { out.line(Self.json(n, configuration: app.configuration)) }
            for n in neighbourhood.sources { out.line(Self.json(n, link: link)) }
        } else {
            let given = neighbourhood.given
            out.line("\(DisplayText.sanitize(link, limit: 400))  \(Wording.outcomeAndCodes(given.outcome, codes: given.codes)), #/\(DisplayText.sanitize(neighbourhood.route, limit: 200))")
            let colors = Terminal.colorsWanted
            for n in neighbourhood.neighbours {
                out.line(Self.row(n.decision, title: Wording.title(of: n.variant), code: n.mainCode, colors: colors,
                                  note: Wording.note(of: n.variant, configuration: app.configuration)))
                out.line("    " + DisplayText.sanitize(n.link.link, limit: 400))
            }
            for n in neighbourhood.sources {
                out.line(Self.row(n.decision, title: Wording.title(of: n.tap), code: n.mainCode, colors: colors,
                                  note: Wording.customerSays(n.decision)))
                out.line(Wording.sameLink(tappedOn: n.tap.page))
            }
        }
        out.flush()
    }

    /// A source row: `{"variant": "fromSource", "title", "from", "page"?, "link", "signedIn", "outcome", "route",
    /// "code", "codes", "note", "decision"}`; its note is the customer's sentence.
    static func json(_ n: LinkNeighbourhood.SourceNeighbour, link: String) -> String {
        var w = JSONWriter(capacity: 4096)
        w.raw("{\"variant\":\"fromSource\",\"title\":"); w.string(Wording.title(of: n.tap))
        w.raw(",\"from\":"); w.string(n.tap.source.rawValue)
        if let page = n.tap.page { w.raw(",\"page\":"); w.string(DisplayText.sanitize(page, limit: 8192)) }
        w.raw(",\"link\":"); w.string(DisplayText.sanitize(link, limit: 8192))
        w.raw(",\"signedIn\":true")
        tail(n.decision, code: n.mainCode, note: Wording.customerSays(n.decision), into: &w)
        return w.text
    }

    /// One row of the text table: the mark, the title, the outcome, the main code and the note.
    static func row(_ d: Decision, title: String, code: String?, colors: Bool, note: String) -> String {
        let mark = d.outcome.isSuccess ? "✓" : "✗"
        let painted = colors ? "\u{1B}[\(d.outcome.isSuccess ? "32" : "31")m\(mark)\u{1B}[0m" : mark
        let title = title.padded(to: 26)
        let outcome = d.outcome.rawValue.padded(to: 16)
        return "\(painted) \(title)\(outcome)\((code ?? "-").padded(to: 28))\(note)"
    }

    /// `{"variant", "title", "link", "signedIn", "outcome", "route", "code", "codes", "note", "decision"}`.
    static func json(_ n: LinkNeighbourhood.Neighbour, configuration: FIConfiguration) -> String {
        var w = JSONWriter(capacity: 4096)
        w.raw("{\"variant\":"); w.string(n.variant.rawValue)
        w.raw(",\"title\":"); w.string(Wording.title(of: n.variant))
        w.raw(",\"link\":"); w.string(DisplayText.sanitize(n.link.link, limit: 8192))
        w.raw(",\"signedIn\":"); w.bool(n.link.signedIn)
        tail(n.decision, code: n.mainCode, note: Wording.note(of: n.variant, configuration: configuration), into: &w)
        return w.text
    }

    /// What both kinds of row end with: `"outcome", "route", "code", "codes", "note", "decision"}`.
    private static func tail(_ d: Decision, code: String?, note: String, into w: inout JSONWriter) {
        w.raw(",\"outcome\":"); w.string(d.outcome.rawValue)
        w.raw(",\"route\":"); w.optional(d.route.map { DisplayText.sanitize($0, limit: 400) })
        w.raw(",\"code\":"); w.optional(code)
        w.raw(",\"codes\":[")
        for (i, c) in d.codes.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(c)
        }
        w.raw("],\"note\":"); w.string(note)
        w.raw(",\"decision\":"); DecisionJSON.write(d, into: &w)
        w.raw("}")
    }
}
