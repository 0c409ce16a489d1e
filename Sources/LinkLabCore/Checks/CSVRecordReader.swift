/// Reads RFC 4180 CSV one record at a time, byte by byte, with the line and column of every field (see
/// `CSVTable`): a list of a million rows is read in the memory of one row.
///
/// Columns count Unicode scalars, as people count characters in a CSV cell; a leading byte-order mark is
/// skipped. A record longer than `maximumRecordBytes` is an error rather than a growing buffer, so a file
/// that never ends a line (`/dev/zero`) is refused.
struct CSVRecordReader {
    /// Why reading stopped: the text is not CSV, a record is too long, or the file could not be read.
    enum Failure: Error {
        case syntax(CSVTable.SyntaxError)
        case recordTooLong(line: Int, limit: Int)
        case file(FileProblem)
    }

    var bytes: CheckListBytes
    let maximumRecordBytes: Int
    private var line = 1
    private var column = 0
    private var startedFile = false
    /// A "\r" ended the last record: a "\n" right after it belongs to the same line break.
    private var skipLineFeed = false
    private var value: [UInt8] = []
    private var fields: [CSVTable.Field] = []

    init(_ bytes: CheckListBytes, maximumRecordBytes: Int = .max) {
        self.bytes = bytes
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// The next record that is not blank, or nil at the end of the file.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func next() throws(Failure) -> CSVTable.Record? {
        if !startedFile {
            startedFile = true
            try skipByteOrderMark()
        }
        // Each turn reads one record; a blank line is no record, and the next turn reads on.
        while true {
            var fieldLine = line, fieldColumn = 1
            let recordLine = line
            var quoted = false, inQuotes = false, afterClosingQuote = false
            var recordBytes = 0
            value.removeAll(keepingCapacity: true)
            fields.removeAll(keepingCapacity: true)

            func endField() {
                fields.append(CSVTable.Field(value: String(decoding: value, as: UTF8.self), line: fieldLine, column: fieldColumn,
                                             index: fields.count + 1))
                value.removeAll(keepingCapacity: true)
                quoted = false
                afterClosingQuote = false
            }

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
                            value.append(0x22)
                            bytes.position += 1
                            column += 1
                            recordBytes += 1
                        } else {
                            inQuotes = false
                            afterClosingQuote = true
                        }
                    } else {
                        value.append(c)
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
                case 0x22 where value.isEmpty && !afterClosingQuote && !quoted:
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
                            line: fieldLine, column: fieldColumn, value: String(decoding: value, as: UTF8.self) + "\"",
                            problem: .quoteInUnquotedField))
                    }
                    value.append(c)
                }
                if endedLine { break }
            }
            if !endedLine {
                if inQuotes {
                    throw .syntax(CSVTable.SyntaxError(line: fieldLine, column: fieldColumn,
                                                       value: String(String(decoding: value, as: UTF8.self).prefix(40)),
                                                       problem: .quotedFieldNeverClosed))
                }
                guard !value.isEmpty || !fields.isEmpty || quoted else { return nil }
                endField()
            }
            if fields.count == 1, fields[0].value.isEmpty {
                if endedLine { continue }
                return nil
            }
            return CSVTable.Record(line: recordLine, fields: fields)
        }
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
        value.append(contentsOf: bytes.buffer[start..<i])
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

