#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabText
import LinkLabFormats

/// Reads and validates scenario files. A malformed scenario gets an error naming the file, the key path
/// (`steps[1].open`), the line and the column.
public enum ScenarioLoader {
    static let actions = StepKey.actions.map(\.rawValue)
    static let expectKeys = ExpectKey.allCases.map(\.rawValue)

    public static func load(path: String) throws(ConfigurationError) -> Scenario {
        let bytes = try ConfigurationLoader.read(path, as: .scenario)
        return try scenario(JSONDocument.parse(bytes, file: path).top, file: path)
    }

    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Scenario {
        try scenario(JSONDocument.parse(Array(text.utf8), file: file).top, file: file)
    }

    static func scenario(_ value: JSONCursor, file: String) throws(ConfigurationError) -> Scenario {
        guard value.members != nil else { throw value.mustBe(.scenarioObject) }
        let top = try value.object(ScenarioKey.self)
        let name = try top.required(.name) { v throws(ConfigurationError) in try v.string() }
        if name.isEmpty { throw top.error(.name, .empty) }
        let signedIn = try top.bool(.signedIn) ?? true
        let description = try top.string(.description)
        var settings: ScenarioSettings?
        if let written = top[.settings] {
            switch written.value {
            case .string(let path):
                let base = Paths.folder(of: file)
                settings = .file(ConfigurationLoader.resolve(path, against: base))
            case .object: settings = .inline(InlineSettings(cursor: written))
            default: throw written.mustBe(.settingsPathOrObject)
            }
        }
        let rawSteps = try top.required(.steps) { v throws(ConfigurationError) in try v.items() }
        if rawSteps.isEmpty { throw top.error(.steps, .noSteps) }
        var steps: [ScenarioStep] = []
        for (index, raw) in rawSteps.enumerated() {
            do throws(ConfigurationError) {
                let (action, step) = try parseStep(raw)
                steps.append(ScenarioStep(number: index + 1, action: action, ask: try step.bool(.ask) ?? false,
                                          fromWritten: step[.from].map { WrittenKey(key: $0.keyPath, position: $0.position) },
                                          pageWritten: step[.page].map { WrittenKey(key: $0.keyPath, position: $0.position) }))
            } catch {
                // The key path is the file's (`steps[1].open`); the step is named as people count steps.
                var named = error
                named.step = index + 1
                throw named
            }
        }
        return Scenario(name: name, file: file, description: description, signedIn: signedIn, settings: settings, steps: steps)
    }

    static func parseStep(_ raw: JSONCursor) throws(ConfigurationError) -> (ScenarioAction, JSONObject<StepKey>) {
        guard let members = raw.members else { throw raw.mustBe(.stepObject) }
        for (key, member) in members where StepKey(rawValue: key) == nil && key != "comment" {
            throw member.error(.unknown(.action, known: actions))
        }
        let step = try raw.object(StepKey.self)
        let present = StepKey.actions.filter(step.has)
        guard present.count == 1, let action = present.first, let value = step[action] else {
            throw raw.error(present.isEmpty ? .noAction(known: actions) : .severalActions(present.map(\.rawValue)))
        }
        for (key, member) in members {
            if let with = StepKey(rawValue: key)?.goesWith, !with.contains(action) {
                throw member.error(.goesOnlyWith(with.map(\.rawValue)))
            }
        }
        switch action {
        case .open:
            guard case .string(let link) = value.value else { throw value.mustBe(.linkString) }
            guard let tap = try parseTap(step) else { return (.event(.openLink(link)), step) }
            return (.event(.openLinkFrom(link, tap)), step)
        case .rememberBrowser, .forgetBrowser:
            // true: the app's associated domain, so that one walkthrough serves every FI.
            let chosen = action == .rememberBrowser
            if value.value == .bool(true) { return (.event(.rememberBrowser(domain: "", chosen: chosen)), step) }
            guard case .string(let domain) = value.value, !domain.isEmpty, !DisplayText.containsUnsafe(domain), !domain.contains("/") else {
                throw value.error(.mustBe(.browserDomain))
            }
            return (.event(.rememberBrowser(domain: domain, chosen: chosen)), step)
        case .openRoute:
            var routeStep = try parseRouteStep(step, value)
            routeStep.tap = try parseTap(step)
            return (.openRoute(routeStep), step)
        case .openVariant:
            let variants = LinkVariant.allCases.filter { $0 != .signedOut }
            guard case .string(let name) = value.value, let variant = LinkVariant(rawValue: name), variant != .signedOut else {
                throw value.error(.mustBe(.oneOf(variants.map(\.rawValue))))
            }
            guard let of = step[.of] else { throw step.error(.of, .requiredWith(action: "openVariant", .route)) }
            return (.openVariant(variant, of: try route(of)), step)
        case .pushPreset:
            let preset = try value.choice(PushPreset.self)
            let route = try step.optional(.route) { v throws(ConfigurationError) in try Self.route(v) }
            return (.pushPreset(PushPresetStep(preset: preset, route: route, stage: try parseStage(step))), step)
        case .push:
            return (.event(.push(PushPayload(json: value.value), stage: try parseStage(step))), step)
        case .say:
            guard case .string(let text) = value.value else { throw value.mustBe(.narration) }
            return (.say(text), step)
        case .expect:
            return (.expect(try parseExpectation(value)), step)
        default:
            guard value.value == .bool(true) else { throw value.error(.mustBe(.trueValue)) }
            switch action {
            case .signIn: return (.event(.signIn), step)
            case .cancelSignIn: return (.event(.cancelSignIn), step)
            case .signOut: return (.event(.signOut), step)
            case .install: return (.event(.install), step)
            case .launch: return (.event(.launch), step)
            default: return (.event(.back), step)
            }
        }
    }

