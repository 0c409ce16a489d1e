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
        let d = n.decision
        var line = "{\"variant\":\"fromSource\",\"title\":\(JSONText.quote(Wording.title(of: n.tap))),\"from\":\(JSONText.quote(n.tap.source.rawValue))"
        if let page = n.tap.page { line += ",\"page\":\(JSONText.quote(DisplayText.sanitize(page, limit: 8192)))" }
        line += ",\"link\":\(JSONText.quote(DisplayText.sanitize(link, limit: 8192))),\"signedIn\":true"
        line += ",\"outcome\":\(JSONText.quote(d.outcome.rawValue)),\"route\":\(d.route.map { JSONText.quote(DisplayText.sanitize($0, limit: 400)) } ?? "null")"
        line += ",\"code\":\(n.mainCode.map(JSONText.quote) ?? "null"),\"codes\":[\(d.codes.map(JSONText.quote).joined(separator: ","))]"
        line += ",\"note\":\(JSONText.quote(Wording.customerSays(d)))"
        line += ",\"decision\":\(DecisionJSON.line(d))}"
        return line
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
        let d = n.decision
        var line = "{\"variant\":\(JSONText.quote(n.variant.rawValue)),\"title\":\(JSONText.quote(Wording.title(of: n.variant)))"
        line += ",\"link\":\(JSONText.quote(DisplayText.sanitize(n.link.link, limit: 8192))),\"signedIn\":\(n.link.signedIn)"
        line += ",\"outcome\":\(JSONText.quote(d.outcome.rawValue)),\"route\":\(d.route.map { JSONText.quote(DisplayText.sanitize($0, limit: 400)) } ?? "null")"
        line += ",\"code\":\(n.mainCode.map(JSONText.quote) ?? "null"),\"codes\":[\(d.codes.map(JSONText.quote).joined(separator: ","))]"
        line += ",\"note\":\(JSONText.quote(Wording.note(of: n.variant, configuration: configuration)))"
        line += ",\"decision\":\(DecisionJSON.line(d))}"
        return line
    }
}
