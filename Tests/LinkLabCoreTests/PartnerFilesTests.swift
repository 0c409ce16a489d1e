import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The partner's own iOS files drive the prerequisites: Info.plist (`infoPlistFile`), the entitlements
/// (`entitlementsFile`) and the provisioning profile (`provisioningProfileFile`), in XML and binary form.
@Suite("The partner's own iOS files")
struct PartnerFilesTests {
    static let customLink = "q2mob://open?targetPage=%23%2Fmessages"
    static let universalLink = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let later = Date(timeIntervalSinceNow: 365 * 86_400)
    static let earlier = Date(timeIntervalSince1970: 1_600_000_000)

    /// The facts of the files; the defaults beside them are FIDefaultsTests' business.
    static func partnerFacts(_ d: Decision) -> [(PartnerFileFact, Bool)] {
        d.steps.compactMap { step in
            if case .partnerFile(let fact) = step.fact, !fact.isDefault { return (fact, step.passed) }
            return nil
        }
    }

    // MARK: Info.plist

    @Test("Info.plist listing the scheme proves it registered, XML or binary", arguments: [false, true])
    func infoPlistRegisters(binary: Bool) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.plist("Info.plist", PartnerFolder.infoPlist(["other", "Q2MOB"]), binary: binary)
        let app = try folder.app(#"{"infoPlistFile":"Info.plist"}"#)
        #expect(app.configuration.prerequisites.schemeRegistered)
        let d = decide(Self.customLink, app: app)
        #expect(d.outcome == .navigated)
        let facts = Self.partnerFacts(d)
        #expect(facts.count == 1)
        #expect(facts.first?.0 == .infoPlist(file: file, scheme: "q2mob", schemes: ["other", "Q2MOB"]))
        #expect(facts.first?.1 == true)
    }

