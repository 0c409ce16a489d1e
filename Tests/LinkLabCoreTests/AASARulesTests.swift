import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// AASA matching as iOS decides it: one row per rule Apple documents or `swcutil match` shows
/// (docs/contract.md, "AASA: follow these rules"), each with the verdict iOS reaches.
@Suite("AASA rules, as iOS decides")
struct AASARulesTests {
    static let appID = "ABCDE12345.com.example.app"

    /// What a row expects: the app opens, a rule excludes it, no rule matches, or the app is not listed.
    enum Expected: String, Sendable { case match, exclude, none, missing }

    struct Row: Sendable, CustomStringConvertible {
        var rule: String
        var applinks: String
        var url: String
        var expected: Expected
        var description: String { "\(rule): \(url)" }
    }

    /// A file with one details entry for the app holding `components`; `extra` goes into `applinks`.
    static func file(_ components: String, detail: String = "", extra: String = "") -> String {
        #"{"details":[{"appIDs":["\#(appID)"]\#(detail.isEmpty ? "" : ",\(detail)"),"components":\#(components)}]\#(extra.isEmpty ? "" : ",\(extra)")}"#
    }

    /// A file whose one entry for the app has legacy `paths`.
    static func legacy(_ paths: [String]) -> String {
        let list = paths.map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"details":[{"appIDs":["\#(appID)"],"paths":[\#(list)]}]}"#
    }

    static func row(_ rule: String, _ applinks: String, _ url: String, _ expected: Expected) -> Row {
        Row(rule: rule, applinks: applinks, url: url, expected: expected)
    }

    static let rows: [Row] = [
        // The first matching component wins; exclude stops the app opening.
        row("first match wins: exclude first", file(#"[{"/":"/a/*","exclude":true},{"/":"*"}]"#), "https://e.com/a/b", .exclude),
        row("first match wins: a later rule is not reached", file(#"[{"/":"/a/*","exclude":true},{"/":"*"}]"#), "https://e.com/c", .match),
        row("first match wins: an open rule before an exclude", file(#"[{"/":"*"},{"/":"/a/*","exclude":true}]"#), "https://e.com/a/b", .match),
        row("exclude false is an ordinary rule", file(#"[{"/":"/a","exclude":false}]"#), "https://e.com/a", .match),
        row("legacy NOT excludes when it comes first", file("[]").replacingOccurrences(of: #""components":[]"#, with: #""paths":["NOT /a/*","*"]"#), "https://e.com/a/b", .exclude),
        // The leading / is optional.
        row("leading /: abc is /abc", file(#"[{"/":"abc"}]"#), "https://e.com/abc", .match),
        row("leading /: //abc is /abc", file(#"[{"/":"//abc"}]"#), "https://e.com/abc", .match),
        row("leading /: a/b is /a/b", file(#"[{"/":"a/b"}]"#), "https://e.com/a/b", .match),
        row("leading /: abc does not match /abcd", file(#"[{"/":"abc"}]"#), "https://e.com/abcd", .none),
        // Trailing slashes do not count, on either side.
        row("trailing /: /buy/* matches /buy", file(#"[{"/":"/buy/*"}]"#), "https://e.com/buy", .match),
        row("trailing /: /buy/* matches /buy/", file(#"[{"/":"/buy/*"}]"#), "https://e.com/buy/", .match),
        row("trailing /: /buy/* matches /buy/42", file(#"[{"/":"/buy/*"}]"#), "https://e.com/buy/42", .match),
        row("trailing /: /buy/* does not match /buyer", file(#"[{"/":"/buy/*"}]"#), "https://e.com/buyer", .none),
        row("trailing /: /a/*/c does not match /a/c", file(#"[{"/":"/a/*/c"}]"#), "https://e.com/a/c", .none),
        row("trailing /: /a/*/c matches /a/b/c/", file(#"[{"/":"/a/*/c"}]"#), "https://e.com/a/b/c/", .match),
        row("trailing /: /buy matches /buy/", file(#"[{"/":"/buy"}]"#), "https://e.com/buy/", .match),
        row("trailing /: /buy/ matches /buy", file(#"[{"/":"/buy/"}]"#), "https://e.com/buy", .match),
        row("trailing /: / matches an empty path", file(#"[{"/":"/"}]"#), "https://e.com", .match),
        row("trailing /: / matches /", file(#"[{"/":"/"}]"#), "https://e.com/", .match),
        row("trailing /: / does not match /a", file(#"[{"/":"/"}]"#), "https://e.com/a", .none),
        row("trailing /: /* matches an empty path", file(#"[{"/":"/*"}]"#), "https://e.com", .match),
        row("*/page matches /page", file(#"[{"/":"*/uux.aspx"}]"#), "https://e.com/uux.aspx", .match),
        row("? is exactly one character", file(#"[{"/":"/a?"}]"#), "https://e.com/ab", .match),
        row("? is not zero characters", file(#"[{"/":"/a?"}]"#), "https://e.com/a", .none),
        row("* in the middle", file(#"[{"/":"/*.html"}]"#), "https://e.com/docs/index.html", .match),
        row("the path is case-sensitive by default", file(#"[{"/":"/Buy"}]"#), "https://e.com/buy", .none),
        // The ? dictionary.
        row("?: a missing item reads as empty, so * matches it", file(#"[{"?":{"id":"*"}}]"#), "https://e.com/x", .match),
        row("?: a missing item reads as empty, so \"\" matches it", file(#"[{"?":{"id":""}}]"#), "https://e.com/x", .match),
        row("?: a missing item does not match ?*", file(#"[{"?":{"id":"?*"}}]"#), "https://e.com/x", .none),
        row("?: an item matches its pattern", file(#"[{"?":{"id":"4?"}}]"#), "https://e.com/x?id=42", .match),
        row("?: every occurrence of a repeated name must match", file(#"[{"?":{"id":"42"}}]"#), "https://e.com/x?id=7&id=42", .none),
        row("?: repeated names that all match", file(#"[{"?":{"id":"42"}}]"#), "https://e.com/x?id=42&id=42", .match),
        row("?: every named item must match", file(#"[{"?":{"a":"1","b":"2"}}]"#), "https://e.com/x?a=1&b=3", .none),
        row("?: other items are ignored", file(#"[{"?":{"a":"1"}}]"#), "https://e.com/x?a=1&utm=z", .match),
        row("?: a value of true voids the dictionary", file(#"[{"?":{"id":true}}]"#), "https://e.com/x?id=7", .match),
        row("?: a number voids the dictionary", file(#"[{"?":{"id":"1","n":5}}]"#), "https://e.com/x?id=7", .match),
        row("?: null voids the dictionary", file(#"[{"?":{"id":null}}]"#), "https://e.com/x", .match),
        row("?: a list voids the dictionary", file(#"[{"?":{"id":["1"]}}]"#), "https://e.com/x?id=2", .match),
        row("?: an object voids the dictionary", file(#"[{"?":{"id":{"a":"b"}}}]"#), "https://e.com/x?id=2", .match),
        row("?: a voided dictionary leaves the path rule", file(#"[{"/":"/p","?":{"id":true}}]"#), "https://e.com/q", .none),
        row("?: a string matches the whole query", file(#"[{"?":"a=*"}]"#), "https://e.com/x?a=1&b=2", .match),
        row("?: an absent query reads as empty for *", file(#"[{"?":"*"}]"#), "https://e.com/x", .match),
        row("?: an absent query does not match ?*", file(#"[{"?":"?*"}]"#), "https://e.com/x", .none),
        // The # fragment.
        row("#: an absent fragment matches *", file(##"[{"#":"*"}]"##), "https://e.com/x", .match),
        row("#: an absent fragment matches \"\"", file(##"[{"#":""}]"##), "https://e.com/x", .match),
        row("#: an absent fragment does not match ?*", file(##"[{"#":"?*"}]"##), "https://e.com/x", .none),
        row("#: the fragment is read without its #", file(##"[{"#":"top"}]"##), "https://e.com/x#top", .match),
        row("#: a pattern with # does not match", file(##"[{"#":"#top"}]"##), "https://e.com/x#top", .none),
        row("#: Apple's no_universal_links exclude", file(##"[{"#":"no_universal_links","exclude":true},{"/":"*"}]"##), "https://e.com/x#no_universal_links", .exclude),
        // Defaults, at the domain and per detail.
        row("defaults: domain caseSensitive false", file(#"[{"/":"/Buy"}]"#, extra: #""defaults":{"caseSensitive":false}"#), "https://e.com/buy", .match),
        row("defaults: the detail's override the domain's", file(#"[{"/":"/Buy"}]"#, detail: #""defaults":{"caseSensitive":true}"#, extra: #""defaults":{"caseSensitive":false}"#), "https://e.com/buy", .none),
        row("defaults: the component's override the detail's", file(#"[{"/":"/Buy","caseSensitive":false}]"#, detail: #""defaults":{"caseSensitive":true}"#), "https://e.com/buy", .match),
        row("defaults: exclude written in the detail's defaults", file(#"[{"/":"/a"}]"#, detail: #""defaults":{"exclude":true}"#), "https://e.com/a", .exclude),
        row("defaults: exclude written in the domain's defaults", file(#"[{"/":"/a"}]"#, extra: #""defaults":{"exclude":true}"#), "https://e.com/a", .exclude),
        row("defaults: a / written in the defaults", file(##"[{"#":"x"}]"##, detail: ##""defaults":{"/":"/shop/*"}"##), "https://e.com/other#x", .none),
        row("defaults: a / written in the defaults, matched", file(##"[{"#":"x"}]"##, detail: ##""defaults":{"/":"/shop/*"}"##), "https://e.com/shop/1#x", .match),
        row("defaults: a # written in the defaults", file(##"[{"/":"*"}]"##, extra: ##""defaults":{"#":"?*"}"##), "https://e.com/x", .none),
        row("defaults: a ? written in the defaults", file(#"[{"/":"*"}]"#, extra: #""defaults":{"?":{"ref":"app"}}"#), "https://e.com/x?ref=web", .none),
        row("defaults: percentEncoded false in the defaults", file(#"[{"/":"/a b"}]"#, extra: #""defaults":{"percentEncoded":false}"#), "https://e.com/a%20b", .match),
        // Percent-encoding.
        row("percentEncoded true: compared as written", file(#"[{"/":"/a%20b"}]"#), "https://e.com/a%20b", .match),
        row("percentEncoded true: hex case matters", file(#"[{"/":"/a%2Fb"}]"#), "https://e.com/a%2fb", .none),
        row("percentEncoded true: /a/b does not match /a%2Fb", file(#"[{"/":"/a/b"}]"#), "https://e.com/a%2Fb", .none),
        row("percentEncoded false: the URL is decoded", file(#"[{"/":"/a/b","percentEncoded":false}]"#), "https://e.com/a%2Fb", .match),
        row("percentEncoded false: the pattern is not decoded", file(#"[{"/":"/a%20b","percentEncoded":false}]"#), "https://e.com/a%20b", .none),
        row("percentEncoded false: query values are decoded", file(#"[{"?":{"q":"a b"},"percentEncoded":false}]"#), "https://e.com/x?q=a%20b", .match),
        row("percentEncoded false: the fragment is decoded", file(##"[{"#":"a b","percentEncoded":false}]"##), "https://e.com/x#a%20b", .match),
        row("caseSensitive false reaches query values", file(#"[{"?":{"q":"ABC"},"caseSensitive":false}]"#), "https://e.com/x?q=abc", .match),
        // Keys.
        row("keys: unknown keys are ignored", file(#"[{"/":"/a","color":"blue","comment":5}]"#, detail: #""extra":[1,2]"#, extra: #""future":true"#), "https://e.com/a", .match),
        row("keys: a misspelled casesensitive is ignored", file(#"[{"/":"/A","casesensitive":false}]"#), "https://e.com/a", .none),
        row("keys: paths is ignored when components is present", file(#"[{"/":"/a"}]"#, detail: #""paths":["*"]"#), "https://e.com/b", .none),
        row("keys: the older details object keyed by app ID", #"{"apps":[],"details":{"\#(appID)":{"paths":["/a/*"]}}}"#, "https://e.com/a/b", .match),
        row("keys: the older details object, another app", #"{"apps":[],"details":{"ZZZZZ99999.other":{"paths":["*"]}}}"#, "https://e.com/a/b", .missing),
        row("keys: \"apps\": [] is accepted", file(#"[{"/":"*"}]"#, extra: #""apps":[]"#), "https://e.com/a", .match),
        row("keys: appID and appIDs both name apps", #"{"details":[{"appID":"\#(appID)","appIDs":["X.y"],"components":[{"/":"*"}]}]}"#, "https://e.com/a", .match),
        row("an app not listed", #"{"details":[{"appIDs":["X.y"],"components":[{"/":"*"}]}]}"#, "https://e.com/a", .missing),
        row("an entry for the app with no rules", file("[]"), "https://e.com/a", .none),
        // Substitution variables.
        row("$(lang)_$(region)/$(food): Apple's example", file(#"[{"/":"/$(lang)_$(region)/$(food)/"}]"#, extra: #""substitutionVariables":{"food":["burrito","shrimp","*pizza"]}"#), "https://e.com/en_US/burrito/", .match),
        row("$(food): a value with a wildcard", file(#"[{"/":"/$(food)"}]"#, extra: #""substitutionVariables":{"food":["burrito","*pizza"]}"#), "https://e.com/veggiepizza", .match),
        row("$(food): a value not listed", file(#"[{"/":"/$(food)"}]"#, extra: #""substitutionVariables":{"food":["burrito"]}"#), "https://e.com/taco", .none),
        row("$(region): GB is a region", file(#"[{"/":"/$(region)/*"}]"#), "https://e.com/GB/x", .match),
        row("$(region): UK is not", file(#"[{"/":"/$(region)/*"}]"#), "https://e.com/UK/x", .none),
        row("$(region): EU is not", file(#"[{"/":"/$(region)/*"}]"#), "https://e.com/EU/x", .none),
        row("$(region): case-sensitive", file(#"[{"/":"/$(region)/*"}]"#), "https://e.com/gb/x", .none),
        row("$(lang): en is a language", file(#"[{"/":"/$(lang)/*"}]"#), "https://e.com/en/x", .match),
        row("$(lang): xx is not", file(#"[{"/":"/$(lang)/*"}]"#), "https://e.com/xx/x", .none),
        row("$(alpha): one letter", file(#"[{"/":"/$(alpha)$(digit)"}]"#), "https://e.com/a1", .match),
        row("$(alpha): not a digit", file(#"[{"/":"/$(alpha)$(digit)"}]"#), "https://e.com/11", .none),
        row("$(upper): not lowercase", file(#"[{"/":"/$(upper)"}]"#), "https://e.com/a", .none),
        row("$(lower): lowercase", file(#"[{"/":"/$(lower)"}]"#), "https://e.com/a", .match),
        row("$(alnum): a digit", file(#"[{"/":"/$(alnum)"}]"#), "https://e.com/7", .match),
        row("$(xdigit): f is a hex digit", file(#"[{"/":"/$(xdigit)$(xdigit)"}]"#), "https://e.com/fF", .match),
        row("$(xdigit): g is not", file(#"[{"/":"/$(xdigit)"}]"#), "https://e.com/g", .none),
        row("$(name) that names nothing is plain text", file(#"[{"/":"/$(nothing)"}]"#), "https://e.com/$(nothing)", .match),
        row("$(digit) in a query value", file(#"[{"?":{"id":"$(digit)$(digit)"}}]"#), "https://e.com/x?id=42", .match),
        row("$(lang) in the fragment", file(##"[{"#":"$(lang)"}]"##), "https://e.com/x#fr", .match),
        // More rows in the manner of `swcutil match`.
        row("an empty component matches everything", file("[{}]"), "https://e.com/any/path?q=1#f", .match),
        row("exclude alone excludes everything", file(##"[{"exclude":true},{"/":"*"}]"##), "https://e.com/a", .exclude),
        row("* in / covers any query and fragment", file(##"[{"/":"*"}]"##), "https://e.com/a?b=c#d", .match),
        row("?* is one or more characters", file(##"[{"/":"/?*"}]"##), "https://e.com/a", .match),
        row("?* does not match the bare root", file(##"[{"/":"/?*"}]"##), "https://e.com/", .none),
        row("legacy: 201? matches 2015", legacy(["/videos/wwdc/201?/*"]), "https://e.com/videos/wwdc/2015/x", .match),
        row("legacy: 201? does not match 2020", legacy(["/videos/wwdc/201?/*"]), "https://e.com/videos/wwdc/2020/x", .none),
        row("legacy: NOT excludes what follows it", legacy(["/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]), "https://e.com/videos/wwdc/2010/x", .exclude),
        row("legacy: an exact path with a trailing slash", legacy(["/wwdc/news/", "NOT /videos/wwdc/2010/*"]), "https://e.com/wwdc/news", .match),
        row("legacy: a later NOT is unreachable after *", legacy(["*", "NOT /private/*"]), "https://e.com/private/x", .match),
        row("?: a * value matches an item with no =", file(##"[{"?":{"flag":"*"}}]"##), "https://e.com/x?flag", .match),
        row("?: an empty pattern does not match a value", file(##"[{"?":{"id":""}}]"##), "https://e.com/x?id=1", .none),
        row("?: names are compared decoded", file(##"[{"?":{"product id":"7"}}]"##), "https://e.com/x?product%20id=7", .match),
        row("?: values are compared as written", file(##"[{"?":{"q":"a b"}}]"##), "https://e.com/x?q=a%20b", .none),
        row("?: the encoded value matches as written", file(##"[{"?":{"q":"a%20b"}}]"##), "https://e.com/x?q=a%20b", .match),
        row("#: a fragment pattern with a wildcard", file(##"[{"#":"/settings/*"}]"##), "https://e.com/uux.aspx#/settings/profile", .match),
        row("#: the fragment is case-sensitive by default", file(##"[{"#":"top"}]"##), "https://e.com/x#TOP", .none),
        row("/, # and ? must all match", file(##"[{"/":"/a","#":"f","?":{"q":"1"}}]"##), "https://e.com/a?q=1#g", .none),
        row("a later entry for the app is read after an earlier one", #"{"details":[{"appIDs":["\#(appID)"],"components":[{"/":"/a"}]},{"appIDs":["\#(appID)"],"components":[{"/":"/b"}]}]}"#, "https://e.com/b", .match),
        // Apple's applinks overview example.
        row("Apple: /buy/* opens", Self.appleExample, "https://e.com/buy/x", .match),
        row("Apple: /help/website/* is excluded", Self.appleExample, "https://e.com/help/website/x", .exclude),
        row("Apple: articleNumber ???? opens", Self.appleExample, "https://e.com/help/x?articleNumber=1234", .match),
        row("Apple: articleNumber of five digits does not", Self.appleExample, "https://e.com/help/x?articleNumber=12345", .none),
        row("Apple: #no_universal_links is excluded", Self.appleExample, "https://e.com/buy/x#no_universal_links", .exclude),
    ]

    static let appleExample = #"""
    {"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[
      {"#":"no_universal_links","exclude":true},
      {"/":"/buy/*","comment":"Matches any URL with a path that starts with /buy/."},
      {"/":"/help/website/*","exclude":true},
      {"/":"/help/*","?":{"articleNumber":"????"}}]}]}
    """#

    static func verdict(_ applinks: String, _ url: String) throws -> AASAVerdict {
        let aasa = try AASAFile.decode(Data(#"{"applinks":\#(applinks)}"#.utf8), file: "test-aasa.json")
        let c = try #require(URLComponents(string: url, encodingInvalidCharacters: false))
        return aasa.verdict(appID: appID, url: URLParts(encodedPath: c.percentEncodedPath, encodedQuery: c.percentEncodedQuery,
                                                        encodedFragment: c.percentEncodedFragment))
    }

    static func kind(_ verdict: AASAVerdict) -> Expected? {
        switch verdict {
        case .matched: .match
        case .excluded: .exclude
        case .noMatch: Expected.none
        case .missingAppID: .missing
        case .fileTooLarge: nil
        }
    }

    @Test("each rule", arguments: rows)
    func eachRule(_ row: Row) throws {
        let verdict = try Self.verdict(row.applinks, row.url)
        #expect(Self.kind(verdict) == row.expected, "\(row.rule): \(verdict)")
    }

    @Test("the deciding entry and component are named by index")
    func decidingPlace() throws {
        let applinks = #"{"details":[{"appIDs":["X.other"],"components":[{"/":"*"}]},{"appIDs":["\#(Self.appID)"],"components":[{"/":"/a"},{"/":"/b/*","exclude":true}]}]}"#
        let verdict = try Self.verdict(applinks, "https://e.com/b/1")
        #expect(verdict == .excluded(.component(.init(path: "/b/*", exclude: true)), at: AASARulePlace(detail: 1, rule: 1, legacy: false)))
        let text = verdict.decidingRule.map { d in Wording.text { Wording.rule(d.rule, at: d.place, into: &$0) } }
        #expect(text == #"details[1].components[1] {"/": "/b/*", "exclude": true}"#)
    }

    @Test("the older keyed form names the entry by its app ID")
    func keyedPlace() throws {
        let verdict = try Self.verdict(#"{"details":{"\#(Self.appID)":{"paths":["NOT /x","*"]}}}"#, "https://e.com/x")
        let text = verdict.decidingRule.map { d in Wording.text { Wording.rule(d.rule, at: d.place, into: &$0) } }
        #expect(text == #"details["ABCDE12345.com.example.app"].paths[0] "NOT /x""#)
    }

    @Test("a file over 128 KB is refused; one of exactly 128 KB is read")
    func sizeLimit() throws {
        func padded(to size: Int) -> Data {
            let head = #"{"applinks":{"details":[{"appIDs":["\#(Self.appID)"],"components":[{"/":"*"}]}]},"pad":""#
            let tail = "\"}"
            return Data((head + String(repeating: "x", count: size - head.utf8.count - tail.utf8.count) + tail).utf8)
        }
        let parts = URLParts(encodedPath: "/a", encodedQuery: nil, encodedFragment: nil)
        let atLimit = try AASAFile.decode(padded(to: 131_072), file: "big.json")
        #expect(Self.kind(atLimit.verdict(appID: Self.appID, url: parts)) == .match)
        let over = try AASAFile.decode(padded(to: 131_073), file: "big.json")
        #expect(over.verdict(appID: Self.appID, url: parts) == .fileTooLarge(bytes: 131_073))
    }

    @Test("a file over 128 KB: notOpened with aasa-file-too-large")
    func sizeLimitThroughEngine() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = #"{"applinks":{"details":[]},"pad":""# + String(repeating: "x", count: 140_000) + "\"}"
        try Data(big.utf8).write(to: dir.appendingPathComponent("aasa.json"))
        let settings = dir.appendingPathComponent("settings.json")
        try Data(#"{"prerequisites":{"aasaFile":"aasa.json"}}"#.utf8).write(to: settings)
        let app = try Fixtures.app(ConfigurationLoader.load(path: settings.path))
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app)
        #expect(d.outcome == .openedInBrowser)
        #expect(d.diagnostics.map(\.finding).contains(.aasaTooLarge(bytes: big.utf8.count)))
        #expect(d.has(.aasaFileTooLarge))
    }

    @Test("hosts are compared without case")
    func hostCase() {
        #expect(decide("https://DEMO.Q2.COM/experimental/uux.aspx#/messages").outcome == .navigated)
    }

    @Test("a known key of the wrong type names the key")
    func wrongType() {
        let error = Fixtures.configurationError(#"{"prerequisites":{"aasa":{"applinks":{"details":[{"appIDs":"X.y"}]}}}}"#)
        #expect(error?.key == "prerequisites.aasa.applinks.details[0].appIDs", "\(String(describing: error))")
    }
}

@Suite("AASA prerequisite toggle")
struct AASAToggleTests {
    @Test("marking the AASA app ID as listed over a file iOS refused makes it readable again")
    func toggleTooLarge() {
        var refused = FIConfiguration.demo
        refused.prerequisites.aasa = AppSiteAssociation(details: [], refusedSize: 200_000)
        #expect(!Prerequisite.aasaListsAppID.holds(in: refused))
        let fixed = Prerequisite.aasaListsAppID.setting(true, in: refused, original: refused)
        #expect(Prerequisite.aasaListsAppID.holds(in: fixed))
        let parts = URLParts(encodedPath: "/x", encodedQuery: nil, encodedFragment: nil)
        #expect(fixed.prerequisites.aasa.verdict(appID: fixed.appID, url: parts).decidingRule != nil)
    }
}
