import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The phone looks like the FI's app (status bar, nav bar, tab bar), and grows
/// with the terminal. Snapshots at 80×24 and 200×60.
@Suite("Phone snapshots")
struct PhoneSnapshotTests {
    static let sizes = [TerminalSize.standard, TerminalSize(width: 200, height: 60)]

    @Test("the login screen: ID and password fields, the Sign in button, the stored link", arguments: sizes)
    func login(size: TerminalSize) throws {
        var model = try AppFixture.model(signedIn: false, size: size)
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        let text = model.screenText
        #expect(text.contains("Login ID"))
        #expect(text.contains("Password"))
        #expect(text.contains("Sign in · F3"))
        assertSnapshot(model.frame, named: "phone-login-\(size)")
    }

    @Test("the landing page: Home marked in the tab bar, no back chevron", arguments: sizes)
    func landing(size: TerminalSize) throws {
        let model = try AppFixture.model(size: size)
        let text = model.screenText
        #expect(text.contains("[Home]"))
        #expect(!text.contains("‹ Back"))
        assertSnapshot(model.frame, named: "phone-landing-\(size)")
    }

    @Test("module content: the module's banner, a back chevron, and F4 closes it", arguments: sizes)
    func moduleContent(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.open("q2mob://com.q2.mobile.module.demo/path")
        let text = model.screenText
        #expect(text.contains("‹ Back"))
        #expect(text.contains("◆ "))
        assertSnapshot(model.frame, named: "phone-module-\(size)")
    }

    @Test("a native screen names the module that draws it; Transfer is marked", arguments: sizes)
    func nativeScreen(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.open("q2mob://open?targetPage=%23%2Ftransfer")
        #expect(model.screenText.contains("[Transfer]"))
        #expect(model.screenText.contains("◆ Native banking module"))
    }

    @Test("Safari after a campaign email's tracker, with the Smart App Banner's OPEN", arguments: sizes)
    func safari(size: TerminalSize) throws {
        var model = try BrowserPhoneTests.withBanner(size: size)
        model.open(BrowserPhoneTests.tracker)
        #expect(model.screenText.contains("[ OPEN ]"))
        assertSnapshot(model.frame, named: "phone-safari-\(size)")
    }

    @Test("Chrome on Android, no banner", arguments: sizes)
    func chrome(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count + 2); model.key(.enter); model.key(.escape)
        model.open(BrowserPhoneTests.tracker)
        #expect(model.screenText.contains("⌂"))
        assertSnapshot(model.frame, named: "phone-chrome-\(size)")
    }

    @Test("the phone is wider at 200×60 than at 80×24")
    func grows() {
        #expect(Layout(width: 200, height: 60).phone.width > Layout(width: 80, height: 24).phone.width)
        #expect(Layout(width: 80, height: 24).decisions.width >= 40)
    }
}
