import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, "Who added the wrapper": the bank's fix follows who added it.
@Suite("Who added the wrapper")
struct WrapperOwnerTests {
    static let destination = "https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages"
    static let wrapped: [(String, WrapperOwner)] = [
        ("https://nam02.safelinks.protection.outlook.com/?url=\(destination)&data=x", .recipientSecurity),
        ("https://protect-us.mimecast.com/s/abcDEF123", .recipientSecurity),
        ("https://www.google.com/url?q=\(destination)", .publicRedirector),
        ("https://l.facebook.com/l.php?u=\(destination)", .publicRedirector),
        ("https://u1234567.ct.sendgrid.net/ls/click?upn=abc", .emailService),
        ("https://bank.us1.list-manage.com/track/click?u=1&id=2", .emailService),
        ("https://click.mailer.example/ls/click?upn=abc&u=\(destination)", .unknown),
    ]

    @Test("each wrapper's first hop names the wrapper and who added it")
    func firstHop() {
        for (link, owner) in Self.wrapped {
            let d = TapPathTests.tapped(link, Tap(source: .app))
            #expect(d.path?.hops.first?.addedBy == owner, "\(link)")
            #expect(d.path?.hops.first?.wrapper != nil, "\(link)")
        }
    }

    @Test("token-only email-service trackers are wrapped, with no destination")
    func tokenOnly() {
        for link in ["https://u1234567.ct.sendgrid.net/ls/click?upn=abc", "https://bank.us1.list-manage.com/track/click?u=1&id=2"] {
            let d = TapPathTests.tapped(link, Tap(source: .app))
            #expect(d.diagnostics.contains { $0.code == .wrapperDestinationUnknown }, "\(link)")
            #expect(Wording.bankFix(d).contains("branded link domain"), "\(link)")
        }
    }

    /// A link of each row of the wrapper table, carrying the demo FI's link as that row carries a destination.
    static func link(of wrapper: LinkWrapper) -> String {
        let host: String
        switch wrapper.hosts[0] {
        case .exactly(let name): host = name
        case .below(let domain): host = "x1." + domain
        }
        let path = wrapper.path ?? "/"
        switch wrapper.carries {
        case .query(let names): return "https://\(host)\(path)?\(names[0])=\(destination)&x=1"
        case .base64Query(let name):
            let base64 = Data("https://demo.q2.com/experimental/uux.aspx#/messages".utf8).base64EncodedString()
            return "https://\(host)\(path)?\(name)=\(base64.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
        case .pathSegment(let index):
            var segments = path.split(separator: "/").map(String.init)
            while segments.count < index { segments.append("t0ken") }
            segments.insert(destination, at: index)
            return "https://\(host)/" + segments.joined(separator: "/") + "/1/sig"
        case .proofpoint: return "https://\(host)/v3/__https://demo.q2.com/experimental/uux.aspx*/messages__;Iw!!x$"
        case .token: return "https://\(host)\(path.hasSuffix("/") ? path + "abc" : path + "?t=abc")"
        }
    }

    @Test("each row of the wrapper table is read from a link of its own, with who added it", arguments: WrapperTable.builtIn.indices)
    func row(_ index: Int) throws {
        let wrapper = WrapperTable.builtIn[index]
        let link = Self.link(of: wrapper)
        let unwrapped = try #require(WrapperTable.unwrap(link, appDomain: "demo.q2.com"), "\(link)")
        #expect(unwrapped.wrapper == wrapper, "\(link)")
        let expected: String? = wrapper.carries == .token ? nil : "https://demo.q2.com/experimental/uux.aspx#/messages"
        #expect(unwrapped.destination == expected, "\(link)")
    }

    /// Every wrapper kind: each table row, a redirect on a host no table knows, a partner's own (`wrappers`, bank
    /// and email service) and the bank's tracker inside Safe Links.
    static func everyKind() -> [String] {
        let tracker = "https://click.bank.example/r?u=\(destination)"
        let escaped = tracker.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        return WrapperTable.builtIn.map(link(of:)) + wrapped.map(\.0) + [
            tracker,
            "https://e1.click.acme.example/r?to=\(destination)",
            "https://nam02.safelinks.protection.outlook.com/?url=\(escaped)&data=x",
        ]
    }

