import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// The words of `linklab aasa`: one label and one sentence per URL.
extension Wording {
    /// `match`, `excluded`, `no match`, `app ID missing` or `file too large`.
    public static func label(of answer: AASAAnswer) -> String {
        switch answer.verdict {
        case .matched: "match"
        case .excluded: "excluded"
        case .noMatch: "no match"
        case .missingAppID: "app ID missing"
        case .fileTooLarge: "file too large"
        }
    }

    /// The JSON name of the verdict: `match`, `excluded`, `noMatch`, `missingAppID`, `fileTooLarge`.
    public static func key(of verdict: AASAVerdict) -> String {
        switch verdict {
        case .matched: "match"
        case .excluded: "excluded"
        case .noMatch: "noMatch"
        case .missingAppID: "missingAppID"
        case .fileTooLarge: "fileTooLarge"
        }
    }

    /// Why, naming the deciding entry and component by index and text.
    public static func explanation(of answer: AASAAnswer) -> String { text { explanation(of: answer, into: &$0) } }

    /// The explanation, worded into `o`.
    public static func explanation<S: WordSink>(of answer: AASAAnswer, into o: inout S) {
        switch answer.verdict {
        case .matched(let rule, let place):
            o += "Rule "; Wording.rule(rule, at: place, into: &o); o += " matches first, so iOS opens "
            o.user(answer.appID); o += "."
        case .excluded(let rule, let place):
            o += "Rule "; Wording.rule(rule, at: place, into: &o)
            o += " matches first and excludes the URL, so iOS opens it in the browser."
        case .noMatch:
            o += "No rule in the "; o.number(answer.entriesForApp)
            o += answer.entriesForApp == 1 ? " entry for " : " entries for "; o.user(answer.appID)
            o += " matches, so iOS opens the URL in the browser."
        case .missingAppID:
            o += "No details entry lists "; o.user(answer.appID)
            if answer.listedApps.isEmpty {
                o += "; the file lists no apps at all."
            } else {
                o += "; the file lists "
                for (i, app) in answer.listedApps.prefix(5).enumerated() {
                    if i > 0 { o += ", " }
                    o.user(app, limit: 120)
                }
                if answer.listedApps.count > 5 { o += " and "; o.number(answer.listedApps.count - 5); o += " more" }
                o += "."
            }
        case .fileTooLarge(let bytes):
            o += "The file is "; o.number(bytes); o += " bytes, over iOS's 128 KB limit, so iOS never reads it."
        }
    }

    /// The deciding rule alone, as `details[0].components[1] {…}`, or nil when no rule decided.
    public static func decidingRule(of verdict: AASAVerdict) -> String? {
        verdict.decidingRule.map { d in text { Wording.rule(d.rule, at: d.place, into: &$0) } }
    }

    /// One line for a URL `linklab aasa` cannot check.
    public static func problem(_ problem: AASALinkProblem) -> String {
        text { o in
            switch problem {
            case .notALink(let shown):
                o.write(shown.isEmpty ? "an empty URL" : shown); o += " is not a URL"
            case .notHTTPS(let shown):
                o.write(shown); o += " is not an https URL; iOS reads the apple-app-site-association file only for https links"
            }
        }
    }
}
