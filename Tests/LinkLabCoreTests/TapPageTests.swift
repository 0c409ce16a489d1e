import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// A `page` reads the same in a check list, a scenario and on the command line: `//evil.example/`
/// is another site's address without its scheme, and a check list read it as a page of the link's own site
/// while `explain --page` refused it. One rule (`TapPage`) now decides for all.
@Suite("A page reads alike everywhere")
struct TapPageTests {
    static let link = "https://demo.q2.com/experimental/uux.aspx#/messages"

    @Test("links and own paths are pages; scheme-less addresses, backslashes and unsafe text are not", arguments: [
        ("https://demo.q2.com/offers", true), ("http://demo.q2.com/offers", true), ("/offers", true), ("/", true),
        ("//evil.example/", false), ("//evil.example/offers", false), ("/\\evil.example/", false), ("offers", false),
        ("ftp://evil.example/", false), ("/offers\u{202E}", false),
    ])
    func rule(text: String, isPage: Bool) {
        #expect(TapPage.isPage(text) == isPage)
    }

    @Test("a check list's page of //evil.example/ is refused with the words --page uses", arguments: ["//evil.example/", "/\\evil.example/"])
    func checkListRefuses(page: String) {
        let csv = "link,outcome,from,page\n\(Self.link),navigated,safari,\(page)\n"
        #expect {
            try CheckListLoader.parseCSV(csv, file: "pages.csv")
        } throws: { error in
            "\(error)".hasSuffix("must be \(Wording.pageRule)")
        }
    }

    @Test("a scenario's page of //evil.example/ is refused too")
    func scenarioRefuses() throws {
        let step = #"{"openRoute":"messages","as":"universalLink","from":"safari","page":"PAGE"}"#
        let json = { (page: String) in #"{"name":"p","steps":["# + step.replacingOccurrences(of: "PAGE", with: page) + "]}" }
        #expect(throws: ConfigurationError.self) { try ScenarioLoader.parse(json("//evil.example/"), file: "p.json") }
        _ = try ScenarioLoader.parse(json("/offers"), file: "p.json")
    }
}
