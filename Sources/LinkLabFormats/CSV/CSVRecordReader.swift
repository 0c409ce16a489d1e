#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// Reads RFC 4180 CSV one record at a time, byte by byte, with the line and column of every field (see
/// `CSVTable`): a list of a million rows is read in the memory of one row.
///
/// Columns count Unicode scalars, as people count characters in a CSV cell; a leading byte-order mark is
/// skipped. A record longer than `maximumRecordBytes` is an error rather than a growing buffer, so a file
/// that never ends a line (`/dev/zero`) is refused.
package struct CSVRecordReader {
    /// Why reading stopped: the text is not CSV, a record is too long, or the file could not be read.
    package enum Failure: Error {
        case syntax(CSVTable.SyntaxError)
        case recordTooLong(line: Int, limit: Int)
        case file(FileProblem)
    }

    package var bytes: CheckListBytes
    let maximumRecordBytes: Int
    private var line = 1
    private var column = 0
    private var startedFile = false
    /// A "\r" ended the last record: a "\n" right after it belongs to the same line break.
    private var skipLineFeed = false
    /// The bytes of every field of the record just read, one after another; `spans` says where each lies.
    package private(set) var fieldBytes: [UInt8] = []
    /// The fields of the record just read, in order.
    package private(set) var spans: [FieldSpan] = []
    /// The line the record just read starts on.
    package private(set) var recordLine = 0

    /// One field of the record just read: where its bytes lie in `fieldBytes`, and where it starts in the file.
    package struct FieldSpan {
        package var start: Int
        package var end: Int
        package var line: Int
        package var column: Int

        package var isEmpty: Bool { start == end }
    }

    package init(_ bytes: CheckListBytes, maximumRecordBytes: Int = .max) {
        self.bytes = bytes
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// The next record that is not blank, or nil at the end of the file.
    package mutating func next() throws(Failure) -> CSVTable.Record? {
        guard try nextRecord() else { return nil }
        var fields: [CSVTable.Field] = []
        fields.reserveCapacity(spans.count)
        for (i, span) in spans.enumerated() {
            fields.append(CSVTable.Field(value: value(span), line: span.line, column: span.column, index: i + 1))
        }
        return CSVTable.Record(line: recordLine, fields: fields)
    }

    /// A field's value as text.
    package func value(_ span: FieldSpan) -> String {
        fieldBytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[span.start..<span.end]), as: UTF8.self) }
    }

    /// Reads the next record that is not blank into `fieldBytes`, `spans` and `recordLine`; false at the end
    /// of the file. No text is made: the caller makes what it needs from the bytes.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    package mutating func nextRecord() throws(Failure) -> Bool {
        if !startedFile {
            startedFile = true
            try skipByteOrderMark()
        }
        // Each turn reads one record; a blank line is no record, and the next turn reads on.
        while true {
            var fieldLine = line, fieldColumn = 1
            recordLine = line
            var quoted = false, inQuotes = false, afterClosingQuote = false
            var recordBytes = 0
            fieldBytes.removeAll(keepingCapacity: true)
            spans.removeAll(keepingCapacity: true)
            var fieldStart = 0
            if !skipLineFeed, try more(), let blank = takePlainLine() {
                if blank { continue }
                return true
            }

            func endField() {
                spans.append(FieldSpan(start: fieldStart, end: fieldBytes.count, line: fieldLine, column: fieldColumn))
                fieldStart = fieldBytes.count
                quoted = false
                afterClosingQuote = false
            }
            /// The field read so far, as text (only on the way to an error).
            func fieldText() -> String { String(decoding: fieldBytes[fieldStart...], as: UTF8.self) }

            var endedLine = false
            while try more() {
                if !inQuotes, !afterClosingQuote, !skipLineFeed, takePlainRun(&recordBytes) { continue }
                let c = bytes.buffer[bytes.position]
                bytes.position += 1
                if skipLineFeed {
                    skipLineFeed = false
                    if c == 0x0A { continue }
                }
                recordBytes += 1
                if recordBytes > maximumRecordBytes { throw .recordTooLong(line: recordLine, limit: maximumRecordBytes) }
                // A continuation byte is part of the character before it: it takes no column.
                if c & 0xC0 != 0x80 { column += 1 }
                if inQuotes {
                    if c == 0x22 {
                        if try more(), bytes.buffer[bytes.position] == 0x22 {
                            fieldBytes.append(0x22)
                            bytes.position += 1
                            column += 1
                            recordBytes += 1
                        } else {
                            inQuotes = false
                            afterClosingQuote = true
                        }
                    } else {
                        fieldBytes.append(c)
                        if c == 0x0A { line += 1; column = 0 }
                    }
                    continue
                }
                switch c {
                case 0x2C: // ,
                    endField()
                    fieldLine = line
                    fieldColumn = column + 1
                case 0x0A, 0x0D:
                    endField()
                    line += 1
                    column = 0
                    skipLineFeed = c == 0x0D
                    endedLine = true
                case 0x22 where fieldBytes.count == fieldStart && !afterClosingQuote && !quoted:
                    quoted = true
                    inQuotes = true
                default:
                    if afterClosingQuote {
                        throw .syntax(CSVTable.SyntaxError(
                            line: line, column: column, value: try scalarText(startingWith: c),
                            problem: .textAfterClosingQuote))
                    }
                    if c == 0x22 {
                        throw .syntax(CSVTable.SyntaxError(
                            line: fieldLine, column: fieldColumn, value: fieldText() + "\"",
                            problem: .quoteInUnquotedField))
                    }
                    fieldBytes.append(c)
                }
                if endedLine { break }
            }
            if !endedLine {
                if inQuotes {
                    throw .syntax(CSVTable.SyntaxError(line: fieldLine, column: fieldColumn,
                                                       value: String(fieldText().prefix(40)),
                                                       problem: .quotedFieldNeverClosed))
                }
                guard fieldBytes.count > fieldStart || !spans.isEmpty || quoted else { return false }
                endField()
            }
            if spans.count == 1, spans[0].isEmpty {
                if endedLine { continue }
                return false
            }
            return true
        }
    }

    /// The common record, read in one pass: a whole line in this chunk with no quote and no carriage return,
    /// split at its commas, with the lines and columns the byte loop would give. Nil when the record is not
    /// such a line (the byte loop reads it); otherwise whether the line was blank.
    private mutating func takePlainLine() -> Bool? {
        let start = bytes.position, end = bytes.end
        return bytes.buffer.withUnsafeBufferPointer { buffer -> Bool? in
            guard let base = buffer.baseAddress,
                  let hit = Memory.find(0x0A, in: base + start, count: end - start) else { return nil }
            let stop = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            // The line break counts towards the record's bytes, as in the byte loop.
            guard stop - start + 1 <= maximumRecordBytes else { return nil }
            var columns = 0, fieldColumn = 1, fieldStart = 0
            var i = start
            let offset = fieldBytes.count - start
            spans.removeAll(keepingCapacity: true)
            while i < stop {
                // Eight ASCII bytes at a time (no quote or carriage return): one column each, and a field
                // ended at each comma among them.
                if i + 8 <= stop, var commas = Self.commasInPlainWord(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                    while commas != 0 {
                        let k = commas.trailingZeroBitCount >> 3
                        spans.append(FieldSpan(start: fieldStart, end: i + k + offset, line: line, column: fieldColumn))
                        fieldStart = i + k + 1 + offset
                        fieldColumn = columns + k + 2
                        commas &= commas &- 1
                    }
                    columns += 8
                    i += 8
                    continue
                }
                // Otherwise that word byte by byte.
                let wordEnd = min(i + 8, stop)
                while i < wordEnd {
                    let c = base[i]
                    if c == 0x22 || c == 0x0D { spans.removeAll(keepingCapacity: true); return nil }
                    if c & 0xC0 != 0x80 { columns += 1 }
                    if c == 0x2C {
                        spans.append(FieldSpan(start: fieldStart, end: i + offset, line: line, column: fieldColumn))
                        fieldStart = i + 1 + offset
                        fieldColumn = columns + 1
                    }
                    i += 1
                }
            }
            spans.append(FieldSpan(start: fieldStart, end: stop + offset, line: line, column: fieldColumn))
            fieldBytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: stop - start))
            bytes.position = stop + 1
            line += 1
            column = 0
            return spans.count == 1 && spans[0].isEmpty
        }
    }

    /// For eight bytes in ASCII with no quote and no carriage return, the high bit of each comma byte (the
    /// first byte in memory is the lowest of the word); nil for any other eight bytes.
    @inline(__always)
    static func commasInPlainWord(_ loaded: UInt64) -> UInt64? {
        let word = UInt64(littleEndian: loaded)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080, lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        guard word & highs == 0 else { return nil }
        /// The high bit of each byte equal to `byte`, exactly (every byte is below 0x80, so no sum carries).
        func matches(_ byte: UInt64) -> UInt64 {
            let x = word ^ (ones &* byte)
            return ~((x &+ lows) | x) & highs
        }
        guard matches(0x22) | matches(0x0D) == 0 else { return nil }
        return matches(0x2C)
    }

    /// Takes the run of plain bytes (no comma, quote or line break) of an unquoted field that starts at the
    /// next byte and lies in this chunk, in one go: what the byte loop would do with each, counting columns
    /// the same way. False when there is no such run, or when it would pass the record limit (the byte loop
    /// then finds the exact byte where it does).
    @inline(__always)
    private mutating func takePlainRun(_ recordBytes: inout Int) -> Bool {
        let start = bytes.position, end = bytes.end
        var i = start, columns = 0
        bytes.buffer.withUnsafeBufferPointer { buffer in
            while i < end {
                let c = buffer[i]
                if c == 0x2C || c == 0x22 || c == 0x0A || c == 0x0D { break }
                if c & 0xC0 != 0x80 { columns += 1 }
                i += 1
            }
        }
        let count = i - start
        guard count > 0, recordBytes + count <= maximumRecordBytes else { return false }
        fieldBytes.append(contentsOf: bytes.buffer[start..<i])
        bytes.position = i
        recordBytes += count
        column += columns
        return true
    }

    /// Whether another byte is there to read.
    @inline(__always)
    private mutating func more() throws(Failure) -> Bool {
        do throws(FileProblem) {
            return try bytes.hasByte()
        } catch {
            throw .file(error)
        }
    }

    /// U+FEFF at the very start of the file is a byte-order mark, not text.
    private mutating func skipByteOrderMark() throws(Failure) {
        guard try more(), bytes.buffer[bytes.position] == 0xEF else { return }
        // The file is UTF-8, so 0xEF starts three bytes; they are in this chunk unless it ends with them.
        var mark: [UInt8] = []
        let saved = bytes.position
        while mark.count < 3, bytes.position < bytes.end {
            mark.append(bytes.buffer[bytes.position])
            bytes.position += 1
        }
        if mark == [0xEF, 0xBB, 0xBF] { return }
        bytes.position = saved
    }

    /// The character that starts with `lead`, its continuation bytes read from the file.
    private mutating func scalarText(startingWith lead: UInt8) throws(Failure) -> String {
        var scalar = [lead]
        while try more(), bytes.buffer[bytes.position] & 0xC0 == 0x80 {
            scalar.append(bytes.buffer[bytes.position])
            bytes.position += 1
        }
        return String(decoding: scalar, as: UTF8.self)
    }
}

