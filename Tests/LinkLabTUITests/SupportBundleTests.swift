import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The support bundle (`--html`) and the phone's picture (`--svg`): the picture is the terminal's phone cell
/// for cell, and every page and picture is well-formed XML whatever the link held.
@Suite("The support bundle and the phone as SVG")
struct SupportBundleTests {
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fsettings%2Fprofile"
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"

    /// The decisions of one link from a fresh signed-in session, each with the state it leaves.
    static func decide(_ link: String, app: BankingApp, signedIn: Bool = true) -> [(Decision, AppState)] {
        let (state, decisions) = Session.reduce(.initial(signedIn: signedIn, appState: AppState()), .openLink(link), engine: LinkEngine(app: app))
        return decisions.map { ($0, state.app) }
    }

    /// The page for some links, as `explain --html` makes it.
    static func page(_ links: [String], app: BankingApp, kind: SupportBundle.Kind = .explain, origin: String? = nil,
                     files: [SupportBundle.FileDigest] = []) -> String {
        var entries: [SupportBundle.Entry] = []
        for link in links {
            for (decision, after) in decide(link, app: app) {
                let phone = PhonePicture.frame(after: decision, app: app, appState: after)
                    .map { FrameSVG.picture($0, title: Wording.Bundle.phoneTitle(number: entries.count + 1)) }
                entries.append(SupportBundle.Entry(decision: decision, phone: phone, origin: origin,
                                                   passed: kind == .explain ? nil : decision.outcome.isSuccess,
                                                   appState: AppState(), signedInAtStart: true))
            }
        }
        let provenance = SupportBundle.Provenance(files: files, live: [], demoDefaults: files.isEmpty, version: "0.0.0", commit: nil)
        return SupportBundle.page(kind, entries: entries, app: app, provenance: provenance).text
    }

