import LinkLabFrames

/// The input line: text and a cursor, edited by keys and pastes. It stores exactly what was typed;
/// views sanitise it before drawing.
///
/// The text is kept as an array of characters, so a key at the cursor costs the same at 20,000
/// characters as at 20: no walk from the start of a String to find the cursor, no recount.
public struct LineEditor: Sendable, Equatable {
    /// The line, one element per character as typed or pasted.
    public private(set) var characters: [Character] = []
    /// The cursor, counted in characters from the start.
    public private(set) var cursor: Int = 0
    /// The most characters the line holds. The core refuses links over the FI's
    /// `maximumLinkLength` anyway; this keeps a runaway paste from costing memory and time.
    public static let maximumLength = 20_000

    public init(text: String = "") {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
    }

    /// The whole line as one string (costs a pass over it: for Enter, not for every key).
    public var text: String { String(characters) }
    public var count: Int { characters.count }
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts text at the cursor; returns false when the line is full and the text was cut.
    @discardableResult
    public mutating func insert(_ s: String) -> Bool {
        let room = Self.maximumLength - characters.count
        var piece: [Character] = []
        var cut = false
        for character in s {
            guard piece.count < room else {
                cut = true
                break
            }
            piece.append(character)
        }
        characters.insert(contentsOf: piece, at: cursor)
        cursor += piece.count
        return !cut
    }

    public mutating func backspace() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    public mutating func moveHome() { cursor = 0 }
    public mutating func moveEnd() { cursor = characters.count }

    public mutating func clear() {
        characters.removeAll()
        cursor = 0
    }

    /// Up to `limit` characters just before the cursor, and up to `limit` from it: all a view
    /// can show of a long line, without touching the rest.
    public func around(cursor limit: Int) -> (before: String, after: String) {
        let start = max(0, cursor - max(0, limit))
        let end = min(characters.count, cursor + max(0, limit))
        return (String(characters[start..<cursor]), String(characters[cursor..<end]))
    }

    /// Line-editing keys, as in readline: arrows, Home/End, Backspace/Delete, Ctrl-A/E (start, end),
    /// Ctrl-U/K (delete to the start, to the end), Ctrl-W (delete the word before the cursor),
    /// Alt-B/F (a word back, forward), Alt-D (delete the word after). Returns false for other keys.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .backspace, .control("h"): backspace()
        case .delete, .control("d"): deleteForward()
        case .left, .control("b"): moveLeft()
        case .right: moveRight()
        case .home, .control("a"): moveHome()
        case .end, .control("e"): moveEnd()
        case .control("u"):
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            let start = wordStart(before: cursor, stopAtPunctuation: false)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .alt("b"): cursor = wordStart(before: cursor, stopAtPunctuation: true)
        case .alt("f"): cursor = wordEnd(after: cursor)
        case .alt("d"): characters.removeSubrange(cursor..<wordEnd(after: cursor))
        default: return false
        }
        return true
    }

    /// Where the word before `index` starts. Ctrl-W (unix-word-rubout) takes everything back to
    /// whitespace; Alt-B stops at punctuation too, so it steps through a link's parts.
    private func wordStart(before index: Int, stopAtPunctuation: Bool) -> Int {
        var start = index
        while start > 0, !isWord(characters[start - 1], stopAtPunctuation) { start -= 1 }
        while start > 0, isWord(characters[start - 1], stopAtPunctuation) { start -= 1 }
        return start
    }

    /// Where the word after `index` ends (Alt-F, Alt-D), stopping at punctuation.
    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, !isWord(characters[end], true) { end += 1 }
        while end < characters.count, isWord(characters[end], true) { end += 1 }
        return end
    }

    private func isWord(_ character: Character, _ stopAtPunctuation: Bool) -> Bool {
        stopAtPunctuation ? (character.isLetter || character.isNumber) : !character.isWhitespace
    }
}
