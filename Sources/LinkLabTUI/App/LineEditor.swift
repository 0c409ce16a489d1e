/// The input line: text and a cursor, edited by keys and pastes. It stores exactly what was typed;
/// views sanitise it before drawing.
public struct LineEditor: Sendable, Equatable {
    public private(set) var text: String = ""
    /// The cursor, counted in characters from the start.
    public private(set) var cursor: Int = 0
    public static let maximumLength = 20_000

    public init(text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
        cursor = self.text.count
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Inserts text at the cursor; returns false when the line is full and the text was cut.
    @discardableResult
    public mutating func insert(_ s: String) -> Bool {
        let room = Self.maximumLength - text.count
        let piece = String(s.prefix(max(0, room)))
        let index = text.index(text.startIndex, offsetBy: cursor)
        text.insert(contentsOf: piece, at: index)
        cursor += piece.count
        return piece.count == s.count
    }

    public mutating func backspace() {
        guard cursor > 0 else { return }
        let index = text.index(text.startIndex, offsetBy: cursor - 1)
        text.remove(at: index)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    public mutating func moveHome() { cursor = 0 }
    public mutating func moveEnd() { cursor = text.count }

    public mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Line-editing keys: arrows, Home/End, Backspace/Delete, Ctrl-A/E/U/K. Returns false for other keys.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .backspace, .control("h"): backspace()
        case .delete, .control("d"): deleteForward()
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveHome()
        case .end, .control("e"): moveEnd()
        case .control("u"): clear()
        case .control("k"):
            text = String(text.prefix(cursor))
        default: return false
        }
        return true
    }
}
