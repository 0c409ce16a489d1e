import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A real input that produces a code: the decision that must carry it, the outcome it must have,
/// and the app it was made under (fixes are checked under the same app).
struct Production {
    var decision: Decision
    var outcome: Outcome
    var app: BankingApp
}

enum Producer {
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages"
    static let tooLong = "q2mob://open?targetPage=%23%2F" + String(repeating: "a", count: 9_000)

    static func link(_ link: String, _ outcome: Outcome, app: BankingApp = Fixtures.demoApp, signedIn: Bool = true) -> Production {
        Production(decision: decide(link, app: app, signedIn: signedIn), outcome: outcome, app: app)
    }

    static func push(_ text: String, _ outcome: Outcome, stage: PushStage = .tap, app: BankingApp = Fixtures.demoApp) throws -> Production {
        Production(decision: try decidePush(text, stage: stage, app: app), outcome: outcome, app: app)
    }

    /// The last decision after a series of events.
    static func session(_ events: [SessionEvent], signedIn: Bool, _ outcome: Outcome) -> Production {
        var session = Session(app: Fixtures.demoApp, signedIn: signedIn)
        var last: [Decision] = []
        for event in events { last = session.handle(event) }
        return Production(decision: last[last.count - 1], outcome: outcome, app: Fixtures.demoApp)
    }

    /// The last decision after a series of events, starting in an app state (docs/contract.md, "App states").
    /// Fixes are checked under `app` as installed and running.
    static func session(_ events: [SessionEvent], appState: AppState, app: BankingApp = Fixtures.demoApp,
                        _ outcome: Outcome) -> Production {
        var session = Session(app: app, state: .initial(signedIn: true, appState: appState))
        var last: [Decision] = []
        for event in events { last = session.handle(event) }
        return Production(decision: last[last.count - 1], outcome: outcome, app: app)
    }

