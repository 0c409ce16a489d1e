import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, "Who added the wrapper": the bank's fix follows who added it (issue 34, points 1 and 3).
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
