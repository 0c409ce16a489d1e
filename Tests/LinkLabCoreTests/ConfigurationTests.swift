import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The FI configuration and the screens (docs/contract.md): the demo defaults, settings files, and bad files
/// whose errors name the file, the key and the reason.
@Suite("Configuration")
struct ConfigurationTests {
    // MARK: the demo FI

    @Test("the embedded default is the demo FI")
    func demoDefaults() {
        let demo = FIConfiguration.demo
        #expect(demo.urlScheme == "q2mob")
        #expect(demo.associatedDomain == "demo.q2.com")
        #expect(demo.targetPageName == "uux.aspx")
        #expect(demo.uuxPage == "https://demo.q2.com/experimental/uux.aspx")
        #expect(demo.appID == "ABCDE12345.com.q2.mobile.demo")
        #expect(demo.prerequisites.schemeRegistered)
        #expect(demo.prerequisites.associatedDomainsEntitlement)
        #expect(demo.prerequisites.provisioningAssociatedDomains)
        let page = URLParts(encodedPath: "/experimental/uux.aspx", encodedQuery: nil, encodedFragment: "/messages")
        if case .matched = demo.prerequisites.aasa.verdict(appID: demo.appID, url: page) {} else {
            Issue.record("the demo AASA must cover the UUX page")
        }
        #expect(demo.policies.moduleLinksWhileSignedOut)
        #expect(!demo.policies.legacyPushDelivery)
    }

    @Test("the demo modules: a continuity and push module, and a native one")
    func demoModules() throws {
        let demo = try #require(FIConfiguration.demo.module("com.q2.mobile.module.demo"))
        #expect(demo.continuityTargets == ["com.q2.mobile.module.demo/path"])
        #expect(demo.pushSender == "com.q2.mobile.module.demo")
        #expect(demo.payloadKey == "demo")
        let screens = Fixtures.demoApp.screens
        let nativeOwners = Set(screens.screens.filter { $0.handler == .native }.map(\.owner))
        #expect(!nativeOwners.isEmpty)
        #expect(screens.screen(forRoute: "transfer")?.handler == .native)
        #expect(screens.screen(forRoute: "branches")?.handler == .native)
        #expect(screens.screen(forRoute: "messages")?.handler == .uux)
    }

    @Test("an empty settings file is the demo FI, read from that file")
    func emptyFile() throws {
        var config = try Fixtures.configuration("{}")
        #expect(config.settingsFile == "test-settings.json")
        config.settingsFile = nil
        #expect(config == .demo)
    }

    @Test("the real screens load and hold the documented pages")
    func realScreens() throws {
        let screens = Fixtures.demoApp.screens
        for route in ["landingPage", "messages", "transfer", "transactions/activityCenter", "branches", "settings/profile"] {
            #expect(screens.screen(forRoute: route) != nil, "missing \(route)")
        }
        #expect(screens.login.id == "login")
        #expect(screens.login.route == nil)
        #expect(screens.landingPage.route == "landingPage")
        #expect(screens.screen(forRoute: "branches")?.requiresSignIn == false)
    }

    // MARK: a settings file changes any setting

    @Test("a settings file changes every setting")
    func changesEverything() throws {
        let c = try Fixtures.configuration("""
            {
              "name": "Acme Bank", "urlScheme": "acmebank", "universalAndAppLinkAssociatedDomain": "m.acme.example",
              "targetPageName": "app.aspx", "uuxPage": "https://m.acme.example/x/app.aspx", "appID": "ZZZZZ99999.com.acme.bank",
              "prerequisites": {"schemeRegistered": false, "associatedDomainsEntitlement": false, "provisioningAssociatedDomains": false,
                                "aasa": {"applinks": {"details": [{"appIDs": ["ZZZZZ99999.com.acme.bank"], "paths": ["/x/*"]}]}}},
              "modules": [{"identifier": "com.acme.module", "name": "Acme", "continuityTargets": ["com.acme.module/go"],
                           "pushSender": "com.acme.push", "payloadKey": "acme"}],
              "policies": {"moduleLinksWhileSignedOut": false, "legacyPushDelivery": true, "maximumLinkLength": 100},
              "screens": "elsewhere",
              "comment": "comments are allowed"
            }
            """)
        #expect(c.name == "Acme Bank")
        #expect(c.urlScheme == "acmebank")
        #expect(c.associatedDomain == "m.acme.example")
        #expect(c.targetPageName == "app.aspx")
        #expect(c.uuxPage == "https://m.acme.example/x/app.aspx")
        #expect(c.appID == "ZZZZZ99999.com.acme.bank")
        #expect(!c.prerequisites.schemeRegistered)
        #expect(!c.prerequisites.associatedDomainsEntitlement)
        #expect(!c.prerequisites.provisioningAssociatedDomains)
        #expect(c.prerequisites.aasa.details.first?.rules == [.legacyPath("/x/*")])
        #expect(c.modules.map(\.identifier) == ["com.acme.module"])
        #expect(c.modules.first?.pushSender == "com.acme.push")
        #expect(c.modules.first?.payloadKey == "acme")
        #expect(!c.policies.moduleLinksWhileSignedOut)
        #expect(c.policies.legacyPushDelivery)
        #expect(c.policies.maximumLinkLength == 100)
        #expect(c.screensDirectory?.hasSuffix("Fixtures/elsewhere") == true, "relative to the settings file")
    }

