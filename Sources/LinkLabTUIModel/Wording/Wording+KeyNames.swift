import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Key names as prose writes them, read from the key table (`KeyTable`), never typed in a sentence.
extension Wording {
    /// How prose names the key bound to `action` in `context`, read from the key table; `spelledOut` writes a
    /// Ctrl chord as `Ctrl-P`, as sentences do, where the bar writes `^P`.
    package static func keyName(_ action: AppAction, in context: KeyContext = .main, spelledOut: Bool = false) -> String {
        KeyTable.name(for: action, in: context, spelledOut: spelledOut)
    }

    /// The Ctrl chord that does what `action` does, as the bar writes it (`^G`).
    package static func chordName(_ action: AppAction, in context: KeyContext = .main) -> String {
        KeyTable.chordName(for: action, in: context)
    }
}

