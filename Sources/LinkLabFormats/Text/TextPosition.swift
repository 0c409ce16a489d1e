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
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // A byte-order mark is invisible in an editor, so it takes no column.
        if lineStart == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
        var prefix = bytes[lineStart..<end]
        if prefix.last == UInt8(ascii: "\r") { prefix = prefix.dropLast() }
        self.line = line
        self.column = String(decoding: UnsafeBufferPointer(rebasing: prefix), as: UTF8.self).count + 1
    }

    init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { TextPosition(offset: offset, in: $0) }
    }
}
