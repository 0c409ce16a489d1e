import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The windows' words: each window's title with the keys that work in it, the help screen, the push
/// composer, the settings, the lists' footers and the message log. Key names come from the key table.
extension Wording {
    private static var upDown: String { "\(keyName(.moveUp, in: .overlay))/\(keyName(.moveDown, in: .overlay))" }
    private static var leftRight: String { "\(keyName(.changeLeft, in: .overlay))/\(keyName(.changeRight, in: .overlay))" }
    private static var choose: String { keyName(.choose, in: .overlay) }
    private static var close: String { keyName(.closeOverlay, in: .overlay) }

    // MARK: Titles

    static var helpTitle: String { "Help · \(close) closes" }
    static var pushComposerTitle: String { "Push notification · \(choose) delivers · \(close) closes" }
    static var linkLibraryTitle: String { "Link library · \(upDown) choose · \(choose) uses it · \(close) closes" }
    static var settingsTitle: String { "Settings · \(upDown) choose · \(choose) marks missing or restores · \(close) closes" }
    static var walkthroughsTitle: String { "Walkthroughs · \(upDown) choose · \(choose) starts · \(close) closes" }
    static var variantsTitle: String { "Variants · \(upDown) choose · \(choose) uses it · \(close) closes" }
    static func messageLogTitle(count: Int) -> String { "Messages · \(count) · \(close) closes" }

    // MARK: Lists

    /// A list window's last line: where the selection is, and how many rows are out of view.
    static func listFooter(selected: Int, count: Int, above: Int, below: Int) -> String {
        let more = rowsOutOfView(above: above, below: below)
        return "\(selected + 1) of \(count)" + (more.isEmpty ? "" : "  ·  " + more)
    }

    /// The last row of a filtered list: what is typed, then where the selection is among the entries kept.
    static func filteredListFooter(filter: String, selected: Int, count: Int, above: Int, below: Int) -> String {
        "filter: " + filter + "  ·  " + (count == 0 ? "Esc clears it" : listFooter(selected: selected, count: count, above: above, below: below))
    }

    /// A filtered list that keeps no entry.
    static let noEntryMatches = "No entry matches"

    /// How many rows a window's list has above and below what it shows: `↑ 3 more  ↓ 5 more`.
    static func rowsOutOfView(above: Int, below: Int) -> String {
        [above > 0 ? "↑ \(above) more" : nil, below > 0 ? "↓ \(below) more" : nil].compactMap { $0 }.joined(separator: "  ")
    }

    /// A scrolling window's footer: the rows out of view, and the keys that scroll.
    static func scrollFooter(above: Int, below: Int) -> String { rowsOutOfView(above: above, below: below) + "  ·  \(upDown) scrolls" }

    static let noMessagesYet = "No messages yet."

    /// Under a walkthrough's name in F7: its steps, and how it starts.
    static func walkthroughDetail(steps: Int, signedIn: Bool, ownSettings: Bool) -> String {
        "  \(steps) step\(steps == 1 ? "" : "s")" + (signedIn ? "" : " · starts signed out") + (ownSettings ? " · own settings" : "")
    }

    // MARK: Push composer

    static func composerPresetNote(verdict: String) -> String { "\(leftRight)  " + verdict }
    static let composerNoSender = "(none)"
    static func composerStageNote(tap: Bool) -> String { tap ? "only a tap may navigate" : "never navigates" }

    /// Which module declares a push sender, and where it reads the route.
    static func composerDeclared(module: String?, sender: String?, payloadKey: String?) -> String {
        guard let module else { return "No module declares a push sender." }
        return "\(module) declares sender \(sender ?? "-") and reads data.\(payloadKey ?? "-").route"
    }

    static let composerPayload = "Payload:"

    static var composerFooter: String {
        "\(keyName(.nextField, in: .overlay))/\(upDown) field · \(leftRight) preset or stage · type to edit · \(choose) deliver"
    }
}
