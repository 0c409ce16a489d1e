#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabSystem
import LinkLabFormats

/// Reads a check list one row at a time, so that `linklab check` holds one row, not the list: CSV with a
/// header row, or JSON Lines (see `CheckListLoader`). Every error names the file, line, column and value,
/// as the loader always has; a byte that is not UTF-8 anywhere in the file is reported before any other
/// mistake, as when the file was read whole.
public struct CheckListReader {
    /// How the rows are written.
    public enum Format: Sendable {
        case csv, jsonLines
    }

    /// A row (a CSV record or a JSON Lines line) longer than this is refused: the most memory one row may take.
    public static let maximumRowBytes = 4 << 20

    public let file: String
    let format: Format
    private var bytes: CheckListBytes
    var csv: CSVRecordReader?
    private(set) var names: [CheckListLoader.Key] = []
    private let baseDirectory: String
    private let scope: String?
    private let platform: Platform
    let defaultTap: Tap
    private let rowLimit: Int?
    var rows = 0
    /// The rows read so far (all of them after `validateRest()`).
    public var rowCount: Int { rows }
    private var lineNumber = 0
    private var line: [UInt8] = []
    private var cells = CheckListLoader.Cells()

    /// A reader of `list`; the format is told by the extension (`.csv`, `.jsonl`, `.ndjson`), else by whether
    /// the first line starts with `{`. Payload files must lie in the list's folder unless `allowOutside`.
    public init(_ list: CheckList, allowOutside: Bool = false, platform: Platform = .ios, defaultTap: Tap = .unspecified,
                rowLimit: Int? = nil) throws(CheckListError) {
        let base = Paths.folder(of: list.path)
        try self.init(list, format: nil, baseDirectory: base, scope: allowOutside ? nil : (base.isEmpty ? "." : base),
                      platform: platform, defaultTap: defaultTap, rowLimit: rowLimit)
    }

    init(_ list: CheckList, format: Format?, baseDirectory: String, scope: String?, platform: Platform, defaultTap: Tap,
         rowLimit: Int?) throws(CheckListError) {
        file = list.path
        self.baseDirectory = baseDirectory
        self.scope = scope
        self.platform = platform
        self.defaultTap = defaultTap
        self.rowLimit = rowLimit
        do throws(FileProblem) {
            bytes = try list.walk()
            if let format {
                self.format = format
            } else {
                let lower = list.path.lowercased()
                var jsonLines = lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson")
                if !jsonLines, !lower.hasSuffix(".csv") { jsonLines = try Self.startsWithBrace(&bytes) }
                self.format = jsonLines ? .jsonLines : .csv
            }
        } catch {
            throw Self.error(error, file: list.path)
        }
        if self.format == .csv {
            csv = CSVRecordReader(bytes, maximumRecordBytes: Self.maximumRowBytes)
            try readHeader()
        }
    }

    /// Every row, held in memory.
    mutating func all() throws(CheckListError) -> [CheckRow] {
        var rows: [CheckRow] = []
        while let row = try next() { rows.append(row) }
        return rows
    }

    /// The next row, or nil at the end of the list.
    public mutating func next() throws(CheckListError) -> CheckRow? {
        do throws(CheckListError) {
            return format == .csv ? try nextCSV() : try nextJSONLine()
        } catch {
            throw encodingProblem() ?? error
        }
    }

    /// Whether the file's first character that is not white space is `{`.
    private static func startsWithBrace(_ bytes: inout CheckListBytes) throws(FileProblem) -> Bool {
        guard try bytes.hasByte() else { return false }
        let text = String(decoding: bytes.buffer[bytes.position..<bytes.end], as: UTF8.self)
        return text.drop { $0.isWhitespace }.first == "{"
    }

    /// On the way to an error: the first byte that is not UTF-8 in the rest of the file, which wins over any
    /// other mistake, as it did when the whole file was checked before its rows were read.
    mutating func encodingProblem() -> CheckListError? {
        do throws(FileProblem) {
            if csv != nil {
                while try csv!.bytes.hasByte() { csv!.bytes.position = csv!.bytes.end }
            } else {
                while try bytes.hasByte() { bytes.position = bytes.end }
            }
            return nil
        } catch {
            return Self.error(error, file: file)
        }
    }

