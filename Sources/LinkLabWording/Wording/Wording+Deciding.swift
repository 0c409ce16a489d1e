import LinkLabText
import LinkLabReading
import LinkLabDeciding

extension Diagnostic {
    /// The sentence a support agent reads aloud.
    public var message: String { Wording.message(finding, on: platform) }
}

extension TraceStep {
    /// The check's short name, e.g. `targetPage`.
    public var check: String { Wording.name(of: fact).description }
}

extension TraceStep {
    /// The detail, in a sentence.
    public var detail: String { Wording.detail(self) }
}

extension Decision {
    /// One sentence a support agent can read aloud.
    public var summary: String { Wording.summary(conclusion) }
}

extension JourneyStep {
    /// "reset to landingPage (no animation)".
    public var sentence: String { Wording.text { Wording.journey(self, into: &$0) } }
}

extension PendingNavigation {
    /// What a person reads: `#/settings/profile`, or the held-back link.
    public var label: String { Wording.text { Wording.label(self, into: &$0) } }
}

extension LiveProblem: CustomStringConvertible {
    /// One line: which file, the code and the sentence, and where to look further.
    public var description: String { Wording.sentence(for: self) }
}

extension SiteSetupProblem {
    /// One line for a person (`Wording+Site.swift`).
    public var message: String { Wording.sentence(for: self) }
}
