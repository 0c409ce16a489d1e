import LinkLabCore

/// The push composer's state (F2): a preset payload shape, an editable sender and route, and a stage.
public struct PushComposer: Sendable, Equatable {
    /// The payload shapes a presenter reaches for.
    public enum Preset: Int, Sendable, CaseIterable {
        case documented, wrongSender, noSender, genericRoute, unknownRoute

        public var title: String {
            switch self {
            case .documented: "Documented payload"
            case .wrongSender: "Wrong sender (capitals differ)"
            case .noSender: "No sender"
            case .genericRoute: "Generic top-level route"
            case .unknownRoute: "Unknown route"
            }
        }
    }

    /// The fields, in Tab order.
    public enum Field: Int, Sendable, CaseIterable {
        case preset, sender, route, stage
    }

    public var preset: Preset
    public var sender: LineEditor
    public var route: LineEditor
    public var stage: PushStage
    public var field: Field
    /// The module whose sender and payload key the presets use.
    public let module: ModuleDeclaration?

    public init(configuration: FIConfiguration) {
        module = configuration.modules.first { $0.pushSender != nil }
        preset = .documented
        sender = LineEditor()
        route = LineEditor()
        stage = .tap
        field = .preset
        apply(.documented)
    }

    /// Fills sender and route from a preset.
    public mutating func apply(_ preset: Preset) {
        self.preset = preset
        let declared = module?.pushSender ?? "com.example.module"
        switch preset {
        case .documented, .genericRoute: sender = LineEditor(text: declared)
        case .wrongSender: sender = LineEditor(text: Self.recased(declared))
        case .noSender: sender = LineEditor()
        case .unknownRoute: sender = LineEditor(text: declared)
        }
        route = LineEditor(text: preset == .unknownRoute ? "rewards" : "messages")
    }

    /// The payload as JSON: `aps`, `sender` (left out when empty) and `data.<payloadKey>.route`,
    /// or a top-level `route` for the generic preset.
    public var payload: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("aps", .object([("alert", .object([("title", .string("LinkLab")), ("body", .string("Tap to open"))]))])),
        ]
        if !sender.text.isEmpty { members.append(("sender", .string(sender.text))) }
        if preset == .genericRoute {
            members.append(("route", .string(route.text)))
        } else {
            let key = module?.payloadKey ?? "demo"
            members.append(("data", .object([(key, .object([("route", .string(route.text))]))])))
        }
        return .object(members)
    }

    public mutating func cycleStage(by step: Int) {
        let all = PushStage.allCases
        let index = (all.firstIndex(of: stage) ?? 0) + step
        stage = all[(index % all.count + all.count) % all.count]
    }

    public mutating func cyclePreset(by step: Int) {
        let all = Preset.allCases
        let index = (preset.rawValue + step) % all.count
        apply(all[(index + all.count) % all.count])
    }

    public mutating func moveField(by step: Int) {
        let count = Field.allCases.count
        field = Field(rawValue: ((field.rawValue + step) % count + count) % count) ?? .preset
    }

    static func recased(_ sender: String) -> String {
        // Capitalise the last dotted component: com.q2.mobile.module.demo → com.q2.mobile.module.Demo.
        guard let dot = sender.lastIndex(of: ".") else { return sender.uppercased() }
        let tail = sender[sender.index(after: dot)...]
        return String(sender[...dot]) + tail.prefix(1).uppercased() + tail.dropFirst()
    }
}