    /// A route string such as `messages`, read as the link builder reads one.
    static func route(_ value: JSONCursor) throws(ConfigurationError) -> String {
        guard case .string(let text) = value.value else { throw value.mustBe(.route) }
        let route = LinkBuilder.bareRoute(text)
        if let problem = LinkBuilder.routeProblem(route) { throw value.error(.badRoute(problem)) }
        return route
    }

    /// `from`, `page` and `redirectsTo` beside `open` or `openRoute`: where the link was tapped; nil when none is given.
    /// A `page` that starts with `/` is a page on the link's own domain (docs/contract.md, P2).
    static func parseTap(_ step: JSONObject<StepKey>) throws(ConfigurationError) -> Tap? {
        guard step.has(.from) || step.has(.page) || step.has(.redirectsTo) else { return nil }
        var tap = Tap()
        if let source = try step.optional(.from, { v throws(ConfigurationError) in try v.choice(TapSource.self) }) { tap.source = source }
        for key in [StepKey.page, .redirectsTo] {
            guard let v = step[key] else { continue }
            guard case .string(let text) = v.value, LinkWrapper.webLink(text) != nil || (key == .page && TapPage.isOwnPath(text)),
                  !DisplayText.containsUnsafe(text) else {
                throw v.error(.mustBe(key == .page ? .tapPage : .webLink))
            }
            if key == .page { tap.page = text } else { tap.redirectsTo = text }
        }
        return tap
    }

    /// `{"openRoute": ROUTE, "as": customScheme|universalLink|moduleLink, "module": ID, "via": customScheme|universalLink}`.
    static func parseRouteStep(_ step: JSONObject<StepKey>, _ value: JSONCursor) throws(ConfigurationError) -> RouteStep {
        let route = try route(value)
        guard let written = step[.as] else {
            throw step.error(.as, .requiredWith(action: "openRoute", .oneOf(LinkForm.allCases.map(\.rawValue))))
        }
        let form = try written.choice(LinkForm.self)
        var module: String?
        if let value = step[.module] {
            guard form == .moduleLink, case .string(let id) = value.value, !id.isEmpty else { throw value.error(.mustBe(.moduleIdentifier)) }
            module = id
        }
        var via = LinkForm.customScheme
        if let value = step[.via] {
            guard form == .moduleLink, case .string(let name) = value.value, let chosen = LinkForm(rawValue: name), chosen != .moduleLink else {
                throw value.error(.mustBe(.via))
            }
            via = chosen
        }
        return RouteStep(route: route, form: form, module: module, via: via)
    }

    static func parseStage(_ step: JSONObject<StepKey>) throws(ConfigurationError) -> PushStage {
        try step.optional(.stage) { v throws(ConfigurationError) in try v.choice(PushStage.self) } ?? .tap
    }

    static func parseExpectation(_ value: JSONCursor) throws(ConfigurationError) -> Expectation {
        guard let members = value.members else { throw value.mustBe(.expectations) }
        if members.allSatisfy({ $0.key == "comment" }) { throw value.error(.noExpectations(known: expectKeys)) }
        for (key, member) in members where ExpectKey(rawValue: key) == nil && key != "comment" {
            throw member.error(.unknown(.expectation, known: expectKeys))
        }
        let o = try value.object(ExpectKey.self)
        var e = Expectation()
        func routeOrNull(_ v: JSONCursor) throws(ConfigurationError) -> String?? {
            switch v.value {
            case .null: return .some(nil)
            case .string(let s): return .some(LinkBuilder.bareRoute(s))
            default: throw v.mustBe(.routeOrNull)
            }
        }
        if let v = o[.route] { e.route = try routeOrNull(v) }
        if let v = o[.pending] { e.pending = try routeOrNull(v) }
        if let v = o[.screen] {
            guard case .string(let s) = v.value else { throw v.mustBe(.screenID) }
            e.screen = s
        }
        e.signedIn = try o.bool(.signedIn)
        e.installed = try o.bool(.installed)
        e.running = try o.bool(.running)
        e.outcome = try o.optional(.outcome) { v throws(ConfigurationError) in try v.choice(Outcome.self) }
        if let v = o[.codes] {
            guard case .array = v.value else { throw v.mustBe(.diagnosticCodes) }
            var codes: [String] = []
            for item in try v.items() {
                guard case .string(let code) = item.value, DiagnosticCode(rawValue: code) != nil else {
                    throw item.error(.notADiagnosticCode(written: item.value.string, kind: item.value.jsonKind))
                }
                codes.append(code)
            }
            e.codes = codes
        }
        return e
    }

