import LinkLabText
import LinkLabFormats

/// The page a link was tapped on, as `--page`, a check list's `page` and a scenario's `page` give it: one
/// rule for the three, so that a page is refused or read alike wherever it is written.
public enum TapPage {
    /// Whether `text` names a page: an https:// or http:// link, or a path on the link's own domain
    /// (`/offers`). At most 8 KiB, nothing unsafe to show.
    public static func isPage(_ text: String) -> Bool {
        guard !DisplayText.containsUnsafe(text), text.utf8.count <= 8192 else { return false }
        return LinkWrapper.webLink(text) != nil || isOwnPath(text)
    }

    /// `/offers`: a path on the link's own domain. `//evil.example/` is another site's address written
    /// without its scheme (a browser reads it so), and `/\evil.example` is read the same by browsers: neither is.
    public static func isOwnPath(_ text: String) -> Bool {
        text.hasPrefix("/") && !text.hasPrefix("//") && !text.hasPrefix("/\\")
    }

    /// The page `text` for a tap from `source` on `platform`, or why it is refused: `--page` and a check
    /// list's `page` cell both read a page here, so that both accept, or refuse with the same problem, the
    /// same text. The page's own shape is judged first, then whether the source taps on a page at all.
    public static func read(_ text: String, source: TapSource, on platform: Platform) -> Result<String, TapPageProblem> {
        guard isPage(text) else { return .failure(.notAPage) }
        guard source.takesPage(on: platform) else { return .failure(.noPageSource) }
        return .success(text)
    }
}

/// Why a page given for a tap is refused, as data; the words are in `Wording+TapPage.swift`.
public enum TapPageProblem: Error, Sendable, Equatable, CaseIterable {
    /// Not an https:// or http:// link, nor a path on the link's own domain.
    case notAPage
    /// The source does not tap on a page (only Safari and a web view do, on iOS).
    case noPageSource
}
