#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Collects output lines, makes each safe to show, and writes them in large blocks, so that
/// 200,000 lines do not cost 200,000 writes. A write that fails ends the program with status 3.
///
/// Every line is sanitised here, at the exit, whatever its source (a link, a settings name, a
/// scenario's text): colour is added after sanitising, never inside the text.
final class OutputBuffer {
    /// The bytes held and not yet written. The writers below append to them in place: a decision is worded
    /// straight into the output, not into a buffer of its own and then copied here.
    let text: TextWriter
    /// JSON into the same bytes as `text`.
    let json: JSONWriter
    /// A held buffer keeps its lines until another buffer takes them (`append(_:)`): a `--jobs` thread's output.
    private let holds: Bool
    /// Where, in the lines not yet written, the first failed decision begins (`markFailure()`): once a byte
    /// of it is written, a closed pipe ends the command with status 1, not 0 (`Terminal.outputFailed`).
    private var failureOffset: Int?

    init() {
        holds = false
        text = TextWriter(capacity: 1 << 16)
        json = JSONWriter(appendingTo: text)
    }

    /// A buffer that writes nothing itself: its lines are taken, in order, by the buffer that writes.
    init(holding: (), capacity: Int = 0) {
        holds = true
        text = TextWriter(capacity: capacity)
        json = JSONWriter(appendingTo: text)
    }

    /// The bytes held and not yet written.
    var count: Int { text.count }

    /// Takes the lines a held buffer collected, as they are (they were made safe when they went in).
    func append(_ held: OutputBuffer) {
        if failureOffset == nil, let offset = held.failureOffset { failureOffset = count + offset }
        held.failureOffset = nil
        append(safe: held.text.bytes)
        var taken = held.text
        taken.removeAll()
        flushWhenFull()
    }

    /// One line of text, every unsafe character in it shown escaped.
    func line(_ text: String) {
        append(DisplayText.sanitize(text, limit: .max))
        newline()
    }

    /// Ends the line worded into `json` or `text`.
    func endLine() { newline() }

    /// Whole lines, each ending in "\n", already safe to show (`TextWriter` sanitised them as they were worded).
    func lines(safe text: UnsafeBufferPointer<UInt8>) {
        append(safe: text)
        flushWhenFull()
    }

    /// Lines worded into `text`, each already ending in "\n": written once enough are held.
    func endLines() { flushWhenFull() }

    /// One line made of pieces, each sanitised and then painted in its colour.
    func line(_ spans: Span...) { line(spans) }

    func line(_ spans: [Span]) {
        for span in spans {
            let safe = DisplayText.sanitize(span.text, limit: .max)
            if let colour = span.colour, !safe.isEmpty {
                append("\u{1B}[\(colour)m")
                append(safe)
                append("\u{1B}[0m")
            } else {
                append(safe)
            }
        }
        newline()
    }

    /// The lines given since the last write report a failed decision or expectation.
    func markFailure() {
        if failureOffset == nil { failureOffset = count }
    }

    func flush() {
        guard !holds, count > 0 else { return }
        var written = 0
        let outcome = CheckedWrite.all(UnsafeRawBufferPointer(text.bytes), to: Platform.standardOutput, count: &written)
        var emptied = text
        emptied.removeAll()
        if let failureOffset, written > failureOffset { Terminal.failureWritten = true }
        failureOffset = nil
        if outcome != .written { Terminal.outputFailed(outcome) }
    }

    deinit { flush() }

    private func append(_ string: String) {
        var string = string
        string.withUTF8 { append(safe: $0) }
    }

    private func append(safe bytes: UnsafeBufferPointer<UInt8>) {
        var writer = text
        writer.safe(bytes)
    }

    private func newline() {
        var writer = text
        writer.byte(10)
        flushWhenFull()
    }

    private func flushWhenFull() {
        if count >= 1 << 16 { flush() }
    }
}

/// A piece of an output line and the SGR colour it is painted in, if any ("1;32" is bold green).
struct Span {
    var text: String
    var colour: String?

    init(_ text: String, colour: String? = nil) {
        self.text = text
        self.colour = colour
    }
}
