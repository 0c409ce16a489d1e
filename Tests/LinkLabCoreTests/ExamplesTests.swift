import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The link library, the link variants and the push
/// presets are built from the settings in use, and their marks are the engine's decisions.
@Suite("Examples that follow the active FI")
struct ExamplesTests {
    static let partnerSettings = Fixtures.testsDirectory
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenarios/partner-fi/settings.json").path

    static func partnerApp() throws -> BankingApp {
        try Fixtures.app(ConfigurationLoader.load(path: partnerSettings))
    }

    static func apps() throws -> [(String, BankingApp)] {
        [("demo", Fixtures.demoApp), ("partner", try partnerApp())]
    }

    @Test("the partner FI differs from the demo FI in scheme, domain, page name and push module")
    func partnerDiffers() throws {
        let partner = try Self.partnerApp().configuration
        let demo = FIConfiguration.demo
        #expect(partner.urlScheme != demo.urlScheme)
        #expect(partner.associatedDomain != demo.associatedDomain)
        #expect(partner.targetPageName != demo.targetPageName)
        #expect(PushDraft.pushModule(in: partner)?.pushSender != PushDraft.pushModule(in: demo)?.pushSender)
        #expect(PushDraft.pushModule(in: partner)?.payloadKey != PushDraft.pushModule(in: demo)?.payloadKey)
    }

    @Test("every library mark is what the engine decides when the link is opened")
    func libraryMarksAreTheEngines() throws {
        for (_, app) in try Self.apps() {
            for entry in LinkLibrary.entries(for: app) {
                let decision = decide(entry.link, app: app, signedIn: entry.signedIn)
                #expect(entry.outcome == decision.outcome, "\(entry.link)")
                #expect(entry.codes == decision.codes, "\(entry.link)")
                #expect(entry.works == decision.outcome.isSuccess)
                #expect(!entry.note.isEmpty)
            }
        }
    }

    @Test("every link built for a screen's route navigates, under the demo FI and the partner FI")
    func builtLinksNavigate() throws {
        for (name, app) in try Self.apps() {
            let entries = LinkLibrary.entries(for: app)
            let routes = entries.filter { if case .route = $0.kind { true } else { false } }
            #expect(routes.count == 2 * app.screens.routes.count, "\(name)")
            for entry in routes {
                guard case .route(let route, _) = entry.kind else { continue }
                let decision = decide(entry.link, app: app)
                #expect(decision.outcome == .navigated, "\(name): \(entry.link)")
                #expect(decision.route == route, "\(name): \(entry.link)")
                #expect(decision.link(startsWith: app.configuration), "\(name): \(entry.link)")
            }
            let modules = entries.filter { if case .continuityTarget = $0.kind { true } else { false } }
            #expect(!modules.isEmpty, "\(name)")
            #expect(modules.allSatisfy { $0.outcome == .handledByModule }, "\(name)")
        }
    }

    /// The documented broken forms, with the code each must show, under either FI.
    static let brokenForms: [(LinkVariant, Outcome, DiagnosticCode?)] = [
        (.unencodedTargetPage, .stayed, .unencodedTargetPage),
        (.fullURLInTargetPage, .stayed, .fullURLInTargetPage),
        (.doubleEncodedTargetPage, .stayed, .doubleEncodedTargetPage),
        (.wrongScheme, .notOpened, .wrongURLScheme),
        (.http, .openedInBrowser, .wrongURLScheme),
        (.wrongHost, .openedInBrowser, .wrongAssociatedDomain),
        (.noPageName, .openedInBrowser, .missingTargetPageName),
        (.noFragment, .stayed, .missingRouteFragment),
        (.uppercaseHost, .navigated, nil),
        (.surroundingWhitespace, .navigated, .whitespaceTrimmed),
        (.signedOut, .deferred, .deferredUntilSignIn),
        (.unknownRoute, .stayed, .unknownRoute),
        (.userinfoHost, .notOpened, .userinfoInLink),
        (.noTargetPage, .stayed, .missingTargetPage),
        (.routeInQuery, .stayed, .missingRouteFragment),
    ]

