import LinkLabText
import LinkLabReading

/// The words the quiz adds to a question, in the CLI and in the app's quiz window alike.
extension Wording {
    /// Said under a question whose walkthrough carries its own settings file: the links and the answer are
    /// that FI's, not the active one's: a demo-only question says so.
    public static func quizOwnFINote(_ name: String) -> String {
        text { o in
            o += "Set on "; o.user(name, limit: 80)
            o += "'s app: this quiz carries its own settings, so its links and answers are that FI's, whatever --config says."
        }
    }

    /// The score line, with the same counts the results file holds: "Score: 7 of 9", or, when the quiz
    /// stopped early, "Score: 2 of 4 answered (16 questions)".
    public static func quizScore(right: Int, answered: Int, questions: Int) -> String {
        if answered == questions { return "Score: \(right) of \(questions)" }
        if answered == 0 { return "Score: no question answered (\(questions) questions)" }
        return "Score: \(right) of \(answered) answered (\(questions) questions)"
    }

    /// `from safari, on a page of the link's own site (/offers)`: where a question's link was tapped, with the
    /// page and destination that decide the answer (docs/contract.md, P2, P11).
    public static func tapNote(_ tap: Tap) -> String {
        text { o in
            o += "from "; o.write(tap.source.rawValue)
            if let page = tap.page {
                if page.hasPrefix("/") {
                    o += ", on a page of the link's own site ("; o.user(page, limit: 200); o += ")"
                } else {
                    o += ", on "; o.user(page, limit: 200)
                }
            }
            if let to = tap.redirectsTo { o += ", which redirects to "; o.user(to, limit: 200) }
        }
    }

    /// What the phone remembers, said beside a question: without it the answer could not be reasoned out (P10).
    /// A setting the answer depends on, as a note after the question's input.
    public static func quizSettingNote(_ setting: QuizSetting) -> String {
        text { o in
            switch setting {
            case .coldStartLinks(let policy):
                o += "the app is not running; coldStartLinks: "; o.write(policy.rawValue)
            case .trackingDomainWithAASA(let host):
                o.user(host, limit: 80); o += " serves an apple-app-site-association file for the app"
            case .appResolvesTrackingLinks:
                o += "the app follows tracking links itself (appResolvesTrackingLinks)"
            case .serverRedirectsToApp:
                o += "a redirect after a tap is offered to the app (serverRedirects: app)"
            case .platform(let setting):
                o.write(platformSetting(setting))
            }
        }
    }

    public static func rememberedNote(_ domains: [String]) -> String {
        "the phone remembers the customer chose Safari for \(domains.map { DisplayText.sanitize($0, limit: 80) }.joined(separator: ", "))"
    }
}
