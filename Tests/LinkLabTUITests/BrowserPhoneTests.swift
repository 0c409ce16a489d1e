import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The source key, the "chose Safari" toggle in F6, the browser the phone draws
/// when a link opens in it, OPEN on its Smart App Banner, and F11 copying only a fix checked from the same source.
@Suite("The phone's browser and where links are tapped")
struct BrowserPhoneTests {
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fsettings%2Fprofile"
    static let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    /// The demo FI with an App Store ID, as examples/smart-app-banner.json gives it.
    static func withBanner(signedIn: Bool = true, size: TerminalSize = .standard) throws -> AppModel {
        var model = try AppFixture.model(signedIn: signedIn, size: size)
        giveBanner(&model)
        return model
    }

    static func giveBanner(_ model: inout AppModel) {
        var config = model.configuration
        config.paths.appStoreID = "123456789"
        model.session.replaceApp(BankingApp(configuration: config, screens: model.session.app.screens))
    }

    /// The phone pane's text at 80×24.
    static func phone(_ model: AppModel) -> String {
        let frame = model.frame
        let phone = Layout(width: model.width, height: model.height).phone
        return (phone.y..<phone.maxY).map { y in
            (phone.x..<phone.maxX).map { frame[$0, y].isContinuation ? "" : frame[$0, y].text }.joined()
        }.joined(separator: "\n")
    }