    private static func error(_ problem: FileProblem, file: String) -> CheckListError {
        if case .notUTF8(let line, let column, _) = problem {
            return CheckListError(file: file, line: line, column: column, problem: .file(problem))
        }
        return CheckListError(file: file, line: 0, problem: .file(problem))
    }

    private func tooLong(line: Int) -> CheckListError {
        CheckListError(file: file, line: line, problem: .rowTooLong(mebibytes: Self.maximumRowBytes >> 20))
    }

    // MARK: CSV

    /// The CSV reader's failure as the list's error, with its line and column.
    private func listError(_ error: CSVRecordReader.Failure) -> CheckListError {
        switch error {
        case .syntax(let e): CheckListError(file: file, line: e.line, column: e.column, value: e.value, problem: .csv(e.problem))
        case .recordTooLong(let line, _): tooLong(line: line)
        case .file(let problem): Self.error(problem, file: file)
        }
    }

    private mutating func record() throws(CheckListError) -> CSVTable.Record? {
        do throws(CSVRecordReader.Failure) {
            return try csv!.next()
        } catch {
            throw listError(error)
        }
    }

    private mutating func readHeader() throws(CheckListError) {
        guard let header = try record() else {
            throw encodingProblem() ?? CheckListError(file: file, line: 1, problem: .noHeader)
        }
        do throws(CheckListError) {
            for field in header.fields {
                let name = field.value.trimmingSpaces
                guard let key = CheckListLoader.Key(name: name) else {
                    throw CheckListError(file: file, line: field.line, column: field.column, value: field.value,
                                         problem: .unknownColumn(known: CheckListLoader.columns))
                }
                if names.contains(key) {
                    throw CheckListError(file: file, line: field.line, column: field.column, value: field.value, problem: .columnTwice)
                }
                names.append(key)
            }
            guard names.contains(.outcome), names.contains(.link) || names.contains(.payload) else {
                throw CheckListError(file: file, line: header.line, problem: .headerLacksColumns)
            }
        } catch {
            throw encodingProblem() ?? error
        }
    }

    /// Reads the next record's fields into the CSV reader, or false at the end of the list.
    mutating func nextFields() throws(CheckListError) -> Bool {
        do throws(CSVRecordReader.Failure) {
            return try csv!.nextRecord()
        } catch {
            throw listError(error)
        }
    }

    private mutating func nextCSV() throws(CheckListError) -> CheckRow? {
        guard try nextFields() else { return nil }
        try checkRecordShape()
        if let plain = plainRecord() { return plainRow(plain) }
        return try currentCSVRow()
    }

    /// The record just read, against the row limit and the header's width.
    mutating func checkRecordShape() throws(CheckListError) {
        let reader = csv!
        if let rowLimit, rows == rowLimit { throw CheckListLoader.tooManyRows(file: file, line: reader.recordLine, limit: rowLimit) }
        if reader.spans.count > names.count {
            let extra = reader.spans[names.count]
            throw CheckListError(file: file, line: extra.line, column: extra.column, value: reader.value(extra),
                                 problem: .extraField(columns: names.count))
        }
    }

    /// The record just read, as a row.
    mutating func currentCSVRow() throws(CheckListError) -> CheckRow {
        let reader = csv!
        // The cells are kept from row to row, so that reading a row makes no new array for them.
        cells.removeAll()
        for (i, span) in reader.spans.enumerated() where !span.isEmpty {
            // A cell that is empty once read (`'` alone is an empty marked cell) is a cell not given.
            let value = reader.fieldBytes.withUnsafeBufferPointer { CSVCell.read(UnsafeBufferPointer(rebasing: $0[span.start..<span.end])) }
            if !value.isEmpty { cells[names[i]] = CheckListLoader.Cell(text: .string(value), column: span.column, key: names[i]) }
        }
        rows += 1
        return try CheckListLoader.row(file: file, line: reader.recordLine, baseDirectory: baseDirectory, scope: scope,
                                       platform: platform, defaultTap: defaultTap, cells: cells)
    }

    // MARK: JSON Lines

