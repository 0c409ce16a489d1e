import LinkLabReading

/// A preset as delivered at a stage, judged by the engine: the ✓/✗ the composer shows.
public struct PushPresetEntry: Sendable, Equatable {
    public var preset: PushPreset
    public var draft: PushDraft
    public var stage: PushStage
    public var outcome: Outcome
    public var codes: [String]

    public var works: Bool { outcome.isSuccess }

    /// Every preset tapped on the landing page of `app`.
    public static func entries(for app: BankingApp, stage: PushStage = .tap) -> [PushPresetEntry] {
        let engine = LinkEngine(app: app)
        return PushPreset.presets(for: app.configuration.platform).map { preset in
            let draft = preset.draft(for: app.configuration)
            let decision = Session.decisions(.initial(signedIn: true), .push(PushPayload(json: draft.payload), stage: stage), engine: engine).last
            return PushPresetEntry(preset: preset, draft: draft, stage: stage, outcome: decision?.outcome ?? .stayed, codes: decision?.codes ?? [])
        }
    }
}