    static let deferredApp: BankingApp = {
        do {
            return try Fixtures.app(settings: #"{"deferredLinks":{"service":"Branch","host":"links.demo.q2.com"}}"#)
        } catch {
            fatalError("the deferred-link settings do not load: \(error)")
        }
    }()

    /// A real input for every code; the switch makes a new code a compile error until it has one.
    static func produce(_ code: DiagnosticCode) throws -> Production {
        let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
        switch code {
        case .wrongURLScheme: return link("otherapp://open?targetPage=%23%2Fmessages", .notOpened)
        case .wrongAssociatedDomain: return link("https://wrong-host.q2.com/experimental/uux.aspx#/messages", .openedInBrowser)
        case .missingTargetPageName: return link("https://demo.q2.com/experimental/dashboard.aspx#/messages", .openedInBrowser)
        case .missingRouteFragment: return link("https://demo.q2.com/experimental/uux.aspx#messages", .stayed)
        case .missingTargetPage: return link("q2mob://open?targetpage=%23%2Fmessages", .stayed)
        case .unencodedTargetPage: return link("q2mob://open?targetPage=#/messages", .stayed)
        case .fullURLInTargetPage:
            return link("q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages", .stayed)
        case .doubleEncodedTargetPage: return link("q2mob://open?targetPage=%2523%252Fmessages", .stayed)
        case .unknownRoute: return link("q2mob://open?targetPage=%23%2FMessages", .stayed)
        case .targetPageNotARoute: return link("q2mob://open?targetPage=messages", .stayed)
        case .duplicateTargetPage: return link("q2mob://open?targetPage=%23%2Fmessages&targetPage=%23%2Ftransfer", .navigated)
        case .malformedLink: return link("q2mob:open?targetPage=%23%2Fmessages", .stayed)
        // iOS re-encodes the whole query, % signs included (docs/contract.md, A14), so the route is lost.
        case .invalidCharacters: return link("q2mob://open?targetPage=%23%2Fmessages&note=a b", .stayed)
        case .unclaimedModuleLink: return link("q2mob://messages", .stayed)
        case .targetPageNameCase: return link("https://demo.q2.com/experimental/UUX.aspx#/messages", .openedInBrowser)
        case .deferredUntilSignIn: return link("q2mob://open?targetPage=%23%2Fsettings%2Fprofile", .deferred, signedIn: false)
        case .pendingReplaced:
            return session([.openLink("q2mob://open?targetPage=%23%2Fmessages"),
                            .openLink("q2mob://open?targetPage=%23%2Fsettings%2Fprofile")], signedIn: false, .deferred)
        case .pendingDiscarded:
            return session([.openLink("q2mob://open?targetPage=%23%2Fmessages"), .cancelSignIn], signedIn: false, .stayed)
        case .transitionNotAllowed: return session([.back], signedIn: true, .stayed)
        case .userinfoInLink: return link("https://demo.q2.com@evil.com/experimental/uux.aspx#/messages", .notOpened)
        case .suspiciousHost: return link("https://demo%2Eq2.com/experimental/uux.aspx#/messages", .notOpened)
        case .routeTraversal: return link("https://demo.q2.com/experimental/uux.aspx#/settings/../messages", .stayed)
        case .controlCharacters: return link("q2mob://open?targetPage=%23%2Fmes\u{202E}sages", .notOpened)
        case .whitespaceTrimmed: return link("  q2mob://open?targetPage=%23%2Fmessages\n", .navigated)
        case .copyArtefact: return link("https://demo.q2.com/experimental/uux.aspx#/settings/profile.", .stayed)
        case .inputTooLong: return link(tooLong, .notOpened)
        case .schemeNotRegistered:
            return link("q2mob://open?targetPage=%23%2Fmessages", .notOpened,
                        app: try Fixtures.app(settings: #"{"prerequisites":{"schemeRegistered":false}}"#))
        case .missingAssociatedDomainsEntitlement:
            return link(ul, .openedInBrowser, app: try Fixtures.app(settings: #"{"prerequisites":{"associatedDomainsEntitlement":false}}"#))
        case .provisioningMissingAssociatedDomains:
            return link(ul, .openedInBrowser, app: try Fixtures.app(settings: #"{"prerequisites":{"provisioningAssociatedDomains":false}}"#))
        case .aasaMissingAppID:
            return link(ul, .openedInBrowser, app: try Fixtures.app(settings:
                #"{"prerequisites":{"aasaFile":"aasa/bluesky-social_social-app__apple-app-site-association.json"}}"#))
        case .associatedDomainDeveloperMode:
            return link(ul, .openedInBrowser, app: try Fixtures.app(settings: #"{"prerequisites":{"entitlementsFile":"partner/developer.entitlements"}}"#))
        case .associatedDomainManagedMode:
            return link(ul, .navigated, app: try Fixtures.app(settings: #"{"prerequisites":{"entitlementsFile":"partner/managed.entitlements"}}"#))
        case .provisioningProfileExpired:
            return link(ul, .navigated, app: try Fixtures.app(settings: #"{"prerequisites":{"provisioningProfileFile":"partner/expired.mobileprovision"}}"#))
        case .provisioningProfileExpiredStopsLaunch:
            return link(ul, .notOpened, app: try Fixtures.app(settings:
                #"{"prerequisites":{"provisioningProfileFile":"partner/expired.mobileprovision","build":"development"}}"#))
        case .provisioningProfileAppIDMismatch:
            return link(ul, .notOpened, app: try Fixtures.app(settings:
                #"{"prerequisites":{"provisioningProfileFile":"partner/other-app.mobileprovision","build":"adHoc"}}"#))
        case .aasaFileTooLarge:
            var config = FIConfiguration.demo
            config.prerequisites.aasa = AppSiteAssociation(details: [], refusedSize: 200_000)
            return link(ul, .openedInBrowser, app: try Fixtures.app(config))
        case .aasaNoMatchingPath:
            return link(ul, .openedInBrowser, app: try Fixtures.app(settings: """
                {"prerequisites":{"aasa":{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],
                 "components":[{"/":"/other/*"}]}]}}}}
                """))
        case .pushSenderMissing:
            return try push(#"{"aps":{},"data":{"demo":{"route":"messages"}}}"#, .stayed)
        case .pushSenderUnknown:
            return try push(#"{"aps":{},"sender":"com.q2.mobile.module.Demo","data":{"demo":{"route":"messages"}}}"#, .stayed)
        case .pushPayloadInvalid:
            return try push(#"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":7}}}"#, .stayed)
        case .pushNotNavigated:
            return try push(#"{"aps":{},"sender":"com.q2.mobile.module.demo","route":"messages"}"#, .stayed)
        case .pushStageNoNavigation:
            return try push(documentedPush, .stayed, stage: .foreground)
        case .pushLegacyDelivery:
            return try push(#"{"aps":{},"data":{"demo":{"route":"messages"}}}"#, .navigated,
                            app: try Fixtures.app(settings: #"{"policies":{"legacyPushDelivery":true}}"#))
        case .appNotInstalled:
            return session([.openLink("q2mob://open?targetPage=%23%2Fmessages")], appState: AppState(installed: false), .notOpened)
        case .openedInBrowser: return session([.openLink(ul)], appState: AppState(installed: false), .openedInBrowser)
        case .deferredLinkStored:
            return session([.openLink(ul)], appState: AppState(installed: false), app: deferredApp, .openedInBrowser)
        case .deferredLinkRestored:
            return session([.openLink(ul), .install, .launch], appState: AppState(installed: false), app: deferredApp, .deferred)
        case .linkDroppedOnColdStart:
            return session([.openLink(ul)], appState: AppState(running: false),
                           app: try Fixtures.app(settings: #"{"policies":{"coldStartLinks":"drop"}}"#), .stayed)
        // Android (docs/contract.md, "Android").
        case .intentFilterNoMatch:
            return link("https://demo.q2.com/help/faq#/messages", .openedInBrowser, app: try android())
        case .appLinkMissingAutoVerify:
            return link(ul, .openedInBrowser, app: try android(#""intentFilters":[{"data":[{"scheme":"https","host":"demo.q2.com"}]}]"#))
        case .assetLinksMissingPackage:
            return link(ul, .openedInBrowser, app: try android(#""packageName":"com.example.other","# + demoAssetLinks))
        case .assetLinksMissingRelation:
            return link(ul, .openedInBrowser, app: try android(#""assetLinks":[{"relation":["delegate_permission/common.get_login_creds"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(AndroidApp.demoFingerprint)"]}}]"#))
        case .assetLinksWrongFingerprint:
            return link(ul, .openedInBrowser, app: try android(#""certificateFingerprints":["\#(otherFingerprint)"],"# + demoAssetLinks))
        case .appLinkChooser:
            return link(ul, .openedInBrowser, app: try android(#""unverifiedLinks":"chooser","certificateFingerprints":["\#(otherFingerprint)"],"# + demoAssetLinks))
        case .pushNotClaimed:
            return try push(#"{"aps":{},"sender":"com.q2.mobile.module.demo","route":"messages"}"#, .stayed, app: try android())
        case .fcmDataNotString:
            // FCM's data is a map of strings: the module's part as an object is refused by FCM.
            return try push(#"{"message":{"notification":{"title":"LinkLab"},"data":{"demo":{"route":"messages"}}}}"#, .notOpened, app: try android())
        case .postNotificationsDenied:
            return try push(#"{"message":{"notification":{"title":"LinkLab"},"data":{"demo":"{\"route\":\"messages\"}"}}}"#, .notOpened,
                            app: try android(#""notificationPermission":"denied""#))
        case .fcmInTray:
            return try push(#"{"notification":{"title":"LinkLab"},"data":{"demo":"{\"route\":\"messages\"}"}}"#, .stayed, stage: .silent,
                            app: try android())
        case .appLinkHostNotVerified:
            // Android 12 and later refuse the whole file for a namespace they do not know.
            return link(ul, .openedInBrowser, app: try android(#""assetLinks":[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"ios_app"}},{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(AndroidApp.demoFingerprint)"]}}]"#))
        case .appLinkWildcardSuffix:
            // A filter that takes every host, beside a verified *.q2.com: AOSP compares the end of the name.
            return link("https://evilq2.com/experimental/uux.aspx#/messages", .stayed, app: try android(
                #""intentFilters":[{"autoVerify":true,"data":[{"scheme":"https","host":"*.q2.com"}]},{"data":[{"scheme":"https","host":"*"}]}]"#))
        case .appLinkDynamicExcluded:
            return link(ul, .openedInBrowser, app: try android(#""version":15,"assetLinks":[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(AndroidApp.demoFingerprint)"]},"relation_extensions":{"delegate_permission/common.handle_all_urls":{"dynamic_app_link_components":[{"/":"*","exclude":true}]}}}]"#))
        case .intentLinkMalformed: return link("intent://x#Intent;scheme=q2mob", .notOpened, app: try android())
        case .intentLinkFallback:
            return link("intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.other;S.browser_fallback_url=https%3A%2F%2Fdemo.q2.com%2F;end",
                        .openedInBrowser, app: try android())
        case .intentLinkToPlay:
            return link("intent://open?targetPage=%23%2Fmessages#Intent;scheme=q2mob;package=com.other;end", .openedInBrowser, app: try android())
        case .intentLinkUnresolved: return link("intent://x#Intent;scheme=other;end", .notOpened, app: try android())
        // Paths from the tap to the app (docs/contract.md, "Where the link was tapped").
        case .linkWrapped: return link(tracker, .openedInBrowser)
        case .wrapperDestinationUnknown: return link("https://protect-us.mimecast.com/s/abcDEF123?domain=demo.q2.com", .openedInBrowser)
        case .redirectLoop:
            return link("https://a.example/x", .notOpened, app: try Fixtures.app(settings:
                #"{"redirects":{"a.example":"https://b.example/x","b.example":"https://a.example/y"}}"#))
        case .tooManyHops:
            let table = (0..<10).map { #""h\#($0).example":"https://h\#($0 + 1).example/""# }.joined(separator: ",")
            return link("https://h0.example/", .notOpened, app: try Fixtures.app(settings: #"{"redirects":{"# + table + "}}"))
        case .sourceOpensBrowser: return session([.openLinkFrom(ul, Tap(source: .typed))], signedIn: true, .openedInBrowser)
        case .browserRemembered:
            return session([.rememberBrowser(domain: "demo.q2.com", chosen: true), .openLink(ul)], signedIn: true, .openedInBrowser)
        case .trackingURLInApp:
            return link(tracker, .stayed, app: try Fixtures.app(settings: #"{"tracking":{"domainsWithAASA":["click.mailer.example"]}}"#))
        // The live site's codes describe a fetched file, not a decision: SiteReportTests produces each.
        case .siteRedirect, .siteContentType, .siteTooLarge, .siteNotFound, .siteUnreachable, .siteTLS, .siteBadJSON,
             .aasaCDNDiffers, .aasaCDNFailure, .siteURLNotDomain:
            throw NotADecisionCode(code: code)
        }
    }

    /// The demo FI on Android, with `android` settings written inside the braces.
    static func android(_ settings: String = "") throws -> BankingApp {
        try Fixtures.app(settings: #"{"platform":"android","android":{"# + settings + "}}")
    }

    /// The demo site's assetlinks.json, written out: it vouches for the demo package and certificate only.
    static let demoAssetLinks = #""assetLinks":[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(AndroidApp.demoFingerprint)"]}}]"#

    static let otherFingerprint = "00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF"

    static func isLink(_ text: String) -> Bool { text.contains("://") && !text.hasPrefix("{") }

    /// The codes a decision can carry: every code but the live site's.
    static let decisionCodes = DiagnosticCode.allCases.filter { !DiagnosticCode.site.contains($0) }
}

/// A code that no decision carries.
struct NotADecisionCode: Error {
    var code: DiagnosticCode
}

@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    static let designSpellings = [
        "wrong-url-scheme", "wrong-associated-domain", "missing-target-page-name", "missing-route-fragment",
        "missing-target-page", "unencoded-target-page", "full-url-in-target-page", "double-encoded-target-page",
        "unknown-route", "deferred-until-sign-in", "userinfo-in-link", "suspicious-host", "route-traversal",
        "control-characters", "whitespace-trimmed", "input-too-long", "missing-associated-domains-entitlement",
        "provisioning-missing-associated-domains", "aasa-missing-app-id", "aasa-no-matching-path",
        "push-sender-missing", "push-sender-unknown", "push-payload-invalid", "push-not-navigated",
        "push-stage-no-navigation",
    ]

    @Test("each code is produced by a real input, with the expected outcome", arguments: Producer.decisionCodes)
    func produced(_ code: DiagnosticCode) throws {
        let production = try Producer.produce(code)
        let d = production.decision
        #expect(d.has(code), "\(code.rawValue) not among \(d.codes) for \(d.input)")
        #expect(d.outcome == production.outcome, "outcome \(d.outcome) for \(d.input)")
        for diagnostic in d.diagnostics {
            #expect(diagnostic.severity == diagnostic.code.severity)
        }
    }

    @Test("every fix explains back to a navigated or handled outcome", arguments: Producer.decisionCodes)
    func fixesWork(_ code: DiagnosticCode) throws {
        let production = try Producer.produce(code)
        for diagnostic in production.decision.diagnostics {
            guard let fix = diagnostic.fixText else { continue }
            #expect(!DisplayText.containsUnsafe(fix), "fix of \(diagnostic.code.rawValue) holds unsafe characters")
            #expect(fix != production.decision.input, "the fix of \(diagnostic.code.rawValue) is the input itself")
            if Producer.isLink(fix) {
                let again = decide(fix, app: production.app)
                #expect([.navigated, .handledByModule].contains(again.outcome),
                        "fix \(fix) of \(diagnostic.code.rawValue) gives \(again.outcome) \(again.codes)")
                #expect(again.diagnostics.allSatisfy { $0.severity != .error },
                        "fix \(fix) still has errors: \(again.codes)")
            } else if fix.hasPrefix("{") {
                let again = try decidePush(fix, stage: .tap, app: production.app)
                #expect(again.outcome == .navigated, "push fix \(fix) of \(diagnostic.code.rawValue) gives \(again.outcome) \(again.codes)")
            }
        }
    }

    @Test("every message is a full sentence", arguments: Producer.decisionCodes)
    func messagesAreSentences(_ code: DiagnosticCode) throws {
        let production = try Producer.produce(code)
        for diagnostic in production.decision.diagnostics {
            let message = diagnostic.message
            #expect(message.first?.isUppercase == true, "\(diagnostic.code.rawValue): \(message)")
            #expect([".", "?", "!"].contains(message.last), "\(diagnostic.code.rawValue): \(message)")
            #expect(message.count > 20, "\(diagnostic.code.rawValue): \(message)")
            #expect(!DisplayText.containsUnsafe(message))
        }
        let summary = production.decision.summary
        #expect(summary.first?.isUppercase == true || summary.hasPrefix("iOS "), "\(summary)")
    }

    @Test("the fix for q2mob://open?targetPage=#/messages is the documented one")
    func documentedFix() {
        let fix = decide("q2mob://open?targetPage=#/messages").diagnostic(.unencodedTargetPage)?.fix
        #expect(fix == .customSchemeLink(scheme: "q2mob", route: "messages"))
        #expect(fix.map(\.text) == "q2mob://open?targetPage=%23%2Fmessages")
    }

    @Test("every core code docs/contract.md requires exists with its exact spelling")
    func requiredSpellings() {
        #expect(DiagnosticCode.required.map(\.rawValue) == Self.designSpellings)
        for spelling in Self.designSpellings {
            #expect(DiagnosticCode(rawValue: spelling) != nil, "\(spelling) is missing")
        }
        let all = Set(DiagnosticCode.allCases.map(\.rawValue))
        #expect(Set(Self.designSpellings).isSubset(of: all))
    }

    @Test("every code is stable kebab-case, unique")
    func kebabCase() {
        let raw = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in raw {
            #expect(code.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(code)")
            #expect(!code.hasPrefix("-") && !code.hasSuffix("-") && !code.contains("--"), "\(code)")
        }
    }

    @Test("severities are error, warning or info, as the codes declare")
    func severities() {
        #expect(DiagnosticCode.wrongURLScheme.severity == .error)
        #expect(DiagnosticCode.deferredUntilSignIn.severity == .info)
        #expect(DiagnosticCode.whitespaceTrimmed.severity == .info)
        #expect(DiagnosticCode.pushStageNoNavigation.severity == .info)
        #expect(Set(DiagnosticCode.allCases.map(\.severity.rawValue)).isSubset(of: ["error", "warning", "info"]))
    }
}
