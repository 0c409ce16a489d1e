/// Reads a bracketed paste's body in large chunks and hands each to `InputDecoder.decodePasteBytes`,
/// so that a paste costs one pass over its bytes instead of a system call and a key-tree walk per
/// byte (through ncurses a 10 MB paste took 30 s and more).
///
/// It carries the start of a marker split between two reads over to the next, and returns the few
/// bytes read past the end marker, which the backend gives back to its key reader. The reading
/// itself is a closure, so the whole intake is tested without a terminal.
public struct PasteReader: Sendable {
    /// Bytes asked for in one read.
    public static let chunkSize = 1 << 16

    private var chunk: [UInt8]

    public init(chunkSize: Int = PasteReader.chunkSize) {
        // Room for a carried marker start (five bytes) and at least one new byte.
        chunk = [UInt8](repeating: 0, count: max(8, chunkSize))
    }

    /// What one paste's intake gave.
    public struct Outcome: Sendable, Equatable {
        /// Events the decoder completed (the paste, once it ends by silence).
        public var events: [InputEvent]
        /// Bytes read after the end marker, to be read as keys (at most `InputDecoder.handBackLimit`).
        public var handBack: [UInt8]
    }

    /// Reads until the decoder is no longer in a paste. `read` fills the buffer it is given and
    /// returns how many bytes it put there; zero or less means nothing came within
    /// `InputDecoder.pasteSilenceMilliseconds`, or input ended: the paste then ends with what came.
    public mutating func readBody(into decoder: inout InputDecoder, read: (UnsafeMutableRawBufferPointer) -> Int) -> Outcome {
        var events: [InputEvent] = []
        var kept = 0
        while decoder.isInPaste {
            let count = chunk.withUnsafeMutableBytes { read(UnsafeMutableRawBufferPointer(rebasing: $0[kept...])) }
            guard count > 0 else {
                events += chunk.withUnsafeBytes { decoder.decodePasteBytes(UnsafeRawBufferPointer(rebasing: $0[..<kept]), more: false) }.events
                events += decoder.decode(.quiet)
                return Outcome(events: events, handBack: [])
            }
            let total = kept + min(count, chunk.count - kept)
            let intake = chunk.withUnsafeBytes { decoder.decodePasteBytes(UnsafeRawBufferPointer(rebasing: $0[..<total]), more: true) }
            events += intake.events
            let rest = Array(chunk[intake.consumed..<total])
            if !decoder.isInPaste { return Outcome(events: events, handBack: rest) }
            // The start of a marker, completed by the next read.
            kept = rest.count
            chunk.replaceSubrange(0..<kept, with: rest)
        }
        return Outcome(events: events, handBack: [])
    }
}