    static let partners = #""wrappers": [{"vendor": "Demo Bank", "hosts": ["click.bank.example"], "carries": "query", "parameter": "u", "addedBy": "bank"}, {"vendor": "Acme Mail", "hosts": ["*.click.acme.example"], "carries": "query", "parameter": "to", "addedBy": "emailService"}]"#

    @Test("Done when: for every wrapper kind, tap source, app state and platform, the bank fix names no host whose addedBy is not bank")
    func doneWhen() throws {
        for platform in [Platform.ios, .android] {
            let app = try Fixtures.app(settings: #"{"platform": "\#(platform.rawValue)", \#(Self.partners)}"#)
            for source in TapSource.sources(on: platform) {
                for state in [AppState(installed: true, running: true), AppState(installed: true, running: false), AppState(installed: false, running: false)] {
                    for link in Self.everyKind() {
                        let d = Session.decide(.initial(signedIn: true, appState: state), .openLinkFrom(link, Tap(source: source)),
                                               engine: LinkEngine(app: app)).1[0]
                        let fix = Wording.bankFix(d)
                        for hop in d.path?.hops ?? [] where hop.addedBy != .bank {
                            guard let host = LinkParts.webHost(ofLink: hop.url) else { continue }
                            #expect(!fix.contains(host), "\(platform) \(source) \(state): \(link): \(fix)")
                        }
                        if link.contains("click.bank.example"), d.path?.hops.count ?? 0 > 1, state.installed {
                            #expect(d.path?.hops.contains { $0.addedBy == .bank && $0.url.contains("click.bank.example") } == true, "\(link)")
                        }
                    }
                }
            }
        }
    }

    @Test("a partner's own tracker (wrappers, addedBy bank) inside Safe Links: the fix names the tracker, never Safe Links")
    func partnerBankTracker() throws {
        let app = try Fixtures.app(settings: "{\(Self.partners)}")
        let link = try #require(Self.everyKind().last)
        let d = TapPathTests.tapped(link, Tap(source: .app), app: app)
        #expect(d.path?.hops.map(\.addedBy) == [.recipientSecurity, .bank, .bank])
        #expect(d.path?.hops[1].wrapper?.vendor == "Demo Bank")
        let fix = Wording.bankFix(d)
        #expect(fix.contains("click.bank.example"), "\(fix)")
        #expect(!fix.contains("safelinks"), "\(fix)")
    }

    @Test("for every wrapper kind, tap source, app state and platform, the bank fix names no host the bank does not control")
    func noForeignHost() throws {
        for platform in [Platform.ios, .android] {
            let app = try Fixtures.app(settings: #"{"platform": "\#(platform.rawValue)"}"#)
            for source in TapSource.sources(on: platform) {
                for installed in [true, false] {
                    for (link, _) in Self.wrapped {
                        let d = TapPathTests.tapped(link, Tap(source: source), app: app, installed: installed)
                        let fix = Wording.bankFix(d)
                        for hop in d.path?.hops ?? [] where hop.addedBy != .bank {
                            guard let host = LinkParts.webHost(ofLink: hop.url), hop.wrapper != nil else { continue }
                            #expect(!fix.contains(host), "\(platform) \(source) installed \(installed): \(fix)")
                        }
                    }
                }
            }
        }
    }

    @Test("Safe Links around the bank's own tracker: the fix names the tracker, the one hop the bank controls")
    func chain() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"domainsWithAASA":["click.mailer.example"]}}"#)
        let tracker = "https://click.mailer.example/ls/click?upn=abc&u=\(Self.destination)"
        let escaped = tracker.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let d = TapPathTests.tapped("https://nam02.safelinks.protection.outlook.com/?url=\(escaped)&data=x", Tap(source: .app), app: app)
        #expect(d.path?.hops.map(\.addedBy) == [.recipientSecurity, .bank, .bank])
        let fix = Wording.bankFix(d)
        #expect(fix.contains("click.mailer.example"))
        #expect(!fix.contains("safelinks"))
    }
}
