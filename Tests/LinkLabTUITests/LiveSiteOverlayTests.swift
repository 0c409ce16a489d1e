import Foundation
import LinkLabCore
@testable import LinkLabTUI
import Testing

/// F6 with `--live`: the window names the site's file the emulation uses and when it was fetched.
@Suite("F6 with --live")
struct LiveSiteOverlayTests {
    @Test("F6 lists the live AASA's origin and fetch time; without --live it says nothing of the site")
    func liveFileShown() throws {
        var app = try AppFixture.app()
        let plain = ConfigurationView.lines(AppModel(app: app), selected: 0).map(\.text)
        #expect(!plain.contains { $0.contains("Live site") })
        app.configuration.prerequisites.files.liveAASA = LiveFileOrigin(
            file: .aasaCDN, domain: "bank.example", url: "https://app-site-association.cdn-apple.com/a/v1/bank.example",
            fetchedAt: Date(timeIntervalSince1970: 1_800_000_000), cacheAge: 7200)
        let lines = ConfigurationView.lines(AppModel(app: app), selected: 0).map(\.text)
        #expect(lines.contains("Live site (--live):"))
        #expect(lines.contains { $0.hasPrefix("Emulated with Apple's CDN copy of bank.example's AASA") && $0.contains("fetched 2027-01-15T08:00:00Z")
            && $0.contains("read from the cache: 2 h 0 min old") })
    }
}
