import Foundation

/// Reads and validates scenario files. A malformed scenario gets an error naming the file,
/// the step and the key.
public enum ScenarioLoader {
    static let actions = ["open", "openRoute", "openVariant", "push", "pushPreset", "signIn", "cancelSignIn", "signOut", "back", "install", "launch", "say", "expect", "rememberBrowser", "forgetBrowser"]
    /// Keys that go beside an action, and the actions they go with.
    static let modifiers: [String: [String]] = [
        "stage": ["push", "pushPreset"], "as": ["openRoute"], "module": ["openRoute"], "via": ["openRoute"],
        "route": ["pushPreset"], "of": ["openVariant"], "ask": ["open", "openRoute", "openVariant", "push", "pushPreset"],
        "from": ["open", "openRoute"], "page": ["open", "openRoute"], "redirectsTo": ["open"],
    ]
    static let expectKeys = ["route", "screen", "signedIn", "pending", "outcome", "codes", "installed", "running"]

    public static func load(path: String) throws(ConfigurationError) -> Scenario {
        let data = try StrictDecoder.read(path, as: .scenario)
        let json: JSONValue
        do {
            json = try JSONValue.parse(utf8: data)
        } catch {
            throw ConfigurationError(file: path, syntax: error)
        }
        do {
            return try scenario(json, file: path)
        } catch {
            throw located(error, in: data)
        }
    }

    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Scenario {
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            throw ConfigurationError(file: file, syntax: error)
        }
        do {
            return try scenario(json, file: file)
        } catch {
            throw located(error, in: Array(text.utf8))
        }
    }

    /// The error with its key's line and column; step keys read `steps[0] (step 1).open` for people.
    static func located(_ error: ConfigurationError, in bytes: some Collection<UInt8>) -> ConfigurationError {
        let keyPath = error.key?.replacingOccurrences(of: #" \(step [0-9]+\)"#, with: "", options: .regularExpression)
        return error.locating(in: bytes, keyPath: keyPath)
    }

    static func scenario(_ json: JSONValue, file: String) throws(ConfigurationError) -> Scenario {
        func fail(_ key: String?, _ reason: String) -> ConfigurationError { ConfigurationError(file: file, key: key, reason: reason) }
        guard let top = json.members else { throw fail(nil, "must be a JSON object with name and steps") }
        for (key, _) in top where !["name", "signedIn", "settings", "steps", "description", "comment"].contains(key) {
            throw fail(key, "is not a known key; expected name, description, signedIn, settings or steps")
        }
        guard case .string(let name)? = json["name"], !name.isEmpty else { throw fail("name", "is required and must be a non-empty string") }
        var signedIn = true
        switch json["signedIn"] {
        case nil: break
        case .bool(let b)?: signedIn = b
        case let other?: throw fail("signedIn", "must be true or false, not \(other.kind)")
        }
        var description: String?
        switch json["description"] {
        case nil: break
        case .string(let text)?: description = text
        case let other?: throw fail("description", "must be a string, not \(other.kind)")
        }
        var settings: ScenarioSettings?
        switch json["settings"] {
        case nil: break
        case .string(let path)?:
            let base = (file as NSString).deletingLastPathComponent
            settings = .file(ConfigurationLoader.resolve(path, against: base))
        case let object? where object.members != nil: settings = .inline(object)
        case let other?: throw fail("settings", "must be a settings file path or a settings object, not \(other.kind)")
        }
        guard case .array(let rawSteps)? = json["steps"] else { throw fail("steps", "is required and must be a list of steps") }
        if rawSteps.isEmpty { throw fail("steps", "must hold at least one step") }
        var steps: [ScenarioStep] = []
        for (index, raw) in rawSteps.enumerated() {
            let action = try parseStep(raw, number: index + 1, fail: fail)
            var ask = false
            switch raw["ask"] {
            case nil: break
            case .bool(let b)?: ask = b
            case let other?: throw fail("steps[\(index)] (step \(index + 1)).ask", "must be true or false, not \(other.kind)")
            }
            steps.append(ScenarioStep(number: index + 1, action: action, ask: ask))
        }
        return Scenario(name: name, file: file, description: description, signedIn: signedIn, settings: settings, steps: steps)
    }

    static func parseStep(_ raw: JSONValue, number: Int, fail: (String?, String) -> ConfigurationError) throws(ConfigurationError) -> ScenarioAction {
        let at = "steps[\(number - 1)] (step \(number))"
        guard let members = raw.members else { throw fail(at, "must be an object with one action such as {\"open\": LINK}") }
        for (key, _) in members where !actions.contains(key) && modifiers[key] == nil && key != "comment" {
            throw fail("\(at).\(key)", "is not a known action; expected one of: \(actions.joined(separator: ", "))")
        }
        let present = members.map(\.key).filter { actions.contains($0) }
        guard present.count == 1, let action = present.first else {
            throw fail(at, present.isEmpty ? "has no action; expected one of: \(actions.joined(separator: ", "))" : "has several actions (\(present.joined(separator: ", "))); give one per step")
        }
        for (key, _) in members {
            if let with = modifiers[key], !with.contains(action) { throw fail("\(at).\(key)", "goes only with \(with.joined(separator: " or "))") }
        }
        let value = raw[action] ?? .null
        switch action {
        case "open":
            guard let link = value.string else { throw fail("\(at).open", "must be a link string, not \(value.kind)") }
            guard let tap = try parseTap(raw, at: at, fail: fail) else { return .event(.openLink(link)) }
            return .event(.openLinkFrom(link, tap))
        case "rememberBrowser", "forgetBrowser":
            // true: the app's associated domain, so that one walkthrough serves every FI.
            if value == .bool(true) { return .event(.rememberBrowser(domain: "", chosen: action == "rememberBrowser")) }
            guard let domain = value.string, !domain.isEmpty, !DisplayText.containsUnsafe(domain), !domain.contains("/") else {
                throw fail("\(at).\(action)", "must be a domain such as demo.q2.com, or true for the app's associated domain")
            }
            return .event(.rememberBrowser(domain: domain, chosen: action == "rememberBrowser"))
        case "openRoute":
            var step = try parseRouteStep(raw, at: at, fail: fail)
            step.tap = try parseTap(raw, at: at, fail: fail)
            return .openRoute(step)
        case "openVariant":
            guard let name = value.string, let variant = LinkVariant(rawValue: name), variant != .signedOut else {
                throw fail("\(at).openVariant", "must be one of: \(LinkVariant.allCases.filter { $0 != .signedOut }.map(\.rawValue).joined(separator: ", "))")
            }
            guard let of = raw["of"]?.string, LinkBuilder.problem(with: LinkBuilder.bareRoute(of)) == nil else {
                throw fail("\(at).of", "is required with openVariant: the route whose link is varied, such as messages")
            }
            return .openVariant(variant, of: LinkBuilder.bareRoute(of))
        case "pushPreset":
            guard let name = value.string, let preset = PushPreset(rawValue: name) else {
                throw fail("\(at).pushPreset", "must be one of: \(PushPreset.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            var route: String?
            if let raw = raw["route"] {
                guard let text = raw.string, LinkBuilder.problem(with: LinkBuilder.bareRoute(text)) == nil else {
                    throw fail("\(at).route", "must be a route such as messages")
                }
                route = LinkBuilder.bareRoute(text)
            }
            return .pushPreset(PushPresetStep(preset: preset, route: route, stage: try parseStage(raw, at: at, fail: fail)))
        case "push":
            var stage = PushStage.tap
            if let rawStage = raw["stage"] {
                guard let s = rawStage.string, let parsed = PushStage(rawValue: s) else {
                    throw fail("\(at).stage", "must be tap, foreground or silent")
                }
                stage = parsed
            }
            return .event(.push(PushPayload(json: value), stage: stage))
        case "say":
            guard let text = value.string else { throw fail("\(at).say", "must be a string of narration") }
            return .say(text)
        case "expect":
            return .expect(try parseExpectation(value, at: "\(at).expect", fail: fail))
        default:
            guard value == .bool(true) else { throw fail("\(at).\(action)", "must be true") }
            switch action {
            case "signIn": return .event(.signIn)
            case "cancelSignIn": return .event(.cancelSignIn)
            case "signOut": return .event(.signOut)
            case "install": return .event(.install)
            case "launch": return .event(.launch)
            default: return .event(.back)
            }
        }
    }

    /// `from`, `page` and `redirectsTo` beside `open` or `openRoute`: where the link was tapped; nil when none is given.
    /// A `page` that starts with `/` is a page on the link's own domain (docs/contract.md, P2).
    static func parseTap(_ raw: JSONValue, at: String, fail: (String?, String) -> ConfigurationError) throws(ConfigurationError) -> Tap? {
        guard raw["from"] != nil || raw["page"] != nil || raw["redirectsTo"] != nil else { return nil }
        var tap = Tap()
        if let from = raw["from"] {
            guard let name = from.string, let source = TapSource(rawValue: name) else {
                throw fail("\(at).from", "must be one of: \(TapSource.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            tap.source = source
        }
        for key in ["page", "redirectsTo"] {
            guard let v = raw[key] else { continue }
            guard let text = v.string, LinkWrapper.webLink(text) != nil || (key == "page" && text.hasPrefix("/")),
                  !DisplayText.containsUnsafe(text) else {
                throw fail("\(at).\(key)", key == "page" ? "must be an https:// link, or a path such as /offers on the link's own domain" : "must be an https:// or http:// link")
            }
            if key == "page" { tap.page = text } else { tap.redirectsTo = text }
        }
        return tap
    }

    /// `{"openRoute": ROUTE, "as": customScheme|universalLink|moduleLink, "module": ID, "via": customScheme|universalLink}`.
    static func parseRouteStep(_ raw: JSONValue, at: String, fail: (String?, String) -> ConfigurationError) throws(ConfigurationError) -> RouteStep {
        guard let text = raw["openRoute"]?.string else { throw fail("\(at).openRoute", "must be a route string such as messages") }
        let route = LinkBuilder.bareRoute(text)
        if let problem = LinkBuilder.problem(with: route) { throw fail("\(at).openRoute", problem) }
        let forms = LinkForm.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = raw["as"]?.string, let form = LinkForm(rawValue: name) else {
            throw fail("\(at).as", "is required with openRoute and must be one of: \(forms)")
        }
        var module: String?
        if let value = raw["module"] {
            guard form == .moduleLink, let id = value.string, !id.isEmpty else { throw fail("\(at).module", "must be a module identifier, with \"as\": \"moduleLink\"") }
            module = id
        }
        var via = LinkForm.customScheme
        if let value = raw["via"] {
            guard form == .moduleLink, let name = value.string, let chosen = LinkForm(rawValue: name), chosen != .moduleLink else {
                throw fail("\(at).via", "must be customScheme or universalLink, with \"as\": \"moduleLink\"")
            }
            via = chosen
        }
        return RouteStep(route: route, form: form, module: module, via: via)
    }

    static func parseStage(_ raw: JSONValue, at: String, fail: (String?, String) -> ConfigurationError) throws(ConfigurationError) -> PushStage {
        guard let rawStage = raw["stage"] else { return .tap }
        guard let s = rawStage.string, let parsed = PushStage(rawValue: s) else { throw fail("\(at).stage", "must be tap, foreground or silent") }
        return parsed
    }

    static func parseExpectation(_ value: JSONValue, at: String, fail: (String?, String) -> ConfigurationError) throws(ConfigurationError) -> Expectation {
        guard let members = value.members else { throw fail(at, "must be an object of expectations") }
        if members.isEmpty { throw fail(at, "is empty; expect at least one of: \(expectKeys.joined(separator: ", "))") }
        var e = Expectation()
        for (key, v) in members {
            let here = "\(at).\(key)"
            switch key {
            case "route", "pending":
                let parsed: String??
                switch v {
                case .null: parsed = .some(nil)
                case .string(let s): parsed = .some(LinkBuilder.bareRoute(s))
                default: throw fail(here, "must be a route string or null")
                }
                if key == "route" { e.route = parsed } else { e.pending = parsed }
            case "screen":
                guard let s = v.string else { throw fail(here, "must be a screen id such as messages or login") }
                e.screen = s
            case "signedIn":
                guard case .bool(let b) = v else { throw fail(here, "must be true or false") }
                e.signedIn = b
            case "installed", "running":
                guard case .bool(let b) = v else { throw fail(here, "must be true or false") }
                if key == "installed" { e.installed = b } else { e.running = b }
            case "outcome":
                guard let s = v.string, let o = Outcome(rawValue: s) else {
                    throw fail(here, "must be one of: \(Outcome.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                e.outcome = o
            case "codes":
                guard case .array(let items) = v else { throw fail(here, "must be a list of diagnostic codes") }
                var codes: [String] = []
                for item in items {
                    guard let code = item.string, DiagnosticCode(rawValue: code) != nil else {
                        throw fail(here, "\(DisplayText.sanitize(item.string ?? item.kind, limit: 60)) is not a diagnostic code")
                    }
                    codes.append(code)
                }
                e.codes = codes
            default:
                throw fail(here, "is not a known expectation; expected one of: \(expectKeys.joined(separator: ", "))")
            }
        }
        return e
    }

    /// Loads the app a scenario runs against: its own settings if it names any, else `fallback`'s.
    /// The settings a scenario names, and the files its inline settings name, must lie in the scenario's
    /// folder unless `allowOutsideFiles` is set.
    public static func app(for scenario: Scenario, fallbackConfig: String?, screensDirectory: String?,
                           allowOutsideFiles: Bool = false) throws(ConfigurationError) -> BankingApp {
        let folder = (scenario.file as NSString).deletingLastPathComponent
        let scope = allowOutsideFiles ? nil : (folder.isEmpty ? "." : folder)
        switch scenario.settings {
        case nil:
            return try AppLoader.load(configPath: fallbackConfig, screensDirectory: screensDirectory)
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
        case .inline(let json):
            // Inline settings change the active FI (--config, or the demo FI), so a walkthrough that
            // marks a prerequisite missing teaches it on the partner's own settings.
            let file = "\(scenario.file) (settings)"
            let active = try fallbackConfig.map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path) } ?? .demo
            let config: FIConfiguration
            do {
                config = try InputFile.$confinedTo.withValue(scope) {
                    try ConfigurationLoader.load(data: Data(JSONText.render(json).utf8), file: file, baseDirectory: folder, over: active, layered: true)
                }
            } catch let error as ConfigurationError {
                throw error
            } catch {
                throw ConfigurationError(file: file, reason: DisplayText.sanitize("\(error)", limit: 200))
            }
            return try AppLoader.load(configuration: config, screensDirectory: screensDirectory, settingsFile: file)
        }
    }
}
