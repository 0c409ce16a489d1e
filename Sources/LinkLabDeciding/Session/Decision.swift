import LinkLabText
import LinkLabReading

/// One decision of the session: the input, its outcome, what the app shows, and why.
/// `linklab explain --json` prints one per line.
public struct Decision: Sendable, Equatable {
    /// The input, sanitised.
    public var input: String
    public var entry: Entry
    public var outcome: Outcome
    /// The route the input carries (without `#/`), or nil. A route holding characters that are unsafe to
    /// show (the link is then refused, docs/contract.md A13) is kept with them escaped, never raw.
    public var route: String? {
        didSet { route = route.map(Decision.shown) }
    }
    /// The id of the screen the app shows as a result, or nil when it shows nothing new.
    public var screen: String?
    public var handler: Handler?
    public var module: String?
    public var steps: [TraceStep]
    public var diagnostics: [Diagnostic]
    /// The navigation journey, when there is one.
    public var journey: [JourneyStep]
    /// What the decision amounts to, as facts.
    public var conclusion: Conclusion
    /// Where the link was tapped and the way it took, when a source was chosen or the way had more than one hop.
    /// Kept out of line: most decisions have none, and it is the largest part of one that has it.
    @OutOfLine public var path: DecisionPath?
    /// What the phone shows once this decision is made: set by the session for every decision it makes,
    /// so a sign-in followed by its replay carries the landing page as well as the page replayed. Nil for
    /// the decisions of a face that draws no phone (`Session.decisions(_:_:engine:scenes:)`).
    public var scene: PhoneScene?
    /// The phone the decision was made on, and on Android the release emulated: set by the session with
    /// the scene (every decision written as JSON carries them).
    public var platform: Platform = .ios
    public var androidVersion: Int? = nil

    /// The route as it may be shown anywhere: unchanged when safe, escaped in full otherwise.
    fileprivate static func shown(_ route: String) -> String {
        DisplayText.containsUnsafe(route) ? DisplayText.sanitize(route, limit: .max) : route
    }

    /// The codes of every diagnostic, in order.
    public var codes: [String] { diagnostics.map(\.code.rawValue) }

    /// The steps, in order, taken out of the decision for a writer done with it: each is moved out as it is
    /// worded, not copied (a loop over the array, its subscript or its buffer copies each step, retaining every
    /// string in it, to read it once). Steps still shared with another copy of the decision are copied once.
    public mutating func spendSteps(_ body: (borrowing TraceStep) -> Void) {
        var taken: [TraceStep] = []
        swap(&taken, &steps)
        // Moved out from the front: the rest are moved down, not copied (a decision has a few dozen steps at
        // most). Reversing the array first, to take them from the back, copied each step it swapped.
        while !taken.isEmpty { body(taken.remove(at: 0)) }
    }
}

extension Decision {
    /// A decision as the session makes it, before its path and scene are added. Written in an extension and
    /// handed to the memberwise initialiser: an initialiser of the type itself that set each field returned
    /// a copy of the decision it built (every string and array retained, the one built then destroyed) on
    /// every link.
    public init(input: String, entry: Entry, outcome: Outcome, route: String? = nil, screen: String? = nil,
                handler: Handler? = nil, module: String? = nil, steps: [TraceStep] = [], diagnostics: [Diagnostic] = [],
                journey: [JourneyStep] = [], conclusion: Conclusion) {
        self.init(input: input, entry: entry, outcome: outcome, route: route.map(Decision.shown), screen: screen,
                  handler: handler, module: module, steps: steps, diagnostics: diagnostics, journey: journey,
                  conclusion: conclusion, path: nil, scene: nil)
    }
}

/// One step of a navigation journey (docs/contract.md, "Journeys"): every journey starts from the root,
/// pops without animation, and animates only its last step.
public struct JourneyStep: Sendable, Equatable {
    public enum Action: String, Sendable {
        /// Pop back to the root screen.
        case reset
        /// Show a screen on top.
        case show
        /// Pop one screen.
        case pop
    }

    public var action: Action
    public var screen: String
    public var animated: Bool
}

extension JourneyStep {
    /// Handed to the memberwise initialiser (see `Decision`'s).
    public init(_ action: Action, _ screen: String, animated: Bool) {
        self.init(action: action, screen: screen, animated: animated)
    }
}
