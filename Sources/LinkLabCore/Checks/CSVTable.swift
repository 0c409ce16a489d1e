import Foundation

/// RFC 4180 CSV, read with the line and column of every field so that a mistake can be pointed at:
/// commas separate fields, CRLF or LF ends a record, a quoted field may hold commas, line breaks and
/// `""` for a quote. Blank lines are skipped.
public struct CSVTable: Sendable, Equatable {
    /// One field and where it starts: its line (from 1), its character column (from 1) and its
    /// position in the record (from 1).
    public struct Field: Sendable, Equatable {
        public var value: String
        public var line: Int
        public var column: Int
        public var index: Int
    }

    /// A record: its fields, and the line it starts on.
    public struct Record: Sendable, Equatable {
        public var line: Int
        public var fields: [Field]
    }

    /// Text that is not CSV: where, and why.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var value: String
        public var reason: String
    }

    public var records: [Record]

    public init(text: String) throws(SyntaxError) {
        var records: [Record] = []
        var fields: [Field] = []
        var value = ""
        var line = 1, column = 0
        var fieldLine = 1, fieldColumn = 1, recordLine = 1
        var quoted = false, inQuotes = false, afterClosingQuote = false
        var characters = Array(text.unicodeScalars)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var i = 0

        func endField() {
            fields.append(Field(value: value, line: fieldLine, column: fieldColumn, index: fields.count + 1))
            value = ""
            quoted = false
            afterClosingQuote = false
        }
        func endRecord() {
            endField()
            let blank = fields.count == 1 && fields[0].value.isEmpty && !quoted
            if !blank { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
        }

        while i < characters.count {
            let c = characters[i]
            column += 1
            if inQuotes {
                if c == "\"" {
                    if i + 1 < characters.count, characters[i + 1] == "\"" {
                        value.unicodeScalars.append("\"")
                        i += 1
                        column += 1
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                } else {
                    value.unicodeScalars.append(c)
                    if c == "\n" { line += 1; column = 0 }
                }
                i += 1
                continue
            }
            switch c {
            case ",":
                endField()
                fieldLine = line
                fieldColumn = column + 1
            case "\r" where i + 1 < characters.count && characters[i + 1] == "\n":
                break
            case "\n", "\r":
                endRecord()
                line += 1
                column = 0
                fieldLine = line
                fieldColumn = 1
                recordLine = line
            case "\"" where value.isEmpty && !afterClosingQuote && !quoted:
                quoted = true
                inQuotes = true
            default:
                if afterClosingQuote {
                    throw SyntaxError(line: line, column: column, value: String(c),
                                      reason: "text after a closing quote; a quoted field must end at a comma or the end of the line")
                }
                if c == "\"" {
                    throw SyntaxError(line: fieldLine, column: fieldColumn, value: value + "\"",
                                      reason: "a quote inside an unquoted field; quote the whole field and write \"\" for each quote")
                }
                value.unicodeScalars.append(c)
            }
            i += 1
        }
        if inQuotes {
            throw SyntaxError(line: fieldLine, column: fieldColumn, value: String(value.prefix(40)), reason: "a quoted field is never closed")
        }
        if !value.isEmpty || !fields.isEmpty || quoted { endRecord() }
        self.records = records
    }

    /// Quotes a value for CSV when it needs it: commas, quotes, line breaks or surrounding spaces.
    public static func quote(_ value: String) -> String {
        let needs = value.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || value.first == " " || value.last == " "
        return needs ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
    }
}
