import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUI
import LinkLabFrames
import LinkLabSystem

/// `--record FILE.cast`: the session as an asciicast v2 file, so a demo can be replayed with
/// asciinema's player or shared. The first line is the header (version, width, height, start time);
/// each frame drawn adds one `[seconds, "o", bytes]` event holding the escapes that draw it.
///
/// Only what was drawn is recorded (see `FrameEscapes`): never a key, never the terminal's replies. A frame
/// of another size than the one before is preceded by a resize event, `[seconds, "r", "WIDTHxHEIGHT"]`, so a
/// player (`asciinema play`) resizes its screen before the frame is drawn whole on it.
final class CastRecording {
    let path: String
    private let opened: WritableFile.Opened
    private var descriptor: Int32 { opened.descriptor }
    private var isClosed = false
    private var start = 0
    private var shown: Frame?
    /// The size the player's screen has now: the header's, then each resize event's.
    private var size: (width: Int, height: Int) = (0, 0)
    private var writer = JSONWriter(capacity: 1 << 16)
    /// The first write error; nothing more is written after it.
    private(set) var failure: WriteFailure?

    init(path: String) throws(UsageError) {
        self.path = path
        // Not emptied yet: the app may still fail to start, and an earlier recording must survive that.
        opened = try WritableFile.open(path, as: .recording, append: false)
    }

    /// The app did not start: the file is left as it was (removed if the open created it).
    func discard() {
        guard !isClosed else { return }
        isClosed = true
        WritableFile.discard(opened, path: path)
    }

    /// Empties the file and writes the header, once the screen is up and its size known.
    func begin(width: Int, height: Int) {
        if let problem = WritableFile.empty(descriptor) {
            failure = problem
            return
        }
        start = Environment.monotonicMicroseconds()
        size = (width, height)
        writer.removeAll()
        writer.literal("{\"version\": 2, \"width\": ")
        writer.number(width)
        writer.literal(", \"height\": ")
        writer.number(height)
        writer.literal(", \"timestamp\": ")
        writer.number(Environment.wallClockSeconds())
        writer.literal(", \"env\": {\"TERM\": \"xterm-256color\"}}\n")
        flush()
    }

    /// Adds the event that draws `frame` over the frame recorded before it.
    func record(_ frame: Frame) {
        guard failure == nil else { return }
        let bytes = FrameEscapes.bytes(frame, since: shown)
        shown = frame
        guard !bytes.isEmpty else { return }
        let micros = max(0, Environment.monotonicMicroseconds() - start)
        writer.removeAll()
        if frame.width != size.width || frame.height != size.height {
            size = (frame.width, frame.height)
            event(at: micros, code: "r", String(frame.width) + "x" + String(frame.height))
        }
        event(at: micros, code: "o", bytes)
        flush()
    }

    /// One event's line, `[seconds, "code", "data"]`, added to the writer.
    private func event(at micros: Int, code: StaticString, _ data: String) {
        writer.literal("[")
        writer.number(micros / 1_000_000)
        writer.literal(".")
        let fraction = String(micros % 1_000_000)
        writer.write(String(repeating: "0", count: 6 - fraction.count) + fraction)
        writer.literal(", \"")
        writer.literal(code)
        writer.literal("\", ")
        writer.quoted(data)
        writer.literal("]\n")
    }

    /// One line for the status bar or stderr.
    var failureMessage: String? {
        failure.map { Wording.stoppedWriting(.recording, path: path, $0) }
    }

    private func flush() {
        guard failure == nil else { return }
        failure = WritableFile.write(descriptor, writer.bytes)
    }

    deinit { if !isClosed { FileDescriptor.close(descriptor) } }
}
