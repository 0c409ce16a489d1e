#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// Writes an OSC 52 sequence straight to the terminal, after ncurses has drawn its frame, so the
/// terminal puts the text on the clipboard. Nothing is drawn; a terminal that does not know OSC 52
/// ignores it.
enum ClipboardWriter {
    static func write(_ sequence: String) {
        _ = CheckedWrite.all(Array(sequence.utf8), to: Platform.standardOutput)
    }
}
