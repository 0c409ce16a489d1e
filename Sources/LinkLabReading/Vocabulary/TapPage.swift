import LinkLabText

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
}
