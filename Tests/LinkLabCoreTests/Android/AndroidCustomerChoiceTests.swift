import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The customer's "Open by default" choice by version (docs/contract.md, A34): Android 6 to 11's per-package
/// status (`PackageManagerService.filterCandidatesWithDomainPreferredActivitiesLPr`: always, always-ask, never)
/// and Android 12 and later's user state (`DomainVerificationService.approvalLevelForDomainInternal`:
/// link handling allowed, hosts enabled by the user).
@Suite("Android: the customer's Open by default choice")
struct AndroidCustomerChoiceTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    /// A site whose file vouches for nothing, so verification alone would fail.
    static func app(_ choice: String, version: Int, verified: Bool) throws -> BankingApp {
        try Producer.android(#""openSupportedLinks":"\#(choice)","version":\#(version)"# + (verified ? "" : #","assetLinks":[]"#))
    }

    @Test("filterCandidatesWithDomainPreferredActivitiesLPr and approvalLevelForDomainInternal, by choice and version", arguments: [
        // (choice, version, verified by the file, outcome, chooser)
        ("always", 11, false, Outcome.navigated, false), ("always", 11, true, .navigated, false),
        ("ask", 11, true, .openedInBrowser, true), ("never", 11, true, .openedInBrowser, false),
        ("always", 16, false, .navigated, false), ("never", 16, true, .openedInBrowser, false),
        ("never", 12, true, .openedInBrowser, false),
        // Android 12 and later have no "ask": verification decides.
        ("ask", 16, true, .navigated, false), ("ask", 16, false, .openedInBrowser, false),
    ])
    func choice(choice: String, version: Int, verified: Bool, outcome: Outcome, chooser: Bool) throws {
        let d = decide(Self.ul, app: try Self.app(choice, version: version, verified: verified))
        #expect(d.outcome == outcome, "\(choice) on \(version): \(d.codes)")
        #expect(d.has(.appLinkChooser) == chooser)
    }

    @Test("Android 12 and later: a host added by hand must be one of the app's web filters' hosts")
    func selectionNeedsADeclaredHost() throws {
        let app = try Self.app("always", version: 16, verified: false)
        let d = decide("https://other.example/experimental/uux.aspx#/messages", app: app)
        #expect(d.outcome == .openedInBrowser)
    }

    @Test("openSupportedLinks is read strictly")
    func setting() throws {
        #expect(Fixtures.configurationError(#"{"android":{"openSupportedLinks":"sometimes"}}"#)?.key == "android.openSupportedLinks")
        #expect(try Fixtures.configuration(#"{"android":{"openSupportedLinks":"never"}}"#).android.openSupportedLinks == .never)
        #expect(try Fixtures.configuration("{}").android.openSupportedLinks == nil)
    }
}