    @Test("Info.plist without the scheme: not opened, and the trace names the file", arguments: [false, true])
    func infoPlistMissingScheme(binary: Bool) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.plist("Info.plist", PartnerFolder.infoPlist(["otherbank"]), binary: binary)
        let d = decide(Self.customLink, app: try folder.app(#"{"infoPlistFile":"Info.plist"}"#))
        #expect(d.outcome == .notOpened)
        #expect(d.has(.schemeNotRegistered))
        #expect(Self.partnerFacts(d).first?.1 == false)
        #expect(d.steps.contains { step in
            if case .partnerFile(.infoPlist(let named, _, let schemes)) = step.fact { return named == file && schemes == ["otherbank"] }
            return false
        })
    }

    @Test("Info.plist with no CFBundleURLTypes registers nothing")
    func infoPlistNoTypes() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.plist("Info.plist", ["CFBundleIdentifier": "x"])
        #expect(try !folder.configuration(#"{"infoPlistFile":"Info.plist"}"#).prerequisites.schemeRegistered)
    }

    /// Bad Info.plist contents: the plist, the key named and the reason.
    nonisolated(unsafe) static let badInfoPlists: [([String: Any], String, PropertyListValue)] = [
        (["CFBundleURLTypes": "q2mob"], "CFBundleURLTypes", .arrayOfDictionaries),
        (["CFBundleURLTypes": ["q2mob"]], "CFBundleURLTypes[0]", .dictionary),
        (["CFBundleURLTypes": [["CFBundleURLSchemes": "q2mob"]]], "CFBundleURLTypes[0].CFBundleURLSchemes", .arrayOfStrings),
        (["CFBundleURLTypes": [["CFBundleURLSchemes": ["q2mob", 5]]]], "CFBundleURLTypes[0].CFBundleURLSchemes[1]", .string),
    ]

    @Test("a bad Info.plist names the file, the key and the reason", arguments: 0..<4)
    func infoPlistBad(_ index: Int) throws {
        let (plist, key, expected) = Self.badInfoPlists[index]
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.plist("Info.plist", plist, binary: true)
        let error = folder.error(#"{"infoPlistFile":"Info.plist"}"#)
        #expect(error == ConfigurationError(file: file, key: key, problem: .propertyList(.expected(expected))))
    }

    @Test("a file that is not a property list, or is missing, is named")
    func notAPlist() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.text("Info.plist", "<plist><dict><key>broken")
        #expect(folder.error(#"{"infoPlistFile":"Info.plist"}"#)?.file == file)
        #expect(folder.error(#"{"infoPlistFile":"Info.plist"}"#)?.problem == .propertyList(.malformedXML(line: nil)))
        let missing = folder.error(#"{"entitlementsFile":"none.entitlements"}"#)
        #expect(missing?.key == "prerequisites.entitlementsFile")
        #expect(missing?.problem == .namesUnreadable(path: folder.path("none.entitlements"), .missing))
    }

    @Test("a flag beside the file that decides it is an error")
    func flagAndFile() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.plist("Info.plist", PartnerFolder.infoPlist(["q2mob"]))
        let error = folder.error(#"{"schemeRegistered":true,"infoPlistFile":"Info.plist"}"#)
        #expect(error?.key == "prerequisites.infoPlistFile", "\(String(describing: error))")
    }

    // MARK: entitlements

    @Test("entitlements: which entries cover demo.q2.com", arguments: [
        (["applinks:demo.q2.com"], true, nil as DiagnosticCode?),
        (["applinks:DEMO.q2.com"], true, nil),
        (["applinks:*.q2.com"], true, nil),
        // An App Store build (the default) ignores developer-mode entries: the entitlement fails, and the warning says why.
        (["applinks:demo.q2.com?mode=developer"], false, .associatedDomainDeveloperMode),
        (["applinks:demo.q2.com?mode=developer+managed"], false, .associatedDomainDeveloperMode),
        (["applinks:demo.q2.com?mode=managed"], true, .associatedDomainManagedMode),
        (["applinks:demo.q2.com?mode=developer", "applinks:demo.q2.com"], true, nil),
        (["webcredentials:demo.q2.com"], false, nil),
        (["applinks:q2.com"], false, nil),
        (["applinks:other.example"], false, nil),
        ([], false, nil),
    ])
    func entitlements(_ domains: [String], _ holds: Bool, _ warning: DiagnosticCode?) throws {
        for binary in [false, true] {
            let folder = try PartnerFolder()
            defer { folder.remove() }
            let file = try folder.plist("App.entitlements", PartnerFolder.entitlements(domains), binary: binary)
            let app = try folder.app(#"{"entitlementsFile":"App.entitlements"}"#)
            #expect(app.configuration.prerequisites.associatedDomainsEntitlement == holds, "\(domains)")
            let d = decide(Self.universalLink, app: app)
            #expect(d.outcome == (holds ? .navigated : .openedInBrowser), "\(domains)")
            #expect(d.has(.missingAssociatedDomainsEntitlement) == !holds)
            let fact = Self.partnerFacts(d).first
            if case .entitlements(let named, let domain, _)? = fact?.0 {
                #expect(named == file)
                #expect(domain == "demo.q2.com")
            } else {
                Issue.record("no entitlements fact: \(String(describing: fact))")
            }
            #expect(fact?.1 == holds)
            let warnings = d.diagnostics.map(\.code).filter { [.associatedDomainDeveloperMode, .associatedDomainManagedMode].contains($0) }
            #expect(warnings == (warning.map { [$0] } ?? []), "\(domains)")
        }
    }

    @Test("a development build honours a developer-mode entry: the link navigates, with the warning; an ad hoc build is distribution-signed and does not", arguments: [
        ("development", true), ("appStore", false), ("adHoc", false),
    ])
    func developmentBuild(build: String, holds: Bool) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        _ = try folder.plist("App.entitlements", PartnerFolder.entitlements(["applinks:demo.q2.com?mode=developer"]), binary: false)
        let app = try folder.app(#"{"entitlementsFile":"App.entitlements","build":"\#(build)"}"#)
        #expect(app.configuration.prerequisites.build.rawValue == build)
        let d = decide(Self.universalLink, app: app)
        #expect(d.outcome == (holds ? .navigated : .openedInBrowser))
        #expect(d.has(.associatedDomainDeveloperMode))
        #expect(d.has(.missingAssociatedDomainsEntitlement) == !holds)
    }

    @Test("a build that is none of them names the three it may be")
    func badBuild() throws {
        let error = Fixtures.configurationError(#"{"prerequisites":{"build":"testflight"}}"#)
        #expect(error?.key == "prerequisites.build", "\(String(describing: error))")
        #expect(error?.problem == .mustBe(.oneOf(["appStore", "development", "adHoc"])), "\(String(describing: error))")
    }

    @Test("entitlements of the wrong type name the key")
    func entitlementsBad() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.plist("App.entitlements", ["com.apple.developer.associated-domains": "applinks:demo.q2.com"])
        #expect(folder.error(#"{"entitlementsFile":"App.entitlements"}"#)
                == ConfigurationError(file: file, key: "com.apple.developer.associated-domains",
                                      problem: .propertyList(.expected(.applinksEntries))))
        try folder.plist("App.entitlements", ["com.apple.developer.associated-domains": ["applinks:demo.q2.com", 7]])
        #expect(folder.error(#"{"entitlementsFile":"App.entitlements"}"#)?.key == "com.apple.developer.associated-domains[1]")
    }

    // MARK: provisioning profile

    @Test("a profile granting * proves the capability, XML or binary inside the envelope", arguments: [false, true])
    func profileWildcard(binary: Bool) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.profile("App.mobileprovision", PartnerFolder.profile(domains: "*", expires: Self.later), binary: binary)
        let app = try folder.app(#"{"provisioningProfileFile":"App.mobileprovision"}"#)
        #expect(app.configuration.prerequisites.provisioningAssociatedDomains)
        #expect(app.configuration.prerequisites.files.provisioningProfile?.name == "Demo FI Distribution")
        let d = decide(Self.universalLink, app: app)
        #expect(d.outcome == .navigated)
        #expect(Self.partnerFacts(d).first?.0 == .provisioningProfile(file: file, domain: "demo.q2.com", wildcard: true))
        #expect(!d.has(.provisioningProfileExpired))
    }

    @Test("a profile listing applinks entries, or lacking the capability", arguments: [
        (["applinks:demo.q2.com"] as [String]?, true),
        (["applinks:other.example"], false),
        (nil, false),
    ])
    func profileEntries(_ domains: [String]?, _ holds: Bool) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.profile("App.mobileprovision", PartnerFolder.profile(domains: domains, expires: Self.later))
        let d = decide(Self.universalLink, app: try folder.app(#"{"provisioningProfileFile":"App.mobileprovision"}"#))
        #expect(d.outcome == (holds ? .navigated : .openedInBrowser))
        #expect(d.has(.provisioningMissingAssociatedDomains) == !holds)
        #expect(Self.partnerFacts(d).first?.1 == holds)
    }

    @Test("an expired profile gives provisioning-profile-expired, naming the file and the day")
    func profileExpired() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.profile("Old.mobileprovision", PartnerFolder.profile(domains: "*", expires: Self.earlier), binary: true)
        let d = decide(Self.universalLink, app: try folder.app(#"{"provisioningProfileFile":"Old.mobileprovision"}"#))
        #expect(d.diagnostics.map(\.finding).contains(.provisioningProfileExpired(file: file, date: "2020-09-13")))
        #expect(d.diagnostic(.provisioningProfileExpired)?.severity == .warning)
    }

    /// docs/contract.md, "The build's own profile": the build kind, the profile's expiry and app ID, and what follows.
    struct BuildRow: Sendable, CustomTestStringConvertible {
        var build: String
        var expires: Date
        var appID: String
        var link: String
        var outcome: Outcome
        var codes: [DiagnosticCode]
        var launches: Bool?
        var testDescription: String { "\(build), \(appID), \(expires < Date() ? "expired" : "valid"): \(link)" }
    }

    static let demoID = "ABCDE12345.com.q2.mobile.demo"
    static let buildRows: [BuildRow] = [
        BuildRow(build: "appStore", expires: earlier, appID: demoID, link: universalLink, outcome: .navigated,
                 codes: [.provisioningProfileExpired], launches: nil),
        BuildRow(build: "appStore", expires: later, appID: "ABCDE12345.com.q2.mobile.test", link: universalLink, outcome: .navigated,
                 codes: [], launches: nil),
        BuildRow(build: "development", expires: earlier, appID: demoID, link: universalLink, outcome: .notOpened,
                 codes: [.provisioningProfileExpiredStopsLaunch], launches: false),
        BuildRow(build: "adHoc", expires: earlier, appID: demoID, link: customLink, outcome: .notOpened,
                 codes: [.provisioningProfileExpiredStopsLaunch], launches: false),
        BuildRow(build: "development", expires: later, appID: "ABCDE12345.com.q2.mobile.test", link: customLink, outcome: .notOpened,
                 codes: [.provisioningProfileAppIDMismatch], launches: false),
        BuildRow(build: "adHoc", expires: earlier, appID: "ABCDE12345.com.q2.mobile.test", link: universalLink, outcome: .notOpened,
                 codes: [.provisioningProfileExpiredStopsLaunch, .provisioningProfileAppIDMismatch], launches: false),
        BuildRow(build: "adHoc", expires: later, appID: "ABCDE12345.*", link: universalLink, outcome: .navigated, codes: [], launches: true),
        BuildRow(build: "development", expires: later, appID: "ABCDE12345.com.q2.*", link: customLink, outcome: .navigated, codes: [], launches: true),
        BuildRow(build: "development", expires: later, appID: "ZZZZZ99999.*", link: customLink, outcome: .notOpened,
                 codes: [.provisioningProfileAppIDMismatch], launches: false),
        BuildRow(build: "development", expires: earlier, appID: demoID, link: "https://demo.q2.com/experimental/other.aspx#/messages",
                 outcome: .openedInBrowser, codes: [.provisioningProfileExpiredStopsLaunch, .aasaNoMatchingPath], launches: false),
    ]

    @Test("each build kind with its profile: the outcome, the codes and the app launch check", arguments: buildRows)
    func buildKinds(_ row: BuildRow) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        var profile = PartnerFolder.profile(domains: "*", expires: row.expires)
        profile["Entitlements"] = ["application-identifier": row.appID, "com.apple.developer.associated-domains": "*"]
        let file = try folder.profile("App.mobileprovision", profile, binary: true)
        let d = decide(row.link, app: try folder.app(#"{"provisioningProfileFile":"App.mobileprovision","build":"\#(row.build)"}"#))
        #expect(d.outcome == row.outcome, "\(d.codes)")
        for code in row.codes { #expect(d.has(code), "\(code.rawValue) not in \(d.codes)") }
        for code in [DiagnosticCode.provisioningProfileExpired, .provisioningProfileExpiredStopsLaunch, .provisioningProfileAppIDMismatch]
            where !row.codes.contains(code) { #expect(!d.has(code)) }
        let launch = d.steps.first { if case .partnerFile(.profileLaunch) = $0.fact { true } else { false } }
        #expect(launch?.passed == row.launches)
        if row.codes.contains(.provisioningProfileAppIDMismatch) {
            #expect(d.diagnostics.map(\.finding).contains(.provisioningProfileAppIDMismatch(
                file: file, profileAppID: row.appID, appID: Self.demoID, build: IOSBuild(rawValue: row.build)!)))
        }
    }

    @Test("with the app not installed, no build is launched: a bad profile leaves the not-installed answer as it is (A28)")
    func notInstalledBuild() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.profile("Old.mobileprovision", PartnerFolder.profile(domains: "*", expires: Self.earlier), binary: true)
        let bad = try folder.app(#"{"provisioningProfileFile":"Old.mobileprovision","build":"development"}"#)
        let good = try folder.app(#"{"provisioningProfileFile":"Old.mobileprovision"}"#)
        var notInstalled = bad.configuration.appState
        notInstalled.installed = false
        notInstalled.running = false
        for link in [Self.universalLink, Self.customLink] {
            var session = Session(app: bad, state: .initial(signedIn: true, appState: notInstalled))
            var store = Session(app: good, state: .initial(signedIn: true, appState: notInstalled))
            let d = try #require(session.handle(.openLink(link)).last)
            let expected = try #require(store.handle(.openLink(link)).last)
            #expect(d.outcome == expected.outcome, "\(link): \(d.codes)")
            // The App Store build's profile warning aside, the same answer.
            #expect(d.codes == expected.codes.filter { $0 != DiagnosticCode.provisioningProfileExpired.rawValue }, "\(link)")
            #expect(!d.has(.provisioningProfileExpiredStopsLaunch))
        }
    }

    @Test("a push to a build iOS does not launch opens nothing, at every stage; on an App Store build it is delivered as before")
    func pushToBuild() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.profile("Old.mobileprovision", PartnerFolder.profile(domains: "*", expires: Self.earlier), binary: true)
        let payload = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
        for stage in [PushStage.tap, .foreground, .silent] {
            let d = try decidePush(payload, stage: stage, app: try folder.app(#"{"provisioningProfileFile":"Old.mobileprovision","build":"adHoc"}"#))
            #expect(d.outcome == .notOpened)
            #expect(d.has(.provisioningProfileExpiredStopsLaunch))
            #expect(d.conclusion == .appDoesNotLaunch(build: .adHoc))
        }
        let store = try decidePush(payload, app: try folder.app(#"{"provisioningProfileFile":"Old.mobileprovision"}"#))
        #expect(store.outcome == .navigated)
    }

    @Test("the words: the App Store warning says customers' phones still open the app; the errors name the fix")
    func buildWords() {
        let file = "App.mobileprovision"
        #expect(Wording.message(.provisioningProfileExpired(file: file, date: "2020-09-13"), on: .ios).contains(
            "An App Store build is re-signed by Apple, so this profile does not ship and its expiry does not stop customers' phones opening the app"))
        #expect(Wording.message(.provisioningProfileExpiredStopsLaunch(file: file, date: "2020-09-13", build: .adHoc), on: .ios)
            == "The provisioning profile App.mobileprovision expired on 2020-09-13, so iOS does not launch the ad hoc build signed with it: "
            + "no link or notification reaches the app. Renew the profile in the Apple Developer account, re-sign the build with it and install it again.")
        #expect(Wording.message(.provisioningProfileAppIDMismatch(file: file, profileAppID: "T.a", appID: "T.b", build: .development), on: .ios)
            == "The provisioning profile App.mobileprovision is for T.a, not the app's T.b, so iOS does not launch the development build "
            + "signed with it: no link or notification reaches the app. Make a profile for T.b, re-sign the build with it and install it again.")
    }

    @Test("expiry is judged at load time, against the given now")
    func profileNow() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.profile("App.mobileprovision", PartnerFolder.profile(domains: "*", expires: Self.earlier))
        let before = try folder.configuration(#"{"provisioningProfileFile":"App.mobileprovision"}"#, now: Date(timeIntervalSince1970: 1_500_000_000))
        #expect(before.prerequisites.files.provisioningProfile?.expired == false)
    }

    @Test("a bad profile names the file, the key and the reason")
    func profileBad() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let noPlist = try folder.text("None.mobileprovision", "\u{30}\u{82}just a signature, no plist")
        #expect(folder.error(#"{"provisioningProfileFile":"None.mobileprovision"}"#)?.file == noPlist)
        let noEntitlements = try folder.profile("NoEnt.mobileprovision", ["Name": "x", "ExpirationDate": Self.later] as [String: Any])
        #expect(folder.error(#"{"provisioningProfileFile":"NoEnt.mobileprovision"}"#)
                == ConfigurationError(file: noEntitlements, key: "Entitlements", problem: .missing))
        let badDate = try folder.profile("Date.mobileprovision", ["Entitlements": [String: Any](), "ExpirationDate": "soon"] as [String: Any])
        #expect(folder.error(#"{"provisioningProfileFile":"Date.mobileprovision"}"#)
                == ConfigurationError(file: badDate, key: "ExpirationDate", problem: .propertyList(.expected(.date))))
        _ = try folder.profile("Dom.mobileprovision",
                                            ["Entitlements": ["com.apple.developer.associated-domains": "applinks:x"]])
        #expect(folder.error(#"{"provisioningProfileFile":"Dom.mobileprovision"}"#)?.key
                == "Entitlements.com.apple.developer.associated-domains")
    }

    @Test("the envelope: the plist is found between the signature bytes")
    func envelope() throws {
        let plist = try PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .binary, options: 0)
        let wrapped = Data([1, 2, 3, 0x62]) + plist + Data([0x62, 0x70, 0, 0, 9, 9, 9])
        #expect(SignedEnvelope.propertyList(in: wrapped) == plist)
        let xml = Data("junk<?xml version=\"1.0\"?><plist><dict/></plist>junk".utf8)
        #expect(SignedEnvelope.propertyList(in: xml) == Data("<?xml version=\"1.0\"?><plist><dict/></plist>".utf8))
        #expect(SignedEnvelope.propertyList(in: Data("nothing here".utf8)) == nil)
    }

    // MARK: all together

    @Test("all three files, and the AASA file, each named in the trace of a Universal Link")
    func allTogether() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.plist("Info.plist", PartnerFolder.infoPlist(["q2mob"]), binary: true)
        try folder.plist("App.entitlements", PartnerFolder.entitlements(["applinks:demo.q2.com"]))
        try folder.profile("App.mobileprovision", PartnerFolder.profile(domains: "*", expires: Self.later), binary: true)
        let aasa = try folder.text("aasa.json", #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"components":[{"/":"*"}]}]}}"#)
        let app = try folder.app(#"""
            {"infoPlistFile":"Info.plist","entitlementsFile":"App.entitlements",
             "provisioningProfileFile":"App.mobileprovision","aasaFile":"aasa.json"}
            """#)
        let d = decide(Self.universalLink, app: app)
        #expect(d.outcome == .navigated)
        #expect(d.steps.map(\.check).filter { ["entitlements file", "provisioning profile", "AASA file"].contains($0) }
                == ["entitlements file", "provisioning profile", "AASA file"])
        #expect(Self.partnerFacts(d).last?.0 == .aasaFile(file: aasa))
        #expect(Self.partnerFacts(decide(Self.customLink, app: app)).map(\.0.kindName) == ["Info.plist"])
    }

    @Test("marking a prerequisite missing by hand: the file no longer speaks for it")
    func toggled() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try folder.plist("App.entitlements", PartnerFolder.entitlements(["applinks:demo.q2.com"]))
        let original = try folder.configuration(#"{"entitlementsFile":"App.entitlements"}"#)
        let missing = Prerequisite.associatedDomainsEntitlement.setting(false, in: original, original: original)
        #expect(missing.prerequisites.files.entitlements == nil)
        let restored = Prerequisite.associatedDomainsEntitlement.setting(true, in: missing, original: original)
        #expect(restored.prerequisites.files.entitlements == original.prerequisites.files.entitlements)
    }
}

extension PartnerFileFact {
    var isDefault: Bool {
        switch self {
        case .byDefault, .assetLinksByDefault: true
        default: false
        }
    }

    var kindName: String {
        switch self {
        case .infoPlist: "Info.plist"
        case .entitlements: "entitlements"
        case .provisioningProfile: "provisioning profile"
        case .profileLaunch: "app launch"
        case .aasaFile: "AASA file"
        case .byDefault, .assetLinksByDefault: "default"
        case .liveFile: "live file"
        }
    }
}