    struct MissingPrerequisite: Sendable, CustomTestStringConvertible {
        var settings: String
        var link: String
        var code: DiagnosticCode
        var testDescription: String { code.rawValue }
    }

    static let missing: [MissingPrerequisite] = [
        .init(settings: #"{"prerequisites":{"schemeRegistered":false}}"#,
              link: "q2mob://open?targetPage=%23%2Fmessages", code: .schemeNotRegistered),
        .init(settings: #"{"prerequisites":{"associatedDomainsEntitlement":false}}"#,
              link: "https://demo.q2.com/experimental/uux.aspx#/messages", code: .missingAssociatedDomainsEntitlement),
        .init(settings: #"{"prerequisites":{"provisioningAssociatedDomains":false}}"#,
              link: "https://demo.q2.com/experimental/uux.aspx#/messages", code: .provisioningMissingAssociatedDomains),
        // An AASA written for another app ID: one left out would list this file's own app ID.
        .init(settings: #"{"appID":"ZZZZZ99999.com.other.app","prerequisites":{"aasa":{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"components":[{"/":"*/uux.aspx"}]}]}}}}"#,
              link: "https://demo.q2.com/experimental/uux.aspx#/messages", code: .aasaMissingAppID),
        .init(settings: #"{"prerequisites":{"aasa":{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"paths":["/other/*"]}]}}}}"#,
              link: "https://demo.q2.com/experimental/uux.aspx#/messages", code: .aasaNoMatchingPath),
        .init(settings: #"{"prerequisites":{"aasaFile":"aasa/Hylozoic_hylo-evo__apple-app-site-association.MALFORMED_APPID.json"}}"#,
              link: "https://demo.q2.com/experimental/uux.aspx#/messages", code: .aasaMissingAppID),
    ]

    @Test("a prerequisite marked missing gives its diagnostic and notOpened", arguments: missing)
    func prerequisiteMissing(_ row: MissingPrerequisite) throws {
        let app = try Fixtures.app(settings: row.settings)
        let d = decide(row.link, app: app)
        #expect(d.outcome == (row.code == .schemeNotRegistered ? .notOpened : .openedInBrowser), "an https link iOS does not give to the app opens in Safari")
        #expect(d.has(row.code), "codes \(d.codes)")
        #expect(d.screen == nil)
        // The same link opens under the demo FI.
        #expect(decide(row.link).outcome == .navigated)
    }

    @Test("a missing Universal Link prerequisite does not affect custom-scheme links")
    func customSchemeUnaffected() throws {
        let app = try Fixtures.app(settings: #"{"prerequisites":{"associatedDomainsEntitlement":false,"provisioningAssociatedDomains":false}}"#)
        #expect(decide("q2mob://open?targetPage=%23%2Fmessages", app: app).outcome == .navigated)
    }

    @Test("every missing prerequisite is named at once")
    func allMissingNamed() throws {
        let app = try Fixtures.app(settings: """
            {"appID":"ZZZZZ99999.com.other.app","prerequisites":{"associatedDomainsEntitlement":false,"provisioningAssociatedDomains":false,
             "aasa":{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"components":[{"/":"*/uux.aspx"}]}]}}}}
            """)
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app)
        #expect(d.outcome == .openedInBrowser)
        #expect(d.has(.missingAssociatedDomainsEntitlement))
        #expect(d.has(.provisioningMissingAssociatedDomains))
        #expect(d.has(.aasaMissingAppID))
    }

