import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What the app says of the link history file it could not read or write.
extension Wording {
    /// The whole sentence, for the message log: the path, why, and that the app goes on without it.
    static func historyUnusable(path: String, why: String) -> String {
        "The link history \(DisplayText.sanitize(path, limit: 300)) \(why); going on without it."
    }

    /// The status line's short form (F12 has the whole sentence).
    static var historyUnusableShort: String { "The link history could not be used (\(key(for: .showMessageLog)) says why)." }

    static let historyFolderRefused = "is in a folder that is not yours alone (another user owns it, or may write in it)"
    static let historyIsLink = "is a symbolic link, which LinkLab does not follow"
    static let historyNotRegular = "is not a regular file of yours"
    static func historySetAside(_ aside: String) -> String { " It was set aside as \(DisplayText.sanitize(aside, limit: 300))." }
}
