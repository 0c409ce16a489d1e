#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSystem

/// Reads standard input one line at a time with bounded memory: a line is never buffered beyond
/// `maximumLineBytes`, however long it is or whether it ever ends (`explain < /dev/zero`).
///
/// An over-long line is handed on as soon as its first `maximumLineBytes` bytes are in, longer than
/// any link a settings file may allow (`policies.maximumLinkLength` is at most 1,000,000), so the
/// engine reports it as `input-too-long` at once, even when the line never ends; a note on stderr says
/// so. The rest of that line is skipped, and reading goes on with the next line. Lines end at "\n" or
/// "\r\n", as with `readLine()`.
struct LineReader {
    /// 1 MiB: above the largest `maximumLinkLength` a settings file may set.
    static let maximumLineBytes = 1 << 20

    private let descriptor: Int32
    private let maximumLineBytes: Int
    private var chunk: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var lineNumber = 0
    /// True after an over-long line was handed on: the rest of it is skipped before the next line.
    private var skippingRest = false
    /// Runs before every read(2) that may wait for input: `explain` flushes its answers there, so a
    /// person typing links sees each answer at once, and an endless line's answer is not held back.
    var beforeRead: (() -> Void)?
    /// Why reading stopped early (the errno), if it did.
    private(set) var failure: Int32?
    /// Whether the line `next()` returned last was cut at `maximumLineBytes`.
    private(set) var lastLineWasCut = false
    /// Asked before each read(2) and after one a signal interrupted: true ends the input there, as if it
    /// had ended (`quiz` on Ctrl-C). Nil: an interrupted read is simply tried again.
    var interrupted: (() -> Bool)?
    /// Whether a cut line is noted on stderr; false where the caller says what it does instead.
    var notesCutLines = true

    init(descriptor: Int32, maximumLineBytes: Int = LineReader.maximumLineBytes, chunkBytes: Int = 1 << 16) {
        self.descriptor = descriptor
        self.maximumLineBytes = max(1, maximumLineBytes)
        self.chunk = [UInt8](repeating: 0, count: max(1, chunkBytes))
    }

    static func standardInput() -> LineReader { LineReader(descriptor: Platform.standardInput) }

    /// The next line without its line break, or nil at the end of input.
    mutating func next() -> String? {
        lastLineWasCut = false
        guard skipRestOfLongLine() else { return nil }
        // The common case: the whole line is in the chunk, and becomes a string without a copy between.
        if start < end, let newline = newlineIndex(), newline - start <= maximumLineBytes {
            let line = chunk.withUnsafeBufferPointer { [start] in Self.text(UnsafeBufferPointer(rebasing: $0[start..<newline]), cut: false) }
            start = newline + 1
            lineNumber += 1
            return line
        }
        var line: [UInt8] = []
        while true {
            if start == end {
                if atEnd || !fill() {
                    if line.isEmpty { return nil }
                    return finish(line, cut: false)
                }
            }
            let newline = newlineIndex()
            let stop = newline ?? end
            let room = maximumLineBytes - line.count
            let take = min(stop, start + room)
            line.append(contentsOf: chunk[start..<take])
            if take < stop {
                // Over the limit: answer now, whether or not the line ever ends.
                start = take
                skippingRest = true
                return finish(line, cut: true)
            }
            if let newline {
                start = newline + 1
                return finish(line, cut: false)
            }
            start = end
            if line.count == maximumLineBytes, moreBytesFollow() {
                skippingRest = true
                return finish(line, cut: true)
            }
        }
    }

    /// Whether another byte of the current line follows: reads on when the chunk is used up.
    private mutating func moreBytesFollow() -> Bool {
        if start == end, atEnd || !fill() { return false }
        return chunk[start] != 0x0A
    }

    /// Skips what is left of a line that was cut; false when the input ends first.
    private mutating func skipRestOfLongLine() -> Bool {
        while skippingRest {
            if start == end, atEnd || !fill() { return false }
            if let newline = newlineIndex() {
                start = newline + 1
                skippingRest = false
            } else {
                start = end
            }
        }
        return true
    }

    /// Where the next "\n" in the unread part of the chunk is, if there is one.
    private func newlineIndex() -> Int? {
        chunk.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress,
                  let found = Memory.find(0x0A, in: base + start, count: end - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Throws when standard input could not be read to its end.
    func finishReading() throws {
        if let failure { throw UsageError(.standardInputUnreadable(errno: failure)) }
    }

    private mutating func finish(_ bytes: [UInt8], cut: Bool) -> String {
        lineNumber += 1
        lastLineWasCut = cut
        if cut, notesCutLines {
            Terminal.standardError("linklab: " + Wording.lineCut(lineNumber, limit: maximumLineBytes))
        }
        return bytes.withUnsafeBufferPointer { Self.text($0, cut: cut) }
    }

    /// The line's text: a "\r" before the line break is dropped, unless the line was cut.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, cut: Bool) -> String {
        var kept = bytes
        if !cut, kept.last == 0x0D { kept = UnsafeBufferPointer(rebasing: kept.dropLast()) }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Reads the next chunk; false at the end of input or on an error (kept in `failure`).
    private mutating func fill() -> Bool {
        beforeRead?()
        start = 0
        end = 0
        while true {
            if interrupted?() == true {
                atEnd = true
                return false
            }
            let count = chunk.withUnsafeMutableBytes { FileDescriptor.readOnce(descriptor, into: $0) }
            if count > 0 {
                end = count
                return true
            }
            if count == 0 {
                atEnd = true
                return false
            }
            let error = SystemError.current
            if error.isInterrupted { continue }
            if error.wouldBlock {
                FileDescriptor.waitUntilReadable(descriptor, milliseconds: -1)
                continue
            }
            failure = error.code
            atEnd = true
            return false
        }
    }
}
