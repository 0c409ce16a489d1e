#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats

/// Plain CSV rows, read from their bytes: a link row whose outcome, codes and sign-in are spelled as LinkLab
/// writes them, with any route and note. Such a row is checked without making any text (`check`'s first
/// reading), and built without the cells every other row goes through (its second).
extension CheckListReader {
    /// Reads the rest of the list and throws the first mistake `next()` would throw, in the same words.
    ///
    /// A plain row is checked on its bytes: no text is made for it, and no row. Any other row (a payload,
    /// where it was tapped, a marked `'` cell, a value spelled otherwise) is built as `next()` builds it, so
    /// that its mistake is worded as it always was. Only a row the loader accepts is ever called plain
    /// (`CheckListValidationTests` holds the two readings to the same verdicts and rows).
    public mutating func validateRest() throws(CheckListError) {
        guard format == .csv else {
            while try next() != nil {}
            return
        }
        do throws(CheckListError) {
            while try nextFields() {
                try checkRecordShape()
                if plainRecord() != nil {
                    rows += 1
                } else {
                    _ = try currentCSVRow()
                }
            }
        } catch {
            throw encodingProblem() ?? error
        }
    }

    /// Where the cells of a plain record lie, and what its outcome and sign-in are.
    struct PlainRecord {
        typealias Span = CSVRecordReader.FieldSpan
        var link: Span
        var outcome: Outcome
        var route: Span?
        var codes: Span?
        var signedIn = true
        var note: Span?
    }

    /// The CSV record just read, when it is plain; nil when it must be read cell by cell.
    func plainRecord() -> PlainRecord? {
        guard let reader = csv else { return nil }
        return reader.fieldBytes.withUnsafeBufferPointer { bytes -> PlainRecord? in
            reader.spans.withUnsafeBufferPointer { spans -> PlainRecord? in
                names.withUnsafeBufferPointer { names -> PlainRecord? in
                    var link: PlainRecord.Span?
                    var outcome: Outcome?
                    var route: PlainRecord.Span?, codes: PlainRecord.Span?, note: PlainRecord.Span?
                    var signedIn = true
                    // The shape is checked first (`checkRecordShape`): never more cells than names.
                    for i in 0..<min(spans.count, names.count) where !spans[i].isEmpty {
                        let span = spans[i]
                        let cell = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
                        // A marked cell is decoded before it is read: leave it to the loader.
                        if cell[0] == UInt8(ascii: "'") { return nil }
                        switch names[i] {
                        case .link: link = span
                        case .route: route = span
                        case .note: note = span
                        case .outcome:
                            guard let named = PlainCells.outcome(cell) else { return nil }
                            outcome = named
                        case .codes:
                            guard PlainCells.eachCode(cell, { _ in }) else { return nil }
                            codes = span
                        case .signedIn:
                            guard let value = PlainCells.trueOrFalse(cell) else { return nil }
                            signedIn = value
                        case .payload, .stage, .from, .page, .redirectsTo:
                            return nil
                        }
                    }
                    guard let link, let outcome else { return nil }
                    return PlainRecord(link: link, outcome: outcome, route: route, codes: codes, signedIn: signedIn, note: note)
                }
            }
        }
    }

    /// The plain record just read, as the row `currentCSVRow()` would build from it.
    mutating func plainRow(_ plain: PlainRecord) -> CheckRow {
        let reader = csv!
        rows += 1
        return reader.fieldBytes.withUnsafeBufferPointer { bytes in
            func cell(_ span: PlainRecord.Span) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]) }
            func text(_ span: PlainRecord.Span) -> String { String(decoding: cell(span), as: UTF8.self) }
            var expectation = CheckExpectation(outcome: plain.outcome)
            if let route = plain.route { expectation.route = CheckListLoader.expectedRoute(text(route)) }
            if let codes = plain.codes {
                _ = PlainCells.eachCode(cell(codes)) { expectation.codes.append(PlainCells.codeNames[$0]) }
            }
            // No `from`, `page` or `redirectsTo`: the row is tapped where `check` was told.
            return CheckRow(file: file, line: reader.recordLine, input: .link(text(plain.link)), signedIn: plain.signedIn,
                            expectation: expectation, note: plain.note.map(text), tap: defaultTap)
        }
    }
}

/// Cells as the loader accepts them, told from their bytes: only values spelled exactly as LinkLab writes
/// them, so that what is read here is what `CheckListLoader.row` reads.
enum PlainCells {
    private static let outcomeCases = Outcome.allCases
    private static let outcomes = outcomeCases.map { Array($0.rawValue.utf8) }
    /// Each code's name, made once: a row's expectation holds these strings, not new ones.
    static let codeNames = DiagnosticCode.allCases.map(\.rawValue)
    private static let codes = codeNames.map { Array($0.utf8) }
    private static let booleans = ["true", "yes", "false", "no"].map { Array($0.utf8) }

    /// An outcome by its name, with nothing around it.
    static func outcome(_ cell: UnsafeBufferPointer<UInt8>) -> Outcome? {
        index(in: outcomes, of: cell).map { outcomeCases[$0] }
    }

    /// `true` or `yes`, `false` or `no`, in lower case, with nothing around them.
    static func trueOrFalse(_ cell: UnsafeBufferPointer<UInt8>) -> Bool? {
        index(in: booleans, of: cell).map { $0 < 2 }
    }

    /// Hands `body` the index in `codeNames` of each word, as `CheckListLoader.codeWords` splits
    /// an ASCII cell (at ASCII white space). False, at the first word that is not a code or at a byte outside
    /// ASCII, for the loader to read.
    static func eachCode(_ cell: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) -> Bool {
        var start = 0
        for i in 0...cell.count {
            if i < cell.count {
                let byte = cell[i]
                if byte >= 0x80 { return false }
                guard byte == 0x20 || (0x09...0x0D).contains(byte) else { continue }
            }
            if i > start {
                guard let code = index(in: codes, of: UnsafeBufferPointer(rebasing: cell[start..<i])) else { return false }
                body(code)
            }
            start = i + 1
        }
        return true
    }

    private static func index(in names: [[UInt8]], of cell: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let at = cell.baseAddress else { return nil }
        return names.firstIndex { name in
            name.count == cell.count && name.withUnsafeBufferPointer { Memory.equal($0.baseAddress!, at, count: cell.count) }
        }
    }
}
