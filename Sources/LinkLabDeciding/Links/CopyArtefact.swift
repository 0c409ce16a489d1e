import LinkLabFormats
import LinkLabText

/// What copying a link out of an email or a chat often brings with it: the full stop of the sentence
/// it ended, the angle brackets a mail program puts around it, or the quotes it was written in. The
/// app reads these as part of the link, so LinkLab names them when the link works without them.
public enum CopyArtefact: Sendable, Equatable {
    /// A sentence's punctuation after the link: `.`, `,`, `;`, `:`, `!`, `?` or `)`.
    case trailingPunctuation(Character)
    /// `<https://…>`, as mail programs write a link.
    case angleBrackets
    /// `"…"`, `'…'`, `“…”` or `‘…’` around the link.
    case quotes
    /// `&amp;` for `&`, as a link copied out of a page's or a message's HTML is written. Read as `&`.
    case htmlAmpersand

    /// The link with each `&amp;` read as `&`; nil when it has none.
    static func htmlAmpersandsRead(_ text: String) -> String? {
        guard text.containsBytes("&amp;") else { return nil }
        return text.replacing("&amp;", with: "&")
    }

    /// The link without what was copied around it, and what that was; nil when the link has none.
    static func stripped(_ text: String) -> (link: String, artefact: CopyArtefact)? {
        // Every artefact ends the text with one of these characters, each a scalar of its own: when the
        // last scalar is ASCII and none of them, the last character is none of them either, and the text
        // is not counted nor broken into characters.
        if let end = text.lastByte, end < 0x80, !Self.endsAnArtefact(end) { return nil }
        guard let first = text.first, let last = text.last, text.count > 2 else { return nil }
        let pairs: [(Character, Character)] = [("\"", "\""), ("'", "'"), ("“", "”"), ("‘", "’")]
        if first == "<", last == ">" { return (String(text.dropFirst().dropLast()), .angleBrackets) }
        if pairs.contains(where: { $0.0 == first && $0.1 == last }) { return (String(text.dropFirst().dropLast()), .quotes) }
        // A ")" is an artefact only when the link has no "(" of its own.
        if ".,;:!?".contains(last) || (last == ")" && !text.contains("(")) { return (String(text.dropLast()), .trailingPunctuation(last)) }
        return nil
    }

    /// The ASCII bytes an artefact can end with: `>`, a quote, or a sentence's punctuation.
    private static func endsAnArtefact(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"): true
        default: false
        }
    }
}

extension LinkEngine {
    /// A hint for a link that fails as copied but works without its copy artefact: the link without it
    /// is the fix. Artefacts are peeled one at a time, at most twice (`<https://…>.`).
    func copyArtefactHint(_ raw: String, into evaluation: inout LinkEvaluation) {
        guard !evaluation.verdict.opensAPage else { return }
        var text = raw.trimmedAround
        var found: CopyArtefact?
        for _ in 0..<2 {
            guard let (link, artefact) = CopyArtefact.stripped(text) else { break }
            text = link.trimmedAround
            found = found ?? artefact
            if evaluateAsTyped(text).verdict.opensAPage, !DisplayText.containsUnsafe(text), let found {
                evaluation.trace.diagnose(.copyArtefact(found), fix: .link(text))
                return
            }
        }
    }
}

extension LinkVerdict {
    /// Whether the app would show a page for the link (or a module would take it).
    var opensAPage: Bool {
        switch self {
        case .resolved, .claimed: true
        case .notOpened, .stayed, .openedInBrowser: false
        }
    }
}
