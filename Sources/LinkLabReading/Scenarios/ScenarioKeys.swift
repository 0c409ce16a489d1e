/// The keys of a scenario file, one enum per kind of object in it (README, "Walkthroughs").
enum ScenarioKey: String, JSONKey {
    case name, description, signedIn, settings, steps
}

/// The keys of a step: one action, and the keys that go beside it.
enum StepKey: String, JSONKey {
    case open, openRoute, openVariant, push, pushPreset, signIn, cancelSignIn, signOut, back, install, launch, say, expect
    case rememberBrowser, forgetBrowser
    case stage, `as`, module, via, route, of, ask, from, page, redirectsTo

    /// The actions, in the order errors list them; a step holds exactly one.
    static let actions: [StepKey] = [.open, .openRoute, .openVariant, .push, .pushPreset, .signIn, .cancelSignIn, .signOut,
                                     .back, .install, .launch, .say, .expect, .rememberBrowser, .forgetBrowser]

    /// The actions a key beside an action goes with; nil for an action itself.
    var goesWith: [StepKey]? {
        switch self {
        case .stage: [.push, .pushPreset]
        case .as, .module, .via: [.openRoute]
        case .route: [.pushPreset]
        case .of: [.openVariant]
        case .ask: [.open, .openRoute, .openVariant, .push, .pushPreset]
        case .from, .page: [.open, .openRoute]
        case .redirectsTo: [.open]
        default: nil
        }
    }
}

/// The keys of an `expect` step.
enum ExpectKey: String, JSONKey {
    case route, screen, signedIn, pending, outcome, codes, installed, running
}
