import LinkLabReading

/// The work of one event: the state as it changes, and the decisions made on the way.
package struct Transition {
    var state: SessionState
    let engine: LinkEngine
    /// The decisions made so far, each stamped as it is added with what the phone shows at that moment.
    /// Changed in place (`_modify`), so appending stays as cheap as appending to the array itself.
    var decisions: [Decision] {
        get { made }
        _modify {
            yield &made
            stampScenes()
        }
    }
    /// The storage behind `decisions`.
    var made: [Decision] = []
    /// How many decisions carry their scene.
    var stamped = 0
    /// Whether each decision is given the scene it leaves: not for a caller that draws no phone.
    var drawsScenes = true

    var app: BankingApp { engine.app }

    /// Gives each new decision the scene the state shows now: a transition changes the state before it
    /// records the decision that follows from it.
    private mutating func stampScenes() {
        stamped = min(stamped, made.count)
        while stamped < made.count {
            if drawsScenes { made[stamped].scene = PhoneScene(state) }
            made[stamped].platform = app.configuration.platform
            made[stamped].androidVersion = engine.emulatedRelease
            stamped += 1
        }
    }
    var screens: ScreenCatalogue { app.screens }

    func title(_ id: String) -> String { screens.screen(id: id)?.title ?? id }

    /// A journey to `screen`: back to the root without animation, then the screen, animated last.
    mutating func navigate(to screen: Screen, trace: inout Trace) -> [JourneyStep] {
        let root = state.signedIn ? Screen.landingPageID : Screen.loginID
        var journey: [JourneyStep] = []
        journey.reserveCapacity(2)
        journey.append(JourneyStep(.reset, root, animated: false))
        if screen.id != root { journey.append(JourneyStep(.show, screen.id, animated: false)) }
        journey[journey.count - 1].animated = true
        state.stack = screen.id == root ? [root] : [root, screen.id]
        state.moduleInFront = nil
        for step in journey { trace.pass(.journey(step)) }
        return journey
    }

    /// docs/contract.md, "Journeys": only the transitions the current auth state allows.
    func allows(_ screen: Screen) -> Bool {
        state.signedIn ? screen.id != Screen.loginID : !screen.requiresSignIn
    }

    mutating func refuse(_ entry: Entry, input: String, _ refusal: Refusal, trace: Trace = Trace()) {
        var trace = trace
        trace.fail(.transition(refusal))
        trace.diagnose(.transitionNotAllowed(refusal))
        decisions.append(Decision(input: input, entry: entry, outcome: .stayed, screen: nil,
                                  steps: trace.steps, diagnostics: trace.diagnostics, conclusion: .refused(refusal)))
    }
}
