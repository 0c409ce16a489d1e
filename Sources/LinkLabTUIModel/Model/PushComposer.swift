import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The push composer's state (F2): a preset payload shape, an editable sender and route, and a stage.
public struct PushComposer: Sendable, Equatable {
    /// The fields, in Tab order.
    public enum Field: Int, Sendable, CaseIterable {
        case preset, sender, route, stage
    }

    public var preset: PushPreset
    public var sender: LineEditor
    public var route: LineEditor
    public var stage: PushStage
    public var field: Field
    /// The module whose sender and payload key the presets use.
    public let module: ModuleDeclaration?
    /// The FI the presets are built for.
    public let configuration: FIConfiguration

    public init(configuration: FIConfiguration) {
        self.configuration = configuration
        module = PushDraft.pushModule(in: configuration)
        let first = PushPreset.presets(for: configuration.platform)[0]
        preset = first
        sender = LineEditor()
        route = LineEditor()
        stage = .tap
        field = .preset
        apply(first)
    }

    /// Fills sender and route from a preset, built by the core for the FI in use.
    public mutating func apply(_ preset: PushPreset) {
        self.preset = preset
        let draft = preset.draft(for: configuration)
        sender = LineEditor(text: draft.sender ?? "")
        route = LineEditor(text: draft.route)
    }

    /// The payload as JSON: the preset's shape with the sender and route as edited.
    public var payload: JSONValue {
        let shape = preset.draft(for: configuration).shape
        return PushDraft(sender: sender.text, route: route.text, shape: shape).payload
    }

    public mutating func cycleStage(by step: Int) {
        let all = PushStage.allCases
        let index = (all.firstIndex(of: stage) ?? 0) + step
        stage = all[(index % all.count + all.count) % all.count]
    }

    public mutating func cyclePreset(by step: Int) {
        // On Android the FCM messages come first (docs/contract.md, "FCM delivery on Android").
        let all = PushPreset.presets(for: configuration.platform)
        let index = ((all.firstIndex(of: preset) ?? 0) + step) % all.count
        apply(all[(index + all.count) % all.count])
    }

    public mutating func moveField(by step: Int) {
        let count = Field.allCases.count
        field = Field(rawValue: ((field.rawValue + step) % count + count) % count) ?? .preset
    }
}
