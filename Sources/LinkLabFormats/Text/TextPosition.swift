/// Line and column of a byte offset in UTF-8 text, as an editor counts them: lines from 1, columns from 1 in characters.
public struct TextPosition: Equatable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Worked out only when an error is reported, so parsing itself never counts lines.
    init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var counter = Counter()
        for index in 0..<min(max(offset, 0), bytes.count) { counter.advance(over: bytes[index]) }
        self = counter.position
    }

    init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { TextPosition(offset: offset, in: $0) }
    }

    /// Lines, and the bytes of the line so far, counted as text goes by: LinkLab's one way of naming a line and
    /// column, for text in memory and for a file read a piece at a time alike.
    package struct Counter {
        private var line = 1
        private var lineBytes: [UInt8] = []
        private var onFirstLine = true

        package init() {}

        package mutating func advance(over byte: UInt8) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineBytes.removeAll(keepingCapacity: true)
                onFirstLine = false
            } else {
                lineBytes.append(byte)
            }
        }

        /// Where the next byte is. A byte-order mark is invisible in an editor, and a carriage return ends a
        /// line there, so neither takes a column.
        package var position: TextPosition {
            var prefix = lineBytes[...]
            if onFirstLine, prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix = prefix.dropFirst(3) }
            if prefix.last == UInt8(ascii: "\r") { prefix = prefix.dropLast() }
            return TextPosition(line: line, column: String(decoding: prefix, as: UTF8.self).count + 1)
        }
    }
}