    @Test("aasaFile loads an AASA file relative to the settings file")
    func aasaFileFixture() throws {
        let c = try Fixtures.configuration(#"{"prerequisites":{"aasaFile":"aasa/SYNTHETIC_q2_demo__apple-app-site-association.json"}}"#)
        #expect(c.prerequisites.aasa.details.first?.appIDs == ["ABCDE12345.com.q2.mobile.demo"])
        #expect(c.prerequisites.aasa.details.first?.rules.count == 3)
        let app = try Fixtures.app(c)
        #expect(decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app).outcome == .navigated)
        let logout = decide("https://demo.q2.com/experimental/uux.aspx#/logout", app: app)
        #expect(logout.outcome == .openedInBrowser)
        #expect(logout.has(.aasaNoMatchingPath))
    }

    @Test("load(path:) reads a file from disk and names it in errors")
    func loadPath() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.json")
        try Data(#"{"urlScheme":"acmebank"}"#.utf8).write(to: good)
        #expect(try ConfigurationLoader.load(path: good.path).urlScheme == "acmebank")

        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"urlScheme":""}"#.utf8).write(to: bad)
        let error = try #require(throwing(try ConfigurationLoader.load(path: bad.path)))
        #expect(error.file == bad.path)
        #expect(error.key == "urlScheme")

        let missing = try #require(throwing(try ConfigurationLoader.load(path: folder.appendingPathComponent("none.json").path)))
        #expect(missing.file.hasSuffix("none.json"))
        #expect(!missing.reason.isEmpty)
    }

    @Test("AppLoader.load reads a settings file and the screens folder")
    func appLoader() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("settings.json")
        try Data(#"{"urlScheme":"acmebank"}"#.utf8).write(to: file)
        let app = try AppLoader.load(configPath: file.path, screensDirectory: Fixtures.screensDirectory)
        #expect(app.configuration.urlScheme == "acmebank")
        #expect(app.screens == Fixtures.demoApp.screens)
    }

    // MARK: bad settings files

