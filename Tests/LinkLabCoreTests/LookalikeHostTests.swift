import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Hosts that Foundation or a browser reads as the associated domain, though they are written with other
/// characters: fullwidth letters, the ideographic full stop and its kin, a soft hyphen. They get
/// `suspicious-host` and are never navigated silently. A soft hyphen is invisible, so the intake refuses it
/// first (`control-characters`), wherever it stands.
@Suite("Lookalike hosts")
struct LookalikeHostTests {
    static let route = "/experimental/uux.aspx#/settings/profile"

    /// The host as written, and what it imitates.
    static let lookalikes: [(written: String, why: String)] = [
        ("ｄｅｍｏ.q2.com", "fullwidth letters"),
        ("demo.q2.ｃｏｍ", "fullwidth letters in the top-level domain"),
        ("ＤＥＭＯ.Q2.COM", "fullwidth capitals"),
        ("demo。q2.com", "the ideographic full stop U+3002"),
        ("demo．q2.com", "the fullwidth full stop U+FF0E"),
        ("demo｡q2.com", "the halfwidth ideographic full stop U+FF61"),
    ]

    /// Lookalikes made with an invisible character: refused as hidden characters before the host is judged.
    static let invisible: [(written: String, why: String)] = [
        ("de\u{AD}mo.q2.com", "a soft hyphen U+00AD"),
        ("demo\u{AD}.q2.com", "a soft hyphen before a dot"),
    ]

    @Test("Foundation here reads each lookalike as demo.q2.com", arguments: lookalikes + invisible)
    func foundationMapsIt(_ written: String, _ why: String) throws {
        let text = "https://\(written)\(Self.route)"
        #expect(URLComponents(string: text, encodingInvalidCharacters: false) == nil, "the strict parse refuses it (\(why))")
        let lenient = try #require(URLComponents(string: text))
        #expect(lenient.host?.lowercased() == "demo.q2.com", "\(why)")
        #expect(lenient.percentEncodedHost?.lowercased() == "demo.q2.com", "\(why)")
    }

    @Test("each lookalike gets suspicious-host and is not opened", arguments: lookalikes)
    func flagged(_ written: String, _ why: String) {
        let d = decide("https://\(written)\(Self.route)")
        #expect(d.outcome == .notOpened, "\(why)")
        #expect(d.diagnostics.map(\.finding).contains(.suspiciousHost(host: written, .lookalike("demo.q2.com"), domain: "demo.q2.com")), "\(why)")
        #expect(d.route == nil || d.outcome != .navigated)
        // The only fix offered is the genuine link: never the lookalike, percent-encoded.
        #expect(d.diagnostics.compactMap(\.fix) == [.universalLink(uuxPage: FIConfiguration.demo.uuxPage, route: "settings/profile")])
    }

    @Test("a soft hyphen in the host is refused as a hidden character, and the fix is the genuine link", arguments: invisible)
    func softHyphen(_ written: String, _ why: String) {
        let d = decide("https://\(written)\(Self.route)")
        #expect(d.outcome == .notOpened, "\(why)")
        #expect(d.diagnostics.map(\.finding) == [.hiddenCharactersInLink], "\(why)")
        #expect(d.diagnostics.compactMap(\.fix) == [.link("https://demo.q2.com" + Self.route)])
    }

    @Test("never navigated silently, signed in or out", arguments: [true, false])
    func neverNavigates(_ signedIn: Bool) {
        for (written, _) in Self.lookalikes + Self.invisible {
            let d = decide("https://\(written)\(Self.route)", signedIn: signedIn)
            #expect(d.outcome == .notOpened)
            #expect(d.has(.suspiciousHost) || d.has(.controlCharacters))
        }
    }

    @Test("an internationalised name that imitates nothing ASCII is read as punycode")
    func otherNonASCII() {
        let d = decide("https://exämple.com/x")
        #expect(d.diagnostics.map(\.finding).contains(.suspiciousHost(host: "exämple.com", .punycode, domain: "demo.q2.com")))
    }

    @Test("the genuine host still navigates")
    func genuine() {
        #expect(decide("https://demo.q2.com\(Self.route)").outcome == .navigated)
    }
}

/// The byte-by-byte judgement of a plainly written host must agree with the general one wherever it answers.
@Suite("Plain host judgement against the general one")
struct PlainHostJudgementTests {
    static let piece = Gen<String?>.element(of: [
        "demo", "q2", "com", ".", "..", "-", "xn--", "xn-", "x", "n", "1", "192", "0", "a1", "XN--", "Demo", "é", "%2E", "[", "_",
    ] as [String]).map { $0! }

    static let host = piece.array(of: 0...6).map { $0.joined() }

    @Test("generated hosts: the plain judgement is the general one")
    func agree() async {
        await propertyCheck(count: 3000, input: Self.host) { host in
            guard let plain = HostInspection.plainSuspicion(host) else { return }
            #expect(plain == HostInspection.generalSuspicion(encodedHost: host, rawHost: host, writtenPort: nil), "\(host)")
        }
    }

    @Test("the usual hosts are judged by the plain path", arguments: [
        ("demo.q2.com", nil), ("xn--dmo-bpa.q2.com", HostSuspicion.punycode), ("demo.xn--q2-x.com", .punycode),
        ("demo.q2.com.", .trailingDot), ("192.168.0.1", .ipAddress), ("1", .ipAddress), ("a.b-c.d", nil),
    ] as [(String, HostSuspicion?)])
    func usual(host: String, expected: HostSuspicion?) {
        #expect(HostInspection.plainSuspicion(host) == .some(expected))
    }
}

/// LinkLab folds lookalike hosts itself; here, where ICU's IDNA is loaded, Foundation's own mapping is the
/// oracle (a static runtime has none, so linklab cannot ask Foundation).
@Suite("Lookalike folding agrees with Foundation's IDNA")
struct LookalikeFoldingTests {
    @Test("fullwidth letters, ideographic full stops and soft hyphens fold as UTS #46 maps them", arguments: [
        "ｄｅｍｏ.q2.com", "demo。q2.com", "demo．q2．com", "demo｡q2.com", "de\u{AD}mo.q2.com", "ＤＥＭＯ.Q2.COM",
        "ｗｗｗ。ｂａｎｋ。ｅｘａｍｐｌｅ", "demo.q2.com",
    ])
    func folding(host: String) throws {
        let foundation = try #require(URLComponents(string: "https://\(host)/")?.encodedHost)
        #expect(HostInspection.lookalikeFolding(host) == foundation.lowercased())
    }

    @Test("any other character outside ASCII is not folded", arguments: ["dеmo.q2.com", "bücher.de", "𝐝emo.q2.com", "demo.q2.com\u{200B}"])
    func notFolded(host: String) {
        #expect(HostInspection.lookalikeFolding(host) == nil)
    }
}