    /// The next line's bytes into `line`, without its "\n"; false at the end of the file.
    private mutating func readLine() throws(CheckListError) -> Bool {
        line.removeAll(keepingCapacity: true)
        var over = false
        do throws(FileProblem) {
            guard try bytes.hasByte() else { return false }
            lineNumber += 1
            while try bytes.hasByte() {
                let found = bytes.buffer.withUnsafeBufferPointer { buffer -> Int? in
                    guard let base = buffer.baseAddress,
                          let hit = Memory.find(0x0A, in: base + bytes.position, count: bytes.end - bytes.position) else { return nil }
                    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                }
                let stop = found ?? bytes.end
                if line.count + stop - bytes.position > Self.maximumRowBytes { over = true; break }
                line.append(contentsOf: bytes.buffer[bytes.position..<stop])
                if let found {
                    bytes.position = found + 1
                    return true
                }
                bytes.position = bytes.end
            }
        } catch {
            throw Self.error(error, file: file)
        }
        if over { throw tooLong(line: lineNumber) }
        return true
    }

    private mutating func nextJSONLine() throws(CheckListError) -> CheckRow? {
        while try readLine() {
            let lineNumber = lineNumber
            guard let first = line.firstIndex(where: { !Self.isASCIISpace($0) }) else { continue }
            // A line that starts with a non-ASCII character may still be blank (Unicode spaces): ask Foundation.
            let text = String(decoding: line, as: UTF8.self)
            if line[first] >= 0x80, text.trimmingWhiteSpace().isEmpty { continue }
            if let rowLimit, rows == rowLimit { throw CheckListLoader.tooManyRows(file: file, line: lineNumber, limit: rowLimit) }
            func shown() -> String { String(text.trimmingWhiteSpace().prefix(60)) }
            let json: JSONValue
            do {
                json = try JSONValue.parse(text)
            } catch {
                throw CheckListError(file: file, line: lineNumber, value: shown(), problem: .lineNotJSON(error))
            }
            guard let members = json.members else {
                throw CheckListError(file: file, line: lineNumber, column: 1, value: shown(), problem: .lineNotAnObject)
            }
            // Where each key is written is found only for an error: every cell's column is located then.
            for (key, value) in members where !CheckListLoader.jsonKeys.contains(key) {
                throw CheckListError(file: file, line: lineNumber, column: JSONLineKeys(line).column(of: key), columnName: key, value: JSONText.render(value),
                                     problem: .unknownKey(known: CheckListLoader.jsonKeys.filter { $0 != "comment" }))
            }
            var cells = CheckListLoader.Cells()
            for (key, value) in members {
                guard let known = CheckListLoader.Key(name: key), !known.isExpectation, cells[known] == nil else { continue }
                cells[known] = CheckListLoader.Cell(text: value, column: Self.columnNotLocated, key: known)
            }
            if let e = json["expect"] {
                guard let m = e.members else {
                    throw CheckListError(file: file, line: lineNumber, column: JSONLineKeys(line).column(of: "expect"), columnName: "expect", value: JSONText.render(e),
                                         problem: .expectNotAnObject)
                }
                for (key, value) in m where !CheckListLoader.expectKeys.contains(key) {
                    throw CheckListError(file: file, line: lineNumber, column: JSONLineKeys(line).column(of: key, inExpect: true), columnName: "expect.\(key)",
                                         value: JSONText.render(value),
                                         problem: .unknownExpectation(known: CheckListLoader.expectKeys))
                }
                for (key, value) in m {
                    guard let known = CheckListLoader.Key(name: key), cells[known] == nil else { continue }
                    cells[known] = CheckListLoader.Cell(text: value, column: Self.columnNotLocated, key: known, inExpect: true)
                }
            }
            rows += 1
            do {
                return try CheckListLoader.row(file: file, line: lineNumber, baseDirectory: baseDirectory, scope: scope,
                                               platform: platform, defaultTap: defaultTap, cells: cells)
            } catch {
                throw located(error)
            }
        }
        return nil
    }

    /// The column of a JSON Lines cell, until an error needs it: the keys are found in the line then.
    private static let columnNotLocated = 0

    /// An error about a JSON Lines cell, with the column where its key is written.
    private func located(_ error: CheckListError) -> CheckListError {
        guard error.column == Self.columnNotLocated, let name = error.columnName else { return error }
        var error = error
        let keys = JSONLineKeys(line)
        error.column = name.hasPrefix("expect.") ? keys.column(of: String(name.dropFirst(7)), inExpect: true) : keys.column(of: name)
        return error
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