    struct BadFile: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var key: String?
        /// What is wrong, as data; a list of known names is not compared (`ignoringLists`).
        var problem: ConfigurationProblem
        var testDescription: String { name }
    }

    static let badFiles: [BadFile] = [
        .init(name: "unknown top-level key", json: #"{"urlSchem": "q2mob"}"#, key: "urlSchem", problem: .unknown(.key, known: [])),
        .init(name: "unknown nested key", json: #"{"prerequisites": {"schemeRegistred": false}}"#,
              key: "prerequisites.schemeRegistred", problem: .unknown(.key, known: [])),
        .init(name: "unknown module key", json: #"{"modules": [{"identifier": "a.b", "sender": "x"}]}"#,
              key: "modules[0].sender", problem: .unknown(.key, known: [])),
        .init(name: "wrong type: number for the scheme", json: #"{"urlScheme": 5}"#, key: "urlScheme",
              problem: .mustBe(.kind(.string), found: .number)),
        .init(name: "wrong type: string for a prerequisite", json: #"{"prerequisites": {"schemeRegistered": "no"}}"#,
              key: "prerequisites.schemeRegistered", problem: .mustBe(.kind(.bool), found: .string)),
        .init(name: "wrong type: object for the modules", json: #"{"modules": {"identifier": "x"}}"#, key: "modules",
              problem: .mustBe(.kind(.list), found: .object)),
        .init(name: "empty scheme", json: #"{"urlScheme": ""}"#, key: "urlScheme", problem: .empty),
        .init(name: "scheme with ://", json: #"{"urlScheme": "q2mob://"}"#, key: "urlScheme", problem: .mustBe(.urlScheme)),
        .init(name: "https as the scheme", json: #"{"urlScheme": "https"}"#, key: "urlScheme", problem: .webSchemeAsAppScheme),
        .init(name: "empty associated domain", json: #"{"universalAndAppLinkAssociatedDomain": ""}"#,
              key: "universalAndAppLinkAssociatedDomain", problem: .empty),
        .init(name: "associated domain with a scheme", json: #"{"universalAndAppLinkAssociatedDomain": "https://demo.q2.com"}"#,
              key: "universalAndAppLinkAssociatedDomain", problem: .mustBe(.plainHost(example: "demo.q2.com"))),
        .init(name: "bad appID", json: #"{"appID": "com.q2.mobile.demo"}"#, key: "appID", problem: .mustBe(.appID)),
        .init(name: "uuxPage on another host", json: #"{"uuxPage": "https://other.example/experimental/uux.aspx"}"#,
              key: "uuxPage", problem: .uuxHostDiffers(host: "other.example", domain: "demo.q2.com")),
        .init(name: "uuxPage without the target page name", json: #"{"uuxPage": "https://demo.q2.com/experimental/page.aspx"}"#,
              key: "uuxPage", problem: .uuxPathLacksPageName("uux.aspx")),
        .init(name: "duplicate module", json: #"{"modules": [{"identifier": "com.a"}, {"identifier": "com.a"}]}"#,
              key: "modules[1].identifier", problem: .declaredTwice("com.a")),
        .init(name: "duplicate push sender", json: """
            {"modules": [{"identifier": "com.a", "pushSender": "s", "payloadKey": "a"},
                         {"identifier": "com.b", "pushSender": "s", "payloadKey": "b"}]}
            """, key: "modules[1].pushSender", problem: .senderOfTwoModules("s")),
        .init(name: "push sender without payload key", json: #"{"modules": [{"identifier": "com.a", "pushSender": "s"}]}"#,
              key: "modules[0].payloadKey", problem: .payloadKeyRequired),
        .init(name: "module without identifier", json: #"{"modules": [{"name": "x"}]}"#,
              key: "modules[0].identifier", problem: .missing),
        .init(name: "both aasa and aasaFile", json: """
            {"prerequisites": {"aasa": {"applinks": {"details": []}}, "aasaFile": "aasa/x.json"}}
            """, key: "prerequisites.aasaFile", problem: .eitherOr(other: "aasa", this: "aasaFile")),
        .init(name: "maximum link length out of range", json: #"{"policies": {"maximumLinkLength": 3}}"#,
              key: "policies.maximumLinkLength", problem: .mustBe(.wholeNumber(64...1_000_000), found: .number)),
    ]

    @Test("a bad settings file names the file, the key and the reason", arguments: badFiles)
    func badFile(_ bad: BadFile) throws {
        let error = try #require(Fixtures.configurationError(bad.json, file: "bad-settings.json"), "\(bad.name) loaded")
        #expect(error.file == "bad-settings.json")
        #expect(error.key == bad.key, "\(error)")
        #expect(error.problem.ignoringLists == bad.problem, "\(error)")
        #expect(error.file == "bad-settings.json" && error.key == bad.key, "\(error)")
        #expect(error.description.hasPrefix("bad-settings.json: " + (bad.key.map { "key '\($0)': " } ?? "")), "\(error)")
        #expect(error.description.contains(error.reason))
    }

    @Test("an unknown key's error offers the keys LinkLab knows, so a typo finds its fix")
    func unknownKeyOffersKnown() throws {
        let error = try #require(Fixtures.configurationError(#"{"urlSchem": "q2mob"}"#))
        guard case .unknown(.key, let known) = error.problem else { Issue.record("\(error)"); return }
        #expect(known.contains("urlScheme"))
    }

    @Test("invalid JSON names the line and column")
    func invalidJSON() throws {
        let error = try #require(Fixtures.configurationError("{\n  \"urlScheme\": \"q2mob\",\n  oops\n}"))
        #expect(error.file == "bad-settings.json")
        guard case .syntax = error.problem else { Issue.record("not a syntax error: \(error)"); return }
        #expect(error.position?.line == 3, "\(error)")
    }

    @Test("aasaFile pointing at a missing file names the settings key that named it, and that file")
    func aasaFileMissing() throws {
        let error = try #require(Fixtures.configurationError(#"{"prerequisites":{"aasaFile":"aasa/none.json"}}"#))
        #expect(error.file == "bad-settings.json")
        #expect(error.key == "prerequisites.aasaFile")
        guard case .namesUnreadable(let path, .missing) = error.problem else { Issue.record("\(error)"); return }
        #expect(path.hasSuffix("aasa/none.json"), "\(error)")
    }

    @Test("aasaFile pointing at a file that is not an AASA names that file, the key and the reason")
    func aasaFileNotAASA() throws {
        let error = try #require(Fixtures.configurationError(
            #"{"prerequisites":{"aasaFile":"aasa/bluesky-social_social-app__assetlinks.json"}}"#))
        #expect(error.file.hasSuffix("aasa/bluesky-social_social-app__assetlinks.json"))
        #expect(error.key == nil)
        #expect(error.position == TextPosition(line: 1, column: 1))
        #expect(error.problem == .mustBe(.kind(.object), found: .list))
    }

    @Test("aasaFile with a wrongly typed key names the key inside the AASA file")
    func aasaFileWrongType() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let aasa = folder.appendingPathComponent("aasa.json")
        try Data(#"{"applinks":{"details":[{"appIDs":"ABCDE12345.com.q2.mobile.demo","paths":["*"]}]}}"#.utf8).write(to: aasa)
        let settings = folder.appendingPathComponent("settings.json")
        try Data(#"{"prerequisites":{"aasaFile":"aasa.json"}}"#.utf8).write(to: settings)
        let error = try #require(throwing(try ConfigurationLoader.load(path: settings.path)))
        #expect(error.file == aasa.path)
        #expect(error.key == "applinks.details[0].appIDs")
        #expect(error.problem == .mustBe(.kind(.list), found: .string), "\(error)")
    }

    // MARK: screens

    static let modules = FIConfiguration.demo.modules

    static func screen(_ id: String, route: String?, owner: String = "uux", signIn: Bool = true) -> Screen {
        Screen(id: id, route: route, title: id, body: ["text"], owner: owner, requiresSignIn: signIn)
    }

    static let base = [screen("landingPage", route: "landingPage"), screen("login", route: nil, owner: "app", signIn: false)]

    @Test("duplicate routes are refused, naming the file and key")
    func duplicateRoute() {
        let error = throwing(try ScreenCatalogue(screens: Self.base + [Self.screen("a", route: "messages"), Self.screen("b", route: "messages")],
                                                 modules: Self.modules, source: "screens"))
        #expect(error?.file == "screens/b.json")
        #expect(error?.key == "route")
        #expect(error?.problem == .screenRouteTwice(route: "messages", otherScreen: "a"), "\(String(describing: error))")
    }

    @Test("unknown owners are refused, naming the file and key")
    func unknownOwner() {
        let error = throwing(try ScreenCatalogue(screens: Self.base + [Self.screen("a", route: "a", owner: "com.nobody")],
                                                 modules: Self.modules, source: "screens"))
        #expect(error?.file == "screens/a.json")
        #expect(error?.key == "owner")
        guard case .unknownOwner("com.nobody", _)? = error?.problem else { Issue.record("\(String(describing: error))"); return }
    }

    @Test("a missing landing page is refused")
    func missingLandingPage() {
        let error = throwing(try ScreenCatalogue(screens: [Self.screen("login", route: nil, owner: "app", signIn: false)],
                                                 modules: Self.modules, source: "screens"))
        #expect(error?.file == "screens")
        #expect(error?.problem == .noLandingPage, "\(String(describing: error))")
    }

    @Test("a missing login screen is refused")
    func missingLogin() {
        let error = throwing(try ScreenCatalogue(screens: [Self.screen("landingPage", route: "landingPage")],
                                                 modules: Self.modules, source: "screens"))
        #expect(error?.problem == .noLoginScreen, "\(String(describing: error))")
    }

    @Test("the screen loader names the file of a bad screen")
    func screenLoaderErrors() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["landingPage", "login", "messages"] {
            try FileManager.default.copyItem(atPath: (Fixtures.screensDirectory as NSString).appendingPathComponent("\(name).json"),
                                             toPath: folder.appendingPathComponent("\(name).json").path)
        }
        #expect(try ScreenLoader.load(directory: folder.path, modules: Self.modules).routes.count == 2)

        let duplicate = folder.appendingPathComponent("zz-duplicate.json")
        try Data(#"{"id":"inbox","route":"messages","title":"Inbox","body":[],"owner":"uux","requiresSignIn":true}"#.utf8).write(to: duplicate)
        let error = try #require(throwing(try ScreenLoader.load(directory: folder.path, modules: Self.modules)))
        #expect(error.key == "route")
        #expect(error.file == duplicate.path, "the file that repeats the route")
        guard case .screenRouteClash("messages", _, let other) = error.problem else { Issue.record("\(error)"); return }
        #expect(other.hasSuffix("messages.json"), "and the file that has it first: \(error)")
        try FileManager.default.removeItem(at: duplicate)

        let typo = folder.appendingPathComponent("typo.json")
        try Data(#"{"id":"x","route":"x","title":"X","body":[],"owner":"uux","requiresSignin":true}"#.utf8).write(to: typo)
        let typoError = try #require(throwing(try ScreenLoader.load(directory: folder.path, modules: Self.modules)))
        #expect(typoError.file == typo.path)
        #expect(typoError.key == "requiresSignin")
    }
}

/// The ConfigurationError an expression throws, or nil.
func throwing<T>(_ body: @autoclosure () throws(ConfigurationError) -> T) -> ConfigurationError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
