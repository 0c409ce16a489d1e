import LinkLabText
import LinkLabDeciding

/// `linklab assetlinks --json`: one object per URL, with the deciding statement by index.
public enum AssetLinksAnswerJSON {
    public static func line(_ answer: AssetLinksAnswer) -> String {
        var w = JSONWriter(capacity: 384)
        w.raw("{\"url\":"); w.string(answer.link)
        w.raw(",\"package\":"); w.string(answer.packageName)
        w.raw(",\"verdict\":"); w.string(Wording.key(of: answer.verdict))
        w.raw(",\"verified\":"); w.bool(answer.verdict.verified)
        switch answer.verdict {
        case .verified(let statement, _), .relationMissing(let statement), .fingerprintMismatch(let statement, _), .fileRefused(let statement, _):
            w.raw(",\"statement\":"); w.write(String(statement))
        case .packageMissing: break
        }
        w.raw(",\"androidVersion\":"); w.write(String(answer.version))
        w.raw(",\"message\":"); w.string(Wording.explanation(of: answer))
        w.raw("}")
        return w.text
    }
}
