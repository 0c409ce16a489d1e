import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
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
        // At 80 columns the line wraps rather than lose its end.
        let text = lines.joined(separator: " ")
        #expect(text.contains("Emulated with Apple's CDN copy of bank.example's AASA") && text.contains("fetched 2027-01-15T08:00:00Z")
            && text.contains("read from the cache: 2 h 0 min old"), "\(lines)")
    }
}

/// F6's Alt-R: with `--live`, the window fetches the site's files again through the host.
@Suite("F6 refetches the live files")
struct LiveRefetchTests {
    static func liveApp(fetchedAt: TimeInterval) throws -> BankingApp {
        var app = try AppFixture.app()
        app.configuration.prerequisites.files.liveAASA = LiveFileOrigin(
            file: .aasaCDN, domain: "bank.example", url: "https://app-site-association.cdn-apple.com/a/v1/bank.example",
            fetchedAt: Date(timeIntervalSince1970: fetchedAt), cacheAge: nil)
        return app
    }

    @Test("in F6 with live files, Alt-R asks the host to refetch, and the hint bar offers it")
    func asksHost() throws {
        var model = AppModel(app: try Self.liveApp(fetchedAt: 1_800_000_000))
        model.send(.resize(width: 80, height: 24))
        #expect(model.press(.alt("r")).isEmpty, "not on the main screen")
        _ = model.press(.function(6))
        let binding = try #require(KeyTable.bindings.first { $0.action == .refetchLiveFiles })
        #expect(model.offers(binding))
        #expect(ConfigurationView.lines(model, selected: 0).map(\.text).contains("Alt-R fetches them again."))
        #expect(model.press(.alt("r")) == [.refetchLiveFiles])
        #expect(model.notice == "Fetching the live site's files again…")
        // The host hands back the app emulated with the new copies; F6 shows the new fetch time.
        model.useRefetchedLiveFiles(try Self.liveApp(fetchedAt: 1_800_003_600))
        #expect(model.configuration.prerequisites.files.liveAASA?.fetchedAt == Date(timeIntervalSince1970: 1_800_003_600))
        #expect(ConfigurationView.lines(model, selected: 0).map(\.text).joined(separator: " ").contains("fetched 2027-01-15T09:00:00Z"))
    }

    @Test("without --live, Alt-R is not offered in F6 and says how to get live files")
    func notLive() throws {
        var model = AppModel(app: try AppFixture.app())
        model.send(.resize(width: 80, height: 24))
        _ = model.press(.function(6))
        let binding = try #require(KeyTable.bindings.first { $0.action == .refetchLiveFiles })
        #expect(!model.offers(binding))
        #expect(model.perform(.refetchLiveFiles).isEmpty)
        #expect(model.notice == "Alt-R fetches the live site's files again: start linklab with --live.")
    }

    @Test("a failed refetch keeps the files in use and says why in the message log")
    func failure() throws {
        var model = AppModel(app: try Self.liveApp(fetchedAt: 1_800_000_000))
        model.refetchFailed("bank.example: site-unreachable")
        #expect(model.notice == "Could not fetch the live files; the old ones stay (F12: why).")
        #expect(model.configuration.prerequisites.files.liveAASA?.fetchedAt == Date(timeIntervalSince1970: 1_800_000_000))
    }
}