    /// Loads the app a scenario runs against: its own settings if it names any, else `fallback`'s.
    /// The settings a scenario names, and the files its inline settings name, must lie in the scenario's
    /// folder unless `allowOutsideFiles` is set.
    /// `reusing`: the app already loaded, from the same `fallbackConfig` and screens, for another walkthrough with
    /// no settings of its own; a walkthrough with none runs against it instead of loading it again. Its steps are
    /// checked against its platform all the same.
    public static func app(for scenario: Scenario, fallbackConfig: String?, screensDirectory: String?,
                           allowOutsideFiles: Bool = false, reusing loaded: BankingApp? = nil) throws(ConfigurationError) -> BankingApp {
        let app: BankingApp
        if scenario.settings == nil, let loaded {
            app = loaded
        } else {
            app = try loadApp(for: scenario, fallbackConfig: fallbackConfig, screensDirectory: screensDirectory,
                              allowOutsideFiles: allowOutsideFiles)
        }
        try checkTaps(scenario, on: app.configuration.platform)
        return app
    }

    /// Refuses, once the platform the walkthrough runs on is known, a step tapped from a source that platform
    /// does not model (`banner` on Android, `chrome` on iOS) or on a page no tap from its source is on: the
    /// rules `--from` and `--page` are read by (docs/contract.md, "Where the link was tapped").
    static func checkTaps(_ scenario: Scenario, on platform: Platform) throws(ConfigurationError) {
        for step in scenario.steps {
            guard let tap = step.tap else { continue }
            var problem: ConfigurationProblem?
            var written = step.fromWritten
            if case .failure(let error) = TapSource.parse(tap.source.rawValue, on: platform) {
                problem = .tapSource(error)
            } else if let page = tap.page, case .failure(let refused) = TapPage.read(page, source: tap.source, on: platform) {
                problem = .pageRefused(refused)
                written = step.pageWritten
            }
            guard let problem else { continue }
            var error = ConfigurationError(file: scenario.file, key: written?.key, position: written?.position, problem: problem)
            error.step = step.number
            throw error
        }
    }

    static func loadApp(for scenario: Scenario, fallbackConfig: String?, screensDirectory: String?,
                        allowOutsideFiles: Bool) throws(ConfigurationError) -> BankingApp {
        let folder = Paths.folder(of: scenario.file)
        let scope = allowOutsideFiles ? nil : (folder.isEmpty ? "." : folder)
        switch scenario.settings {
        case nil:
            return try AppLoader.load(configPath: fallbackConfig, screensDirectory: screensDirectory)
        case .file(let path) where scenario.isBuiltIn:
            // A built-in walkthrough's settings file is built in too, and names the built-in screens.
            let referrer = FileReference(file: scenario.file, key: "settings")
            guard let text = ScenarioCatalogue.builtInText(path) else {
                throw ConfigurationError(file: referrer.file, key: referrer.key, problem: .notBuiltIn)
            }
            let configuration = try ConfigurationLoader.load(data: Data(text.utf8), file: path,
                                                             baseDirectory: Paths.folder(of: path))
            if let screens = configuration.screensDirectory, !ScenarioCatalogue.isBuiltInScreens(screens) {
                throw ConfigurationError(file: path, key: "screens", problem: .notBuiltIn)
            }
            return BankingApp(configuration: configuration, screens: try ScreenLoader.loadEmbedded(modules: configuration.modules))
        case .file(let path):
            if let scope, !InputFile.isInside(path, folder: scope) {
                throw ConfigurationError(path: path, problem: .outsideFolder(folder: scope),
                                         referredBy: FileReference(file: scenario.file, key: "settings"))
            }
            // A scenario that carries its own settings file carries its own screens too, when the file
            // names them: a partner's --screens does not reach a walkthrough written for the demo FI.
            let configuration = try ConfigurationLoader.load(path: path, referredBy: FileReference(file: scenario.file, key: "settings"))
            return try AppLoader.load(configuration: configuration, screensDirectory: configuration.screensDirectory ?? screensDirectory,
                                      settingsFile: path)
        case .inline(let inline):
            // Inline settings change the active FI (--config, or the demo FI), so a walkthrough that
            // marks a prerequisite missing teaches it on the partner's own settings. They are read from the
            // walkthrough as it was parsed, so an error points into the walkthrough itself.
            let active = try fallbackConfig.map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path) } ?? .demo
            let loaded = InputFile.$confinedTo.withValue(scope) {
                Result { () throws(ConfigurationError) in
                    try ConfigurationLoader.load(settings: inline.cursor, file: scenario.file, baseDirectory: folder, over: active,
                                                 layered: true, now: Date())
                }
            }
            return try AppLoader.load(configuration: try loaded.get(), screensDirectory: screensDirectory,
                                      settingsFile: "\(scenario.file) (settings)")
        }
    }
}
