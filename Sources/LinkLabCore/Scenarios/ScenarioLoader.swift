import Foundation

/// Reads and validates scenario files. A malformed scenario gets an error naming the file,
/// the step and the key.
public enum ScenarioLoader {
    static let actions = ["open", "push", "signIn", "cancelSignIn", "signOut", "back", "say", "expect"]
    static let expectKeys = ["route", "screen", "signedIn", "pending", "outcome", "codes"]

    public static func load(path: String) throws(ConfigurationError) -> Scenario {
        let data = try StrictDecoder.read(path)
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
            steps.append(ScenarioStep(number: index + 1, action: try parseStep(raw, number: index + 1, fail: fail)))
        }
        return Scenario(name: name, file: file, signedIn: signedIn, settings: settings, steps: steps)
    }

    static func parseStep(_ raw: JSONValue, number: Int, fail: (String?, String) -> ConfigurationError) throws(ConfigurationError) -> ScenarioAction {
        let at = "steps[\(number - 1)] (step \(number))"
        guard let members = raw.members else { throw fail(at, "must be an object with one action such as {\"open\": LINK}") }
        for (key, _) in members where !actions.contains(key) && key != "stage" && key != "comment" {
            throw fail("\(at).\(key)", "is not a known action; expected one of: \(actions.joined(separator: ", "))")
        }
        let present = members.map(\.key).filter { actions.contains($0) }
        guard present.count == 1, let action = present.first else {
            throw fail(at, present.isEmpty ? "has no action; expected one of: \(actions.joined(separator: ", "))" : "has several actions (\(present.joined(separator: ", "))); give one per step")
        }
        if raw["stage"] != nil, action != "push" { throw fail("\(at).stage", "goes only with push") }
        let value = raw[action] ?? .null
        switch action {
        case "open":
            guard let link = value.string else { throw fail("\(at).open", "must be a link string, not \(value.kind)") }
            return .event(.openLink(link))
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
            default: return .event(.back)
            }
        }
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
    public static func app(for scenario: Scenario, fallbackConfig: String?, screensDirectory: String?) throws(ConfigurationError) -> BankingApp {
        switch scenario.settings {
        case nil:
            return try AppLoader.load(configPath: fallbackConfig, screensDirectory: screensDirectory)
        case .file(let path):
            let configuration = try ConfigurationLoader.load(path: path, referredBy: FileReference(file: scenario.file, key: "settings"))
            return try AppLoader.load(configuration: configuration, screensDirectory: screensDirectory, settingsFile: path)
        case .inline(let json):
            let base = (scenario.file as NSString).deletingLastPathComponent
            let file = "\(scenario.file) (settings)"
            let config = try ConfigurationLoader.load(data: Data(JSONText.render(json).utf8), file: file, baseDirectory: base)
            return try AppLoader.load(configuration: config, screensDirectory: screensDirectory, settingsFile: file)
        }
    }
}
