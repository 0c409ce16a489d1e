import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A link whose only fault is a space is read by the splitter, not by Foundation, and must be read
/// exactly as Foundation's lenient parse reads it: every field, every question the engine asks of the parts,
/// and the fixes written on it.
@Suite("Links with a space, split as Foundation's lenient parse reads them")
struct LinkSplitterSpaceTests {
    /// Pieces with spaces among them, so that most generated links hold one, in every part.
    static let piece = Gen<String?>.element(of: [
        " ", " ", " ", "  ", "%", "%20", "%41", "%2", "%zz", "?", "#", "/", "&", "=", ":", "@", "a=b", "x", "pro file",
        "targetPage", "%23%2F", "settings", "'", "!", "$", ",", ";", "~", "é", "\t", "<", "[", ".", "..", "//", "user@",
    ] as [String]).map { $0! }

    static let rest = piece.array(of: 0...10).map { $0.joined() }

    static let prefix = Gen<String?>.element(of: [
        "q2mob://open?targetPage=", "https://demo.q2.com/experimental/uux.aspx#/", "https://demo.q2.com/", "q2mob://",
        "https://DEMO.q2.com/a/uux.aspx?", "q2mob://com.q2.mobile.module.demo/", "http://demo.q2.com/x", "otherapp://open",
        "https://demo.q2.com", "https://demo q2.com/", "not a link", "", "/", "a", "HTTPS://demo.q2.com/a b",
        "https://demo.q2.com:443/", "https://u@demo.q2.com/", "q2mob:open?x=", "//demo.q2.com/",
    ] as [String]).map { $0! }

    /// Foundation's lenient reading of `text`, as `LinkParts.read` made it before the splitter read spaces.
    static func foundation(_ text: String) -> LinkParts? {
        guard let c = URLComponents(string: text) else { return nil }
        var parts = LinkParts(components: c)
        parts.readLeniently = true
        return parts
    }

    static func check(_ text: String) {
        guard let parts = LinkSplitter.splitEncodingSpaces(text) else { return }
        let d = text.debugDescription
        #expect(URLComponents(string: text, encodingInvalidCharacters: false) == nil, "the strict parse reads \(d)")
        guard let f = foundation(text) else {
            Issue.record("the splitter read \(d), which Foundation's lenient parse refuses")
            return
        }
        #expect(parts.readLeniently, "\(d) is read leniently")
        #expect(parts.scheme == f.scheme, "scheme of \(d)")
        #expect(parts.hasUserinfo == f.hasUserinfo, "userinfo of \(d)")
        #expect(parts.host == f.host, "host of \(d)")
        #expect(parts.encodedHost == f.encodedHost, "encoded host of \(d)")
        #expect(parts.writtenHost == LinkParts.writtenHost(in: text), "written host of \(d)")
        #expect(parts.writtenPort == LinkParts.writtenPort(in: text), "written port of \(d)")
        #expect(parts.port == f.port, "port of \(d)")
        #expect(parts.encodedPath == f.encodedPath, "path of \(d)")
        #expect(parts.path == f.path, "decoded path of \(d)")
        #expect(parts.encodedQuery == f.encodedQuery, "query of \(d)")
        #expect(parts.queryItems == f.queryItems, "query items of \(d)")
        #expect(parts.encodedFragment == f.encodedFragment, "fragment of \(d)")
        #expect(parts.schemeSpecificPart == f.schemeSpecificPart, "scheme-specific part of \(d)")
        #expect(parts.knownWebHost == f.knownWebHost, "known web host of \(d)")
        for name in ["targetPage", "targetpage", "a", "x"] {
            #expect(parts.queryValues(named: name) == f.queryValues(named: name), "values of \(name) in \(d)")
            #expect(parts.queryValues(named: name, ignoringCase: true) == f.queryValues(named: name, ignoringCase: true),
                    "values of \(name), any case, in \(d)")
        }
        if parts.scheme != nil {
            #expect(parts.fix(replacingSchemeWith: "https", in: text).text
                    == f.fix(replacingSchemeWith: "https", in: text).text, "scheme fix of \(d)")
            #expect(parts.fix(replacingHostWith: "demo.q2.com", in: text).text
                    == f.fix(replacingHostWith: "demo.q2.com", in: text).text, "host fix of \(d)")
        }
    }

    @Test("generated links with spaces: every field and fix is Foundation's lenient reading")
    func generated() async {
        await propertyCheck(count: 4000, input: zip(Self.prefix, Self.rest)) { prefix, rest in Self.check(prefix + rest) }
    }

    @Test("links with a space in a part are split, with that part encoded whole", arguments: [
        ("https://demo.q2.com/experimental/uux.aspx#/settings/pro file", "https://demo.q2.com/experimental/uux.aspx#/settings/pro%20file"),
        ("https://demo.q2.com/a b?x=1 2#f g", "https://demo.q2.com/a%20b?x=1%202#f%20g"),
        // Only the part holding the space has its own `%` signs encoded.
        ("https://demo.q2.com/x%41?q=a b", "https://demo.q2.com/x%41?q=a%20b"),
        ("https://demo.q2.com/x%20y z", "https://demo.q2.com/x%2520y%20z"),
        ("q2mob://open?targetPage=%23%2Fa b", "q2mob://open?targetPage=%2523%252Fa%20b"),
        ("not a link at all", "not%20a%20link%20at%20all"),
    ])
    func encoded(_ link: String, _ read: String) throws {
        let parts = try #require(LinkSplitter.splitEncodingSpaces(link))
        #expect(LinkSplitter.encodingSpaces(link)?.text == read)
        #expect(parts.readLeniently)
        Self.check(link)
        // What `read` answers is the splitter's reading.
        #expect(LinkParts.read(link)?.encodedPath == parts.encodedPath)
    }

    @Test("links whose fault is not only a space are left to Foundation", arguments: [
        "https://demo .q2.com/x", "https://demo.q2.com/x", "a b:c", "not a link?", "not # link", "//demo.q2.com/a b",
        "https://demo.q2.com/é b", "https://demo.q2.com/a\tb c", "https://demo.q2.com:443/a b", "https://u@demo.q2.com/a b",
        "q2mob:open?targetPage=a b", " https://demo.q2.com/x", "https://demo.q2.com/a b?",
    ])
    func leftToFoundation(_ link: String) {
        #expect(LinkSplitter.splitEncodingSpaces(link) == nil, "\(link.debugDescription)")
    }
}
