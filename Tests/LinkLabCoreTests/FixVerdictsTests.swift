import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, P12: a fix's verdict is remembered per link, source, page and remembered domains, and a
/// verdict for one is never answered for another.
@Suite("Fix verdicts remembered")
struct FixVerdictsTests {
    static func key(_ link: FixVerdicts.Subject = .universalLink(uuxPage: "https://demo.q2.com/experimental/uux.aspx", route: "messages"), source: TapSource = .app,
                    page: String? = nil, explicit: Bool = false, domains: Set<String> = []) -> FixVerdicts.Key {
        FixVerdicts.Key(link: link, source: source, page: page, explicit: explicit, browserDomains: domains, installed: true)
    }

    @Test("a verdict is decided once per key, and each differing part makes another key")
    func eachPartIsItsOwnKey() {
        let verdicts = FixVerdicts()
        var decided = 0
        func ask(_ key: FixVerdicts.Key, _ answer: Bool) -> Bool {
            verdicts.verdict(key) { decided += 1; return answer }
        }
        #expect(ask(Self.key(), true))
        #expect(ask(Self.key(), false), "remembered, not decided again")
        #expect(decided == 1)
        let others = [
            Self.key(source: .safari), Self.key(source: .qr), Self.key(page: "https://demo.q2.com/x"),
            Self.key(explicit: true), Self.key(domains: ["demo.q2.com"]), Self.key(domains: ["demo.q2.com", "q2.com"]),
            Self.key(.link("q2mob://open?targetPage=%23%2Fmessages")), Self.key(.universalLink(uuxPage: "https://demo.q2.com/experimental/uux.aspx", route: "transfer")),
            Self.key(.universalLink(uuxPage: "https://demo.q2.com/uux.aspx", route: "messages")),
            Self.key(.customSchemeLink(scheme: "q2mob", route: "messages")),
        ]
        for key in others { #expect(!ask(key, false), "\(key) is a key of its own") }
        #expect(decided == 1 + others.count)
        #expect(ask(Self.key(), false), "the first key's verdict is still its own")
        #expect(ask(Self.key(domains: ["q2.com", "demo.q2.com"]), true) == false, "a set is the same in any order")
        #expect(decided == 1 + others.count)
    }
}
