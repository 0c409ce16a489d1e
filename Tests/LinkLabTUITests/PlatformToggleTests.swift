import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// F6 switches the session to Android and back; the status line says which.
@Suite("Platform toggle")
struct PlatformToggleTests {
    static func toggle(in model: inout AppModel) {
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).count + 2)
        model.key(.enter)
        model.key(.escape)
    }

    @Test("the row after the app state switches to Android: an unverified App Link then opens in the browser")
    func toggle() throws {
        var model = try AppFixture.model()
        Self.toggle(in: &model)
        #expect(model.configuration.platform == .android)
        #expect(model.frame.row(21).contains("Android"))
        model.open("https://demo.q2.com/experimental/uux.aspx#/messages")
        #expect(model.lastDecision?.outcome == .navigated)
        #expect(model.lastDecision?.steps.contains { $0.check == "assetlinks" } == true)
        model.open("https://demo.q2.com/experimental/other.aspx#/messages")
        #expect(model.lastDecision?.outcome == .openedInBrowser)

        Self.toggle(in: &model)
        #expect(model.configuration.platform == .ios)
        #expect(!model.frame.row(21).contains("Android"))
        model.open("https://demo.q2.com/experimental/other.aspx#/messages")
        #expect(model.lastDecision?.outcome == .openedInBrowser)
    }

    @Test("the settings window marks the Android row and says what changed")
    func notice() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).count + 2)
        model.key(.enter)
        #expect(model.notice?.hasPrefix("Platform: Android") == true)
        #expect(model.screenText.contains("[✓] Android (App Links, intent filters, assetlinks.json)"))
    }

    @Test("at 80×24 the settings window scrolls, so the Android row is in view when chosen")
    func reachableAtSmallSize() throws {
        var model = try AppFixture.model()
        #expect(model.frame.height == 24)
        model.key(.function(6))
        #expect(!model.screenText.contains("Android (App Links"))
        model.key(.down, times: Prerequisite.of(.ios).count + 2)
        #expect(model.screenText.contains("▸ [ ] Android (App Links, intent filters, assetlinks.json)"), "\(model.screenText)")
    }

    /// App states work on Android, in Android's words.
    @Test("with Android on, Installed switches off, and the notice speaks of App Links and the browser")
    func appStatesOnAndroid() throws {
        var model = try AppFixture.model(size: .large)
        Self.toggle(in: &model)
        #expect(model.configuration.platform == .android)
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.android).count)
        model.key(.enter)
        #expect(!model.session.state.app.installed)
        #expect(model.notice == "Not installed: App Links open in the browser; custom-scheme links find no app.", "\(model.notice ?? "")")
        model.key(.escape)
        #expect(model.screenText.contains("Google Play"), "the phone's home screen says where the app comes from: \(model.screenText)")
        #expect(!model.screenText.contains("App Store"), "\(model.screenText)")
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.android).count)
        // Installed on again: Google Play installs the app, and the decisions pane shows it.
        model.key(.enter)
        #expect(model.session.state.app.installed && !model.session.state.app.running)
        #expect(model.session.state.history.last?.summary == "Google Play installs the app; it has not been opened yet.")
    }

    @Test("Android can be switched on while the app is not installed: the state carries over")
    func androidWhileNotInstalled() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).count)
        model.key(.enter)
        #expect(!model.session.state.app.installed)
        model.key(.down, times: 2)
        model.key(.enter)
        #expect(model.configuration.platform == .android)
        #expect(!model.session.state.app.installed)
    }

    @Test("under Android, F6 lists only Android's prerequisites; none of iOS's files shows")
    func androidPrerequisitesOnly() throws {
        var model = try AppFixture.model(size: .large)
        Self.toggle(in: &model)
        model.key(.function(6))
        let text = model.screenText
        #expect(text.contains("Android prerequisites"))
        #expect(!text.contains("iOS prerequisites"))
        for prerequisite in Prerequisite.of(.android) { #expect(text.contains(prerequisite.title), "\(prerequisite)") }
        for prerequisite in Prerequisite.of(.ios) { #expect(!text.contains(prerequisite.title), "\(prerequisite)") }
    }

    @Test("under Android, marking each prerequisite missing makes the next link fail with its code; restoring fixes it",
          arguments: Prerequisite.of(.android))
    func androidPrerequisite(prerequisite: Prerequisite) throws {
        var model = try AppFixture.model(size: .large)
        Self.toggle(in: &model)
        let index = Prerequisite.of(.android).firstIndex(of: prerequisite) ?? 0
        var notice: String?
        func flip() {
            model.key(.function(6))
            model.key(.down, times: index)
            model.key(.enter)
            notice = model.notice
            model.key(.escape)
        }
        let link = prerequisite == .schemeIntentFilter ? "q2mob://open?targetPage=%23%2Fmessages" : "https://demo.q2.com/experimental/uux.aspx#/messages"
        flip()
        #expect(!prerequisite.holds(in: model.configuration))
        #expect(notice?.contains(prerequisite.code.rawValue) == true, "\(notice ?? "")")
        model.open(link)
        #expect(model.lastDecision?.outcome != .navigated)
        #expect(model.lastDecision?.codes.contains(prerequisite.code.rawValue) == true, "\(model.lastDecision?.codes ?? [])")
        flip()
        #expect(prerequisite.holds(in: model.configuration))
        model.open(link)
        #expect(model.lastDecision?.outcome == .navigated)
    }
}
