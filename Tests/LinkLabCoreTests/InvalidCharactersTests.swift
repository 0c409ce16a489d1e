import Testing
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A link holding characters a URL may not hold (docs/contract.md, A14): iOS re-encodes it whole, Android
/// passes it on as written, and each diagnostic names the cause that is really there.
@Suite("Invalid characters, on each phone")
struct InvalidCharactersTests {
    static let android = try! Fixtures.app(settings: #"{"platform": "android"}"#)

    /// One row a link: the phone, the outcome, the route, the codes in order, and whether the double encoding
    /// (when there is one) is the phone's doing.
    static let rows: [(link: String, android: Bool, outcome: Outcome, route: String?, codes: [String], reencoded: Bool?)] = [
        // Encoded once; iOS's re-encoding makes it twice.
        ("q2mob://open?targetPage=%23%2Fcafé", false, .stayed, nil,
         ["invalid-characters", "double-encoded-target-page"], true),
        ("q2mob://open?targetPage=%23%2Fmessages&x=a b", false, .stayed, nil,
         ["invalid-characters", "double-encoded-target-page"], true),
        // Encoded twice by its author, and a space besides: the author's fault is said as before.
        ("q2mob://open?targetPage=%2523%252Fmessages&x=a b", false, .stayed, nil,
         ["invalid-characters", "double-encoded-target-page"], false),
        // Android reads the link as written, its escapes decoded once.
        ("q2mob://open?targetPage=%23%2Fcafé", true, .stayed, "café", ["unknown-route", "invalid-characters"], nil),
        ("q2mob://open?targetPage=%23%2Fmessages&x=a b", true, .navigated, "messages", ["invalid-characters"], nil),
        ("q2mob://open?targetPage=%2523%252Fmessages&x=a b", true, .stayed, nil,
         ["invalid-characters", "double-encoded-target-page"], false),
    ]

    @Test("the outcome, the route and the diagnostics", arguments: rows.indices)
    func row(_ i: Int) {
        let row = Self.rows[i]
        let d = row.android ? decide(row.link, app: Self.android) : decide(row.link)
        #expect(d.outcome == row.outcome, "\(row.link)")
        #expect(d.route == row.route, "\(row.link)")
        #expect(Set(d.codes) == Set(row.codes), "\(row.link): \(d.codes)")
        let double = d.diagnostics.lazy.compactMap { diagnostic -> Bool? in
            if case .doubleEncodedTargetPage(_, let reencoded) = diagnostic.finding { return reencoded }
            return nil
        }.first
        #expect(double == row.reencoded, "\(row.link)")
    }

    @Test("the double encoding the phone made asks for the character to be encoded, not targetPage once")
    func reencodedWording() throws {
        let d = decide("q2mob://open?targetPage=%23%2Fcafé")
        let finding = try #require(d.diagnostic(.doubleEncodedTargetPage)?.finding)
        let message = Wording.message(finding)
        #expect(message.contains("encoded once"))
        #expect(message.contains("Encode that character"))
        #expect(!message.contains("Encode it only once"))
        let step = try #require(d.steps.first { if case .doubleEncodedTargetPage = $0.fact { true } else { false } })
        #expect(Wording.detail(step).hasSuffix("iOS encoded its % signs again."))
    }

    @Test("the warning writes the character encoded", arguments: [
        (InvalidCharacter.space(at: 3), "%20"),
        (.nonASCII("é", at: 5), "%C3%A9"),
        (.nonASCII("€", at: 1), "%E2%82%AC"),
        (.other("<", at: 2), "%3C"),
        (.strayPercent, "%25"),
    ])
    func encodedCharacter(_ invalid: InvalidCharacter, _ escape: String) {
        for platform in [Platform.ios, .android] {
            #expect(Wording.message(.invalidCharacters(invalid), on: platform).hasSuffix("Write it encoded, as \(escape)."))
        }
    }
}
