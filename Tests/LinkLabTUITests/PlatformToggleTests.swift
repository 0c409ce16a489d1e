import LinkLabCore
@testable import LinkLabTUI
import Testing

/// Issue 10 part 5: F6 switches the session to Android and back; the status line says which.
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

    @Test("with Android on, Installed and Running stay on, and the window says why (app states are iOS only)")
    func appStatesStayOnForAndroid() throws {
        var model = try AppFixture.model(size: .large)
        Self.toggle(in: &model)
        #expect(model.configuration.platform == .android)
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).count)
        model.key(.enter)
        #expect(model.session.state.app.installed)
        #expect(model.notice?.contains("iOS app only") == true, "\(model.notice ?? "")")
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
