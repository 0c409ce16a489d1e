import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, P12: a fix's verdict is remembered per link, source, page and remembered domains, and a
/// verdict for one is never answered for another.
@Suite("Fix verdicts remembered")
struct FixVerdictsTests {
    static let messages = FixVerdicts.Subject.universalLink(uuxPage: "https://demo.q2.com/experimental/uux.aspx", route: "messages")

    static func context(source: TapSource = .app, page: String? = nil, explicit: Bool = false, domains: Set<String> = [],
                        installed: Bool = true) -> FixVerdicts.Context {
        FixVerdicts.Context(source: source, page: page, explicit: explicit, browserDomains: domains, installed: installed)
    }

    @Test("a verdict is decided once per link and context, and each differing part is asked again")
    func eachPartIsItsOwnKey() {
        let verdicts = FixVerdicts()
        var decided = 0
        func ask(_ subject: FixVerdicts.Subject, _ answer: Bool) -> Bool {
            verdicts.verdict(subject, in: Self.context()) { decided += 1; return answer }
        }
        #expect(ask(Self.messages, true))
        #expect(ask(Self.messages, false), "remembered, not decided again")
        #expect(decided == 1)
        let otherLinks: [FixVerdicts.Subject] = [
            .link("q2mob://open?targetPage=%23%2Fmessages"),
            .universalLink(uuxPage: "https://demo.q2.com/experimental/uux.aspx", route: "transfer"),
            .universalLink(uuxPage: "https://demo.q2.com/uux.aspx", route: "messages"),
            .customSchemeLink(scheme: "q2mob", route: "messages"),
        ]
        for subject in otherLinks { #expect(!ask(subject, false), "\(subject) is asked on its own") }
        #expect(decided == 1 + otherLinks.count)
        #expect(ask(Self.messages, false), "the first link's verdict is still its own")
        #expect(decided == 1 + otherLinks.count)
    }

    @Test("each part of the context is a context of its own; a set of domains is the same in any order")
    func eachContextIsItsOwn() {
        let verdicts = FixVerdicts()
        var decided = 0
        func ask(_ context: FixVerdicts.Context, _ answer: Bool) -> Bool {
            verdicts.verdict(Self.messages, in: context) { decided += 1; return answer }
        }
        #expect(ask(Self.context(), true))
        let others = [
            Self.context(source: .safari), Self.context(page: "https://demo.q2.com/x"), Self.context(explicit: true),
            Self.context(domains: ["demo.q2.com"]), Self.context(installed: false),
        ]
        for context in others {
            #expect(!ask(context, false), "\(context) is a context of its own")
            #expect(!ask(context, true), "and remembered")
        }
        #expect(decided == 1 + others.count)
        #expect(ask(Self.context(domains: ["a.example", "b.example"]), true))
        #expect(ask(Self.context(domains: ["b.example", "a.example"]), false), "a set is the same in any order")
    }

    @Test("at most four contexts are kept, the oldest dropped first")
    func boundedContexts() {
        let verdicts = FixVerdicts()
        var decided = 0
        let sources: [TapSource] = [.app, .safari, .qr, .typed, .script]
        for source in sources {
            _ = verdicts.verdict(Self.messages, in: Self.context(source: source)) { decided += 1; return true }
        }
        #expect(decided == 5)
        _ = verdicts.verdict(Self.messages, in: Self.context(source: .script)) { decided += 1; return true }
        #expect(decided == 5, "the newest is kept")
        _ = verdicts.verdict(Self.messages, in: Self.context(source: .app)) { decided += 1; return true }
        #expect(decided == 6, "the oldest was dropped")
    }
}
