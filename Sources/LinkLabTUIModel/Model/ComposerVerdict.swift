import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What the engine decides for the push composer's payload as it stands, delivered on the landing page:
/// the ✓/✗ beside the preset is decided, never written by hand. The model decides it when the payload or
/// the stage changes (`AppModel.overlay`), so drawing the composer runs nothing.
package struct ComposerVerdict: Sendable, Equatable {
    /// The payload and stage it was decided for.
    package var payload: JSONValue
    package var stage: PushStage
    /// Nil when the engine made no decision of it.
    package var outcome: Outcome?
    package var codes: [String]

    package init(_ composer: PushComposer, engine: LinkEngine) {
        payload = composer.payload
        stage = composer.stage
        let event = SessionEvent.push(PushPayload(json: payload), stage: stage)
        let decision = Session.decisions(.initial(signedIn: true), event, engine: engine).last
        outcome = decision?.outcome
        codes = decision?.codes ?? []
    }

    /// Whether it still holds for the composer as it is now.
    package func holds(for composer: PushComposer) -> Bool { stage == composer.stage && payload == composer.payload }
}