    @Test("^\\ cycles through the platform's sources; the status line names the source; the next link is tapped there")
    func sourceKey() throws {
        var model = try AppFixture.model()
        var seen: [Tap] = [model.state.tap]
        for _ in 0..<8 { model.key(.control("\\")); seen.append(model.state.tap) }
        #expect(seen == [.unspecified, Tap(source: .safari), Tap(source: .safari, page: "https://demo.q2.com/"), Tap(source: .typed),
                         Tap(source: .script), Tap(source: .webView), Tap(source: .webView, page: "https://demo.q2.com/"), Tap(source: .qr), .unspecified])
        model.key(.control("\\"), times: 3)
        #expect(model.state.tap == Tap(source: .typed))
        #expect(model.notice == "Tapped from: typed into Safari's address bar. ^\\ changes it.")
        model.notice = nil
        #expect(model.frame.row(21).contains("From: typed"))
        model.open(Self.profile)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        #expect(model.lastDecision?.path?.tap.source == .typed)
        #expect(model.explored.last?.tap == Tap(source: .typed))
    }

    @Test("switching to Android drops an iOS-only source; Android cycles Chrome, typed, script, web view, Custom Tab")
    func androidSources() throws {
        var model = try AppFixture.model()
        model.key(.control("\\"))
        #expect(model.state.tap.source == .safari)
        model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count + 2); model.key(.enter); model.key(.escape)
        #expect(model.configuration.platform == .android)
        #expect(model.state.tap == .unspecified)
        var sources: [TapSource] = []
        for _ in 0..<5 { model.key(.control("\\")); sources.append(model.state.tap.source) }
        #expect(sources == [.chrome, .typed, .script, .webView, .customTab])
    }

    @Test("F6: the customer chose Safari for demo.q2.com; its links open Safari, and the decision says so; toggled back, the app")
    func choseSafari() throws {
        var model = try Self.withBanner()
        model.key(.function(6))
        let row = model.browserChoiceRowStart
        model.key(.down, times: row)
        #expect(model.screenText.contains("The customer chose Safari for"))
        #expect(model.screenText.contains("▸ [ ] demo.q2.com"))
        model.key(.enter)
        #expect(model.state.browserDomains == ["demo.q2.com"])
        #expect(model.notice == "Chose Safari for demo.q2.com: its links open Safari.")
        model.key(.escape)
        model.open(Self.profile)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        #expect(model.lastDecision?.codes.contains("browser-remembered") == true)
        #expect(Self.phone(model).contains("You once chose Safari"))
        model.key(.function(6)); model.key(.down, times: row); model.key(.enter); model.key(.escape)
        #expect(model.state.browserDomains.isEmpty)
        model.open(Self.profile)
        #expect(model.lastDecision?.outcome == .navigated)
    }

    @Test("F6 lists the tracking domains with their own AASA too, and no such row on Android")
    func choiceRows() throws {
        var model = try AppFixture.model()
        var config = model.configuration
        config.paths.domainsWithAASA = ["click.mailer.example"]
        model.session.replaceApp(BankingApp(configuration: config, screens: model.session.app.screens))
        #expect(model.session.browserChoiceDomains == ["demo.q2.com", "click.mailer.example"])
        model.key(.function(6)); model.key(.down, times: model.browserChoiceRowStart + 1); model.key(.enter)
        #expect(model.state.browserDomains == ["click.mailer.example"])
        config.platform = .android
        model.session.replaceApp(BankingApp(configuration: config, screens: model.session.app.screens))
        #expect(model.session.browserChoiceDomains.isEmpty)
    }

    @Test("a link that opens in the browser: Safari with the domain, the Smart App Banner with OPEN, the page and its link")
    func safariDrawn() throws {
        var model = try Self.withBanner()
        model.open(Self.tracker)
        let phone = Self.phone(model)
        #expect(phone.contains(" Safari"))
        #expect(phone.contains("aA        demo.q2.com"))
        #expect(phone.contains("▣ Demo FI") && phone.contains("[ OPEN ]"))
        #expect(phone.contains("#/settings/profile"))
        #expect(phone.contains("https://demo.q2.com/↵"))
        #expect(model.frame.row(23).hasPrefix("Alt-O OPEN"))
    }

    @Test("no App Store ID: Safari without a banner; not installed: VIEW, and OPEN says why it cannot; Android: Chrome")
    func browserVariants() throws {
        var plain = try AppFixture.model()
        plain.open(Self.tracker)
        #expect(Self.phone(plain).contains("aA") && !Self.phone(plain).contains("OPEN"))
        #expect(plain.key(.alt("o")).isEmpty)
        #expect(plain.notice == "This page has no Smart App Banner: the settings give no appStoreID.")

        var absent = try Self.withBanner()
        absent.key(.function(6)); absent.key(.down, times: Prerequisite.of(.ios).count); absent.key(.enter); absent.key(.escape)
        #expect(!absent.state.app.installed)
        absent.open(Self.profile)
        #expect(Self.phone(absent).contains("[ VIEW ]"))
        #expect(absent.key(.alt("o")).isEmpty)
        #expect(absent.notice == "The banner says VIEW (the App Store). F6 → Installed installs the app.")

        var android = try AppFixture.model()
        android.key(.function(6)); android.key(.down, times: Prerequisite.of(.ios).count + 2); android.key(.enter); android.key(.escape)
        android.open(Self.tracker)
        let phone = Self.phone(android)
        #expect(phone.contains(" Chrome") && phone.contains("⌂") && phone.contains("Chrome shows no Smart App"))
    }

    @Test("the presenter's story: signed out, mail → tracker → Safari → OPEN → sign-in → landing page → target page")
    func presenterStory() throws {
        var model = try Self.withBanner(signedIn: false)
        model.open(Self.tracker)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        #expect(model.browserPage?.url == Self.profile)
        model.key(.enter) // Enter on the empty line taps OPEN
        #expect(model.lastDecision?.outcome == .deferred)
        #expect(model.lastDecision?.path?.tap == Tap(source: .banner))
        #expect(model.browserPage == nil)
        #expect(Self.phone(model).contains("Sign in"))
        model.key(.function(3))
        #expect(model.state.currentScreen == "profile")
        #expect(model.state.history.suffix(2).map(\.outcome) == [.navigated, .navigated])
    }

    @Test("OPEN ends the customer's choice of Safari for the domain (P10), and the app shows the page")
    func openForgetsChoice() throws {
        var model = try Self.withBanner()
        model.session.setBrowserRemembered("demo.q2.com", true)
        model.open(Self.profile)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        model.key(.alt("o"))
        #expect(model.state.browserDomains.isEmpty)
        #expect(model.lastDecision?.outcome == .navigated)
        #expect(model.state.currentScreen == "profile")
    }

    @Test("OPEN is a tap source of its own (P13): the decision says banner, and the words name the banner's OPEN")
    func openIsBannerSource() throws {
        var model = try Self.withBanner()
        model.key(.control("\\"), times: 3) // typed: Safari opens it
        model.open(Self.profile)
        model.key(.alt("o"))
        let decision = try #require(model.lastDecision)
        #expect(decision.path?.tap == Tap(source: .banner))
        #expect(Wording.customerSays(decision) == "Tapping OPEN on the banner opens the app on the right page.")
        #expect(model.state.tap == Tap(source: .typed), "OPEN does not change where the next links are tapped")
        #expect(AppModel.tapShort(Tap(source: .banner)) == "banner OPEN")
        #expect(Wording.tapLabel(Tap(source: .banner), platform: .ios) == "OPEN on Safari's Smart App Banner")
        #expect(!model.tapChoices.contains { $0.source == .banner }, "OPEN has its own key, so ^\\ does not cycle to it")
    }

    @Test("Esc on an empty line closes the browser page: the phone shows the app again")
    func escClosesBrowser() throws {
        var model = try Self.withBanner()
        model.open(Self.tracker)
        #expect(model.browserPage != nil)
        model.key(.escape)
        #expect(model.browserPage == nil)
        #expect(model.notice == "Back to the app: the browser page is closed.")
        #expect(Self.phone(model).contains("Home"))
    }

    @Test("F11 copies the tracker's destination, checked from the same source; with the entitlement missing, the link instead")
    func copyOnlyCheckedFix() throws {
        var model = try AppFixture.model()
        model.open(Self.tracker)
        #expect(model.key(.function(11)) == [.copyToClipboard(Self.profile)])
        #expect(model.notice == "Sent the corrected link as OSC 52: copied if the terminal allows it.")
        // F6: the associated-domains entitlement missing, so the destination no longer opens the app.
        let entitlement = try #require(Prerequisite.of(.ios).firstIndex { $0.code == .missingAssociatedDomainsEntitlement })
        model.key(.function(6)); model.key(.down, times: entitlement); model.key(.enter); model.key(.escape)
        #expect(model.key(.function(11)) == [.copyToClipboard(Self.tracker)])
        #expect(model.notice == "Sent the link (fix fails here) as OSC 52: copied if the terminal allows it.")
    }

    @Test("F8's check list keeps where each link was tapped, and reads back the same")
    func exportKeepsSource() throws {
        var model = try AppFixture.model()
        model.key(.control("\\"), times: 2)
        model.open(Self.profile)
        model.key(.control("\\"), times: 6)
        model.open(Self.profile)
        let csv = CheckListWriter.csv(CheckListWriter.expectingCurrentOutcomes(model.explored, app: model.session.app))
        let read = try CheckListLoader.parseCSV(csv, file: "session")
        #expect(read.map(\.tap) == [Tap(source: .safari, page: "https://demo.q2.com/"), .unspecified])
        #expect(read.map(\.expectation.outcome) == [.openedInBrowser, .navigated])
    }

    @Test("a click on the banner's row taps OPEN; a click elsewhere on the page does not")
    func clickOpen() throws {
        var model = try Self.withBanner()
        model.open(Self.profile.replacingOccurrences(of: "settings/profile", with: "messages"))
        model.key(.control("\\"), times: 2)
        model.open(Self.profile)
        #expect(model.browserPage != nil)
        let phone = Layout(width: 80, height: 24).phone
        #expect(model.frame.row(phone.y + BrowserView.bannerRow).contains("[ OPEN ]"))
        model.send(.mouse(MouseEvent(.press(button: 0), x: phone.x + 5, y: phone.y + BrowserView.bannerRow + 4)))
        #expect(model.browserPage != nil)
        model.send(.mouse(MouseEvent(.press(button: 0), x: phone.x + 28, y: phone.y + BrowserView.bannerRow)))
        #expect(model.browserPage == nil)
        #expect(model.lastDecision?.outcome == .navigated)
        #expect(model.state.currentScreen == "profile")
    }

    @Test("a link longer than the core's 300-character echo: the browser shows it whole, and OPEN opens it whole")
    func longLinkWhole() throws {
        var model = try Self.withBanner()
        let long = "https://demo.q2.com/experimental/uux.aspx#/messages?utm_campaign=" + String(repeating: "spring", count: 60)
        model.key(.control("\\"), times: 3) // typed: Safari opens it
        model.open(long)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        #expect(model.browserPage?.url == long)
        model.key(.alt("o"))
        #expect(model.lastDecision?.path?.tap == Tap(source: .banner))
        #expect(model.wholeLink(at: model.state.history.count - 1) == long)
    }

    @Test("with long domains, every source and F6 message still fits the status line at 80 columns")
    func longDomainMessagesFit() throws {
        var model = try AppFixture.model()
        var config = model.configuration
        config.associatedDomain = "online-banking.a-very-long-credit-union-name.example"
        config.paths.domainsWithAASA = ["click.a-very-long-email-service-provider-name.example"]
        model.session.replaceApp(BankingApp(configuration: config, screens: model.session.app.screens))
        var messages: [String] = []
        for _ in 0..<9 { model.key(.control("\\")); messages += model.notice.map { [$0] } ?? [] }
        for row in 0..<2 {
            for _ in 0..<2 {
                model.key(.function(6)); model.key(.down, times: model.browserChoiceRowStart + row); model.key(.enter)
                messages += model.notice.map { [$0] } ?? []
                model.key(.escape)
            }
        }
        #expect(messages.count == 13)
        for message in messages { #expect(CharacterWidth.of(message) <= StatusBar.messageRoom(width: 80), "\(message)") }
    }
}