    @Test("the phone's picture is the terminal's phone pane, cell for cell, and its SVG text is the frame's, row for row",
          arguments: [messages, tracker, "q2mob://open?targetPage=#/messages"])
    func pictureIsThePane(_ link: String) throws {
        var model = try AppFixture.model()
        model.open(link)
        let decision = try #require(model.lastDecision)
        let pane = Layout(width: model.width, height: model.height).phone
        let picture = try #require(PhonePicture.frame(after: decision, app: model.session.app, appState: model.state.app,
                                                      width: pane.width, height: pane.height))
        let screen = model.frame
        // The browser's footer offers Esc in the app; the picture, which no key reaches, leaves it out.
        let compared = decision.outcome == .openedInBrowser ? pane.height - 2 : pane.height
        for y in 0..<compared {
            let row = (pane.x..<pane.maxX).map { screen[$0, pane.y + y] }
            let drawn = (0..<pane.width).map { picture[$0, y] }
            #expect(drawn == row, "row \(y): \(picture.rowText(y)) ≠ \(screen.rowText(pane.y + y))")
        }
        let svg = FrameSVG.picture(picture, title: "phone").text
        let read = StrictXML.parse(svg)
        #expect(read.error == nil, "\(read.error ?? "")")
        #expect(read.textRows == (0..<picture.height).map { picture.rowText($0) })
    }

    @Test("the README's email example: outcome, the path hop by hop with its wrapper, the phone, the checks, the sentences")
    func emailExample() throws {
        let app = try AppFixture.app()
        let html = Self.page([Self.tracker], app: app)
        let read = StrictXML.parse(html)
        #expect(read.error == nil, "\(read.error ?? "")")
        for words in ["openedInBrowser", "Safari shows the page on demo.q2.com, not the app.", "hop 1 → browser", "hop 2 → browser",
                      "wrapper: click tracking, added by unknown", "The customer sees: Safari, on demo.q2.com",
                      "✗ associated domain", "wrong-associated-domain", "The link in the message goes through a tracking",
                      "Send the direct link", "No settings file: the demo FI's built-in settings"] {
            #expect(read.text.contains(words), "missing: \(words)")
        }
        #expect(read.elements.contains { $0.name == "svg" })
        #expect(read.elements.contains { $0.name == "meta" && $0.attributes["http-equiv"] == "Content-Security-Policy"
            && $0.attributes["content"]?.contains("script-src 'none'") == true })
        // The one live link: the corrected link, on the FI's own domain.
        let links = read.elements.filter { $0.name == "a" }.compactMap { $0.attributes["href"] }
        #expect(links == ["https://demo.q2.com/experimental/uux.aspx#/settings/profile"])
    }

    @Test("a check list's page opens with its summary, each row linking to its decision")
    func checkSummary() throws {
        let app = try AppFixture.app()
        let html = Self.page([Self.messages, "q2mob://open?targetPage=#/messages"], app: app, kind: .check, origin: "links.csv:2")
        let read = StrictXML.parse(html)
        #expect(read.error == nil, "\(read.error ?? "")")
        #expect(read.text.contains("1 passed, 1 failed"))
        #expect(read.text.contains("unencoded-target-page"))
        let anchors = read.elements.filter { $0.name == "a" }.compactMap { $0.attributes["href"] }
        #expect(anchors.filter { $0.hasPrefix("#") } == ["#d1", "#d2"])
        // The corrected link of the second row is the FI's own, and the one link out.
        #expect(anchors.filter { !$0.hasPrefix("#") } == [Self.messages])
        let ids = Set(read.elements.compactMap { $0.attributes["id"] })
        #expect(ids.isSuperset(of: ["d1", "d2", "summary"]))
    }

    /// Links that try to break out of the page: markup, attributes, entities, CDATA, and the terminal's own
    /// hostile table.
    static let hostile: [String] = UnsafeTextTests.hostile + [
        "https://demo.q2.com/experimental/uux.aspx#/<script>alert(1)</script>",
        "q2mob://open?targetPage=%23%2Fmessages\"><img src=x onerror=alert(1)>",
        "https://demo.q2.com/experimental/uux.aspx#/'onmouseover='alert(1)",
        "https://demo.q2.com/experimental/uux.aspx#/]]><![CDATA[x&amp;&#0;&nbsp;&bogus;",
        "javascript:alert(1)//https://demo.q2.com/experimental/uux.aspx#/messages",
        "https://evil.example/<svg onload=alert(1)>",
        "q2mob://open?targetPage=%23%2F%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        "\u{0}\u{1}\u{8}\u{B}\u{C}\u{FFFE}\u{FFFF}" + messages,
    ]

    /// The links of the fuzz corpus (Fuzz/Corpus/links), one a file.
    static func corpus() throws -> [String] {
        let folder = AppFixture.root.appendingPathComponent("Fuzz/Corpus/links")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self) }
    }

    @Test("hostile links and the fuzz corpus: every page and picture parses strictly, holds no script, no handler, and no live link but the FI's own")
    func hostileInputStaysText() throws {
        let app = try AppFixture.app()
        let links = Self.hostile + (try Self.corpus())
        #expect(links.count > 80)
        let allowed: Set<String> = ["html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "section", "span",
                                    "code", "strong", "dl", "dt", "dd", "div", "ol", "ul", "li", "figure", "figcaption", "br", "a",
                                    "table", "thead", "tbody", "tr", "th", "td", "svg", "rect", "g", "text", "tspan"]
        for link in links {
            for kind in [SupportBundle.Kind.explain, .check] {
                let html = Self.page([link], app: app, kind: kind, origin: link,
                                     files: [SupportBundle.FileDigest(role: .settings, path: link, sha256: nil)])
                let read = StrictXML.parse(html)
                try #require(read.error == nil, "\(read.error ?? "") for \(link.debugDescription)")
                let names = Set(read.elements.map(\.name))
                #expect(names.isSubset(of: allowed), "\(names.subtracting(allowed)) for \(link.debugDescription)")
                for element in read.elements {
                    #expect(!element.attributes.keys.contains { $0.lowercased().hasPrefix("on") }, "a handler for \(link.debugDescription)")
                    if element.name == "a", let href = element.attributes["href"], !href.hasPrefix("#") {
                        #expect(SupportBundle.isOwnLink(href, of: app.configuration), "a live link \(href) for \(link.debugDescription)")
                    }
                }
                #expect(!read.text.unicodeScalars.contains { DisplayText.isUnsafe($0) && $0 != "\n" }, "unsafe text for \(link.debugDescription)")
            }
        }
    }
}
