import LinkLabText
import LinkLabDeciding

/// `linklab aasa --json`: one object per URL, with the deciding entry and component by index.
public enum AASAAnswerJSON {
    public static func line(_ answer: AASAAnswer) -> String {
        var w = JSONWriter(capacity: 512)
        w.raw("{\"url\":"); w.string(answer.link)
        w.raw(",\"appID\":"); w.string(answer.appID)
        w.raw(",\"verdict\":"); w.string(Wording.key(of: answer.verdict))
        w.raw(",\"opensApp\":"); w.bool(answer.opensApp)
        if let d = answer.verdict.decidingRule {
            w.raw(",\"detail\":"); w.write(String(d.place.detail))
            if let key = d.place.detailKey { w.raw(",\"detailKey\":"); w.string(key) }
            w.raw(d.place.legacy ? ",\"path\":" : ",\"component\":"); w.write(String(d.place.rule))
            w.raw(",\"rule\":"); w.optional(Wording.decidingRule(of: answer.verdict))
        }
        if case .fileTooLarge(let bytes) = answer.verdict { w.raw(",\"bytes\":"); w.write(String(bytes)) }
        w.raw(",\"message\":"); w.string(Wording.explanation(of: answer))
        w.raw("}")
        return w.text
    }
}
