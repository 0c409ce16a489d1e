import Foundation
import Testing
@testable import LinkLabReading
@testable import LinkLabDeciding

/// docs/contract.md, "iOS prerequisites" and the "iOS prerequisites" code table: a missing prerequisite keeps
/// the link from the app; a custom-scheme link then opens nothing, and an https link opens its page in Safari.
@Suite("What a missing iOS prerequisite does to a link")
struct PrerequisiteOutcomeTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let custom = "q2mob://open?targetPage=%23%2Fmessages"

    struct Row: Sendable, CustomTestStringConvertible {
        var settings: String
        var link: String
        var outcome: Outcome
        var code: DiagnosticCode
        var testDescription: String { "\(code.rawValue): \(link)" }
    }

    static let rows: [Row] = [
        Row(settings: #"{"prerequisites":{"schemeRegistered":false}}"#, link: custom, outcome: .notOpened, code: .schemeNotRegistered),
        Row(settings: #"{"prerequisites":{"associatedDomainsEntitlement":false}}"#, link: ul, outcome: .openedInBrowser,
            code: .missingAssociatedDomainsEntitlement),
        Row(settings: #"{"prerequisites":{"provisioningAssociatedDomains":false}}"#, link: ul, outcome: .openedInBrowser,
            code: .provisioningMissingAssociatedDomains),
        Row(settings: #"{"prerequisites":{"aasaFile":"aasa/bluesky-social_social-app__apple-app-site-association.json"}}"#, link: ul,
            outcome: .openedInBrowser, code: .aasaMissingAppID),
        Row(settings: "{}", link: "https://demo.q2.com/experimental/other.aspx#/messages", outcome: .openedInBrowser, code: .aasaNoMatchingPath),
        Row(settings: "{}", link: "https://demo.q2.com/experimental/UUX.aspx#/messages", outcome: .openedInBrowser, code: .targetPageNameCase),
        Row(settings: "{}", link: "https://demo.q2.com@evil.example/experimental/uux.aspx#/messages", outcome: .notOpened, code: .userinfoInLink),
        Row(settings: "{}", link: "https://demo.q2.com:8443/experimental/uux.aspx#/messages", outcome: .notOpened, code: .suspiciousHost),
    ]

    @Test("each row of the tables: the outcome and the code", arguments: rows)
    func row(_ row: Row) throws {
        let d = decide(row.link, app: try Fixtures.app(settings: row.settings))
        #expect(d.outcome == row.outcome, "\(d.codes)")
        #expect(d.has(row.code), "\(row.code.rawValue) not in \(d.codes)")
    }

    @Test("not installed, a link that fails the iOS checks gets their outcome, not opened-in-browser (A27)")
    func notInstalled() throws {
        var session = Session(app: try Fixtures.app(settings: #"{"prerequisites":{"associatedDomainsEntitlement":false}}"#),
                              state: .initial(signedIn: true, appState: AppState(installed: false)))
        let d = try #require(session.handle(.openLink(Self.ul)).last)
        #expect(d.outcome == .openedInBrowser)
        #expect(d.has(.missingAssociatedDomainsEntitlement))
        #expect(!d.has(.openedInBrowser))
    }
}
