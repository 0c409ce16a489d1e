import LinkLabReading

/// One check made on the way to an outcome: the fact checked and whether it passed. Its name and
/// detail are worded by `Wording` when shown.
public struct TraceStep: Sendable, Equatable {
    public var fact: Check
    public var passed: Bool
    /// The phone whose words the detail uses: a way of saying, not a fact, so it takes no part in `==`.
    public var platform: Platform = .ios

    public static func == (a: TraceStep, b: TraceStep) -> Bool { a.fact == b.fact && a.passed == b.passed }

    /// What the check came to, for drawing it: a check that did not pass is either a failure or what
    /// the app does by design. The JSON keeps `passed` as it was.
    public var result: StepResult {
        if passed { return .passed }
        return fact.isDesignedBehaviour ? .asDesigned : .failed
    }
}

/// What one check came to: passed, failed, or the app doing what it was designed to (a link kept for
/// sign-in is not a failure; docs/contract.md, "The sign-in gate").
public enum StepResult: String, Sendable, Equatable, CaseIterable {
    case passed
    case failed
    case asDesigned

    /// The mark in front of the check: ✓, ✗, or • for what the app did as designed.
    public var mark: String { markLiteral.description }

    /// The mark as a literal, which a writer copies without checking it.
    package var markLiteral: StaticString {
        switch self {
        case .passed: "✓"
        case .failed: "✗"
        case .asDesigned: "•"
        }
    }
}

extension Check {
    /// Whether a check that did not pass is the app working as designed rather than a fault: the
    /// sign-in gate closed (the app stores the link and shows the login screen), or a push delivered in
    /// the foreground or silently, where the module does not navigate (only a tap does; the Push
    /// Notifications page).
    var isDesignedBehaviour: Bool {
        switch self {
        case .signInGate(signedIn: false): true
        case .navigateTo(_, _, let stage): stage != .tap
        case .android(.trayNotTapped): true
        default: false
        }
    }
}

extension TraceStep {
    /// A check and whether it passed, in iOS's words until the session names the phone. Handed to the
    /// memberwise initialiser (see `Decision`'s), so that the step is not copied as it is returned.
    public init(_ fact: Check, passed: Bool) {
        self.init(fact: fact, passed: passed, platform: .ios)
    }
}