    @Test("each broken form is derived from the FI and fails the documented way, under both FIs",
          arguments: brokenForms.indices)
    func brokenForm(index: Int) throws {
        let (variant, outcome, code) = Self.brokenForms[index]
        for (name, app) in try Self.apps() {
            let built = LinkVariants(configuration: app.configuration, route: "messages").link(variant)
            let decision = decide(built.link, app: app, signedIn: built.signedIn)
            #expect(decision.outcome == outcome, "\(name): \(built.link)")
            if let code { #expect(decision.has(code), "\(name): \(built.link) → \(decision.codes)") }
            if ![.wrongScheme, .wrongHost, .unknownRoute, .userinfoHost].contains(variant) {
                #expect(built.link.lowercased().contains(app.configuration.urlScheme) || built.link.lowercased().contains(app.configuration.associatedDomain),
                        "\(name): \(built.link) is not built from the FI")
            }
        }
    }

    @Test("the neighbourhood is the issue's eleven variants, in its order")
    func neighbourhood() {
        #expect(LinkVariant.neighbourhood.map { Wording.title(of: $0) } == [
            "unencoded targetPage", "full URL in targetPage", "double-encoded targetPage", "wrong scheme",
            "http instead of https", "wrong host", "no page name", "no #/ fragment", "uppercase host",
            "surrounding whitespace", "signed out",
        ])
    }

    @Test("variants of a given Universal Link keep its path")
    func variantsOfAGivenLink() {
        let given = "https://demo.q2.com/mobile/uux.aspx#/messages"
        let variants = LinkVariants(configuration: .demo, route: "messages", original: given)
        #expect(variants.link(.uppercaseHost).link == "https://DEMO.Q2.COM/mobile/uux.aspx#/messages")
        #expect(variants.link(.http).link == "http://demo.q2.com/mobile/uux.aspx#/messages")
        #expect(variants.link(.wrongHost).link == "https://wrong-host.q2.com/mobile/uux.aspx#/messages")
        #expect(variants.link(.noPageName).link == "https://demo.q2.com/mobile/#/messages")
        #expect(variants.link(.noFragment).link == "https://demo.q2.com/mobile/uux.aspx")
        #expect(variants.link(.surroundingWhitespace).link == "  \(given) ")
        #expect(variants.link(.signedOut) == VariantLink(variant: .signedOut, link: given, signedIn: false))
    }

    /// The push presets and what each must do when tapped on the landing page.
    static let presets: [(PushPreset, Outcome, DiagnosticCode?)] = [
        (.documented, .navigated, nil),
        (.wrongSender, .stayed, .pushSenderUnknown),
        (.unknownSender, .stayed, .pushSenderUnknown),
        (.noSender, .stayed, .pushSenderMissing),
        (.genericRoute, .stayed, .pushNotNavigated),
        (.noRoute, .stayed, .pushPayloadInvalid),
        (.unknownRoute, .stayed, .unknownRoute),
    ]

    @Test("push presets use the configured module's sender and payload key, and the engine marks them",
          arguments: presets.indices)
    func pushPreset(index: Int) throws {
        let (preset, outcome, code) = Self.presets[index]
        for (name, app) in try Self.apps() {
            let entry = try #require(PushPresetEntry.entries(for: app).first { $0.preset == preset })
            let module = try #require(PushDraft.pushModule(in: app.configuration))
            let payload = PushPayload(json: entry.draft.payload)
            let decision = try decidePush(payload.text, app: app)
            #expect(entry.outcome == decision.outcome && entry.codes == decision.codes)
            #expect(decision.outcome == outcome, "\(name): \(preset) → \(decision.codes)")
            if let code { #expect(decision.has(code), "\(name): \(preset) → \(decision.codes)") }
            if preset == .documented || preset == .unknownRoute {
                #expect(payload.json["sender"]?.string == module.pushSender)
                #expect(payload.json["data"]?[module.payloadKey ?? ""]?["route"] != nil, "\(name): \(payload.text)")
            }
        }
    }
}

private extension Decision {
    /// Whether the decision's input is a link of this FI (its scheme or its associated domain).
    func link(startsWith configuration: FIConfiguration) -> Bool {
        input.hasPrefix(configuration.urlScheme + "://") || input.hasPrefix("https://" + configuration.associatedDomain + "/")
    }
}
