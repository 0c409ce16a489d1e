import Foundation

/// Writes an OSC 52 sequence straight to the terminal, after ncurses has drawn its frame, so the
/// terminal puts the text on the clipboard. Nothing is drawn; a terminal that does not know OSC 52
/// ignores it.
enum ClipboardWriter {
    static func write(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
