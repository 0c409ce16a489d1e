import LinkLabFormats

/// A scripted walkthrough: a name, where it starts, and its steps (`linklab play`).
public struct Scenario: Sendable, Equatable {
    public var name: String
    public var file: String
    /// What the walkthrough teaches, shown before its first step.
    public var description: String? = nil
    public var signedIn: Bool
    /// Settings that change the demo FI for this scenario, if any.
    public var settings: ScenarioSettings?
    public var steps: [ScenarioStep]
    /// Compiled into the binary (`ScenarioCatalogue`): `file` is its name under `scenarios (built in)/`,
    /// and the settings file it names is read from the binary too.
    public var isBuiltIn = false
}

/// Where a scenario's settings come from: a file beside it, or an object written inline.
public enum ScenarioSettings: Sendable, Equatable {
    case file(String)
    case inline(InlineSettings)
}

/// A settings object written inside a walkthrough, kept as it was parsed, so that it is read without a
/// second parse and its errors point into the walkthrough.
public struct InlineSettings: Sendable, Equatable {
    let cursor: JSONCursor

    /// The object as written.
    public var json: JSONValue { cursor.value }

    public static func == (lhs: InlineSettings, rhs: InlineSettings) -> Bool { lhs.json == rhs.json }
}

/// One step of a scenario. `number` counts from 1, as people do.
public struct ScenarioStep: Sendable, Equatable {
    public var number: Int
    public var action: ScenarioAction
    /// `"ask": true`: the quiz asks what the app will do before this step's input is decided.
    public var ask: Bool = false
    /// Where the step's `from` and `page` are written, so that a tap refused once the walkthrough's platform
    /// is known is pointed at as a reading error is.
    var fromWritten: WrittenKey? = nil
    var pageWritten: WrittenKey? = nil

    /// The tap the step names, if it opens a link and says where it was tapped.
    var tap: Tap? {
        switch action {
        case .event(.openLinkFrom(_, let tap)): tap
        case .openRoute(let routeStep): routeStep.tap
        default: nil
        }
    }
}

/// Where a key is written in a file: its key path and its line and column.
struct WrittenKey: Sendable, Equatable {
    var key: String?
    var position: TextPosition
}

/// What a step does.
public enum ScenarioAction: Sendable, Equatable {
    case event(SessionEvent)
    /// `{"openRoute": "messages", "as": "customScheme"}`: a link built for the FI the scenario runs against.
    case openRoute(RouteStep)
    /// `{"openVariant": "unencodedTargetPage", "of": "messages"}`: a documented broken form of the link
    /// to a route, built for the FI the scenario runs against.
    case openVariant(LinkVariant, of: String)
    /// `{"pushPreset": "documented", "route": "messages", "stage": "tap"}`: a payload built from the
    /// FI's push module.
    case pushPreset(PushPresetStep)
    case say(String)
    case expect(Expectation)

    /// The step's key word, as written in the file.
    public var keyword: String {
        switch self {
        case .event(.openLink), .event(.openLinkFrom): "open"
        case .event(.rememberBrowser(_, let chosen)): chosen ? "rememberBrowser" : "forgetBrowser"
        case .event(.push): "push"
        case .event(.signIn): "signIn"
        case .event(.cancelSignIn): "cancelSignIn"
        case .event(.signOut): "signOut"
        case .event(.back): "back"
        case .event(.install): "install"
        case .event(.launch): "launch"
        case .openRoute: "openRoute"
        case .openVariant: "openVariant"
        case .pushPreset: "pushPreset"
        case .say: "say"
        case .expect: "expect"
        }
    }
}

/// A step that names a route instead of a link, so one walkthrough serves every FI.
public struct RouteStep: Sendable, Equatable {
    public var route: String
    /// `as`: which shape of link to build.
    public var form: LinkForm
    /// For a module link: the module (default: the first that declares continuity targets).
    public var module: String?
    /// For a module link: `customScheme` (default) or `universalLink`.
    public var via: LinkForm
    /// `from` (and `page`): where the customer tapped the built link; nil keeps the session's source.
    public var tap: Tap?

    public init(route: String, form: LinkForm, module: String? = nil, via: LinkForm = .customScheme) {
        self.route = route
        self.form = form
        self.module = module
        self.via = via
    }

    /// The link for the FI, or nil when a module link is asked for and no module declares targets.
    public func link(for configuration: FIConfiguration) -> String? {
        form.link(route: route, configuration: configuration, module: module, via: via)
    }
}

/// A step that delivers one of the push presets, built from the FI's push module.
public struct PushPresetStep: Sendable, Equatable {
    public var preset: PushPreset
    /// The route, or nil for the preset's own.
    public var route: String?
    public var stage: PushStage

    public init(preset: PushPreset, route: String? = nil, stage: PushStage = .tap) {
        self.preset = preset
        self.route = route
        self.stage = stage
    }

    public func event(for configuration: FIConfiguration) -> SessionEvent {
        .push(PushPayload(json: preset.draft(for: configuration, route: route).payload), stage: stage)
    }
}

/// What must hold after the steps so far. Every key present must hold.
public struct Expectation: Sendable, Equatable {
    /// The current route; `.some(nil)` expects no route (the login screen).
    public var route: String??
    public var screen: String?
    public var signedIn: Bool?
    /// The pending route; `.some(nil)` expects nothing pending.
    public var pending: String??
    /// The outcome of the last decision.
    public var outcome: Outcome?
    /// Codes the last decision must include.
    public var codes: [String]?
    /// Whether the app is installed, and running (docs/contract.md, "App states").
    public var installed: Bool?
    public var running: Bool?

    public init(route: String?? = nil, screen: String? = nil, signedIn: Bool? = nil, pending: String?? = nil,
                outcome: Outcome? = nil, codes: [String]? = nil, installed: Bool? = nil, running: Bool? = nil) {
        self.installed = installed
        self.running = running
        self.route = route
        self.screen = screen
        self.signedIn = signedIn
        self.pending = pending
        self.outcome = outcome
        self.codes = codes
    }
}

/// One expectation that did not hold: the step, the key, expected and actual.
public struct ExpectationFailure: Sendable, Equatable {
    public var step: Int
    public var key: String
    public var expected: String
    public var actual: String

    public init(step: Int, key: String, expected: String, actual: String) {
        self.step = step
        self.key = key
        self.expected = expected
        self.actual = actual
    }
}
