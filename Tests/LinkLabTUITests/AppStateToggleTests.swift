import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The app-state toggles at the bottom of the settings window (F6). Switching one off
/// sets the state; switching it on installs or launches the app, as a decision of its own.
@Suite("App state toggles")
struct AppStateToggleTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"

    /// Enter on F6's row `offset` below the prerequisites (0 installed, 1 running), then closes the window.
    static func toggle(_ offset: Int, in model: inout AppModel) {
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).count + offset)
        model.key(.enter)
        model.key(.escape)
    }

    @Test("Installed off: the next Universal Link opens in the browser; on: the App Store installs the app")
    func installed() throws {
        var model = try AppFixture.model()
        Self.toggle(0, in: &model)
        #expect(!model.state.app.installed)
        #expect(model.frame.row(21).contains("App not installed"))
        model.open(Self.ul)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        #expect(model.state.currentScreen == "landingPage", "nothing in the app changes")

        Self.toggle(0, in: &model)
        #expect(model.lastDecision?.entry == .install)
        #expect(model.state.app == AppState(installed: true, running: false))
        Self.toggle(1, in: &model)
        #expect(model.lastDecision?.entry == .launch)
        #expect(model.state.app == AppState(installed: true, running: true))
        #expect(model.state.currentScreen == "login", "a fresh install starts signed out")
    }

    @Test("Running off: the next link is a cold start, queued, and the app runs again")
    func running() throws {
        var model = try AppFixture.model()
        Self.toggle(1, in: &model)
        #expect(model.state.app == AppState(installed: true, running: false))
        #expect(model.frame.row(21).contains("App not running"), "the status line never hides the state")
        model.open(Self.ul)
        let d = try #require(model.lastDecision)
        #expect(d.outcome == .navigated)
        #expect(d.steps.first?.check == "cold start")
        #expect(model.state.app.running)
    }

    @Test("the settings window shows both rows with their state")
    func rows() throws {
        var model = try AppFixture.model(size: .large)
        Self.toggle(1, in: &model)
        model.key(.function(6))
        #expect(model.screenText.contains("[✓] Installed"))
        #expect(model.screenText.contains("[ ] Running"))
    }

    @Test("the phone shows no app screen while the app is not installed, or closed, and says what F6 does")
    func phoneWithoutTheApp() throws {
        var model = try AppFixture.model()
        Self.toggle(0, in: &model)
        #expect(model.screenText.contains("app is not"), "\(model.screenText)")
        #expect(model.screenText.contains("installed on this phone."), "\(model.screenText)")
        #expect(!model.frame.row(23).contains("Sign out"), "F3 does nothing without the app: \(model.frame.row(23))")
        #expect(!model.screenText.contains("Welcome back"))
        Self.toggle(0, in: &model)
        #expect(model.screenText.contains("app is closed"), "\(model.screenText)")
        Self.toggle(1, in: &model)
        #expect(!model.screenText.contains("app is closed"))
    }
}
