import Foundation

/// `check`'s first reading of a list: every row checked as `next()` would, without building the rows it
/// can prove sound from their bytes.
extension CheckListReader {
    /// Reads the rest of the list and throws the first mistake `next()` would throw, in the same words.
    ///
    /// A CSV row of plain cells (a link, an outcome by its name, codes, `true` or `false`, any route and
    /// note) is checked on its bytes: no text is made for its cells, and no row. Any other row (a payload,
    /// where it was tapped, a marked `'` cell, a value spelled otherwise) is built as `next()` builds it,
    /// so that its mistake is worded as it always was. The byte check only ever says "sound" of a row the
    /// loader accepts (`CheckListValidationTests` holds the two readings to the same verdicts).
    public mutating func validateRest() throws(CheckListError) {
        do throws(CheckListError) {
            guard format == .csv else {
                while try nextJSONLine() != nil {}
                return
            }
            while try nextFields() {
                try checkRecordShape()
                if isPlainSoundRecord() {
                    rows += 1
                } else {
                    _ = try currentCSVRow()
                }
            }
        } catch {
            throw encodingProblem() ?? error
        }
    }

    /// Whether the CSV record just read is a link row whose every cell the loader is sure to accept.
    func isPlainSoundRecord() -> Bool {
        let reader = csv!
        let names = self.names
        return reader.fieldBytes.withUnsafeBufferPointer { bytes in
            var hasLink = false
            var hasOutcome = false
            for (i, span) in reader.spans.enumerated() where !span.isEmpty {
                let cell = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
                // A marked cell is decoded before it is read: leave it to the loader.
                if cell[0] == UInt8(ascii: "'") { return false }
                switch names[i] {
                case .link: hasLink = true
                case .route, .note: break
                case .outcome:
                    guard PlainCells.isOutcome(cell) else { return false }
                    hasOutcome = true
                case .codes:
                    guard PlainCells.areCodes(cell) else { return false }
                case .signedIn:
                    guard PlainCells.isTrueOrFalse(cell) else { return false }
                case .payload, .stage, .from, .page, .redirectsTo:
                    return false
                }
            }
            return hasLink && hasOutcome
        }
    }
}

/// Cells as the loader accepts them, told from their bytes: only values spelled exactly as LinkLab writes
/// them, so that a "yes" here is always a yes from `CheckListLoader.row`.
enum PlainCells {
    private static let outcomes = Outcome.allCases.map { Array($0.rawValue.utf8) }
    private static let codes = DiagnosticCode.allCases.map { Array($0.rawValue.utf8) }
    private static let trueOrFalse = ["true", "false", "yes", "no"].map { Array($0.utf8) }

    /// An outcome's name, with nothing around it.
    static func isOutcome(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        isOne(of: outcomes, cell)
    }

    /// `true`, `false`, `yes` or `no`, in lower case, with nothing around them.
    static func isTrueOrFalse(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        isOne(of: trueOrFalse, cell)
    }

    /// ASCII words between ASCII white space, each a diagnostic code (as `CheckListLoader.codeWords` splits them).
    static func areCodes(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        for i in 0...cell.count {
            if i < cell.count {
                let byte = cell[i]
                if byte >= 0x80 { return false }
                guard byte == 0x20 || (0x09...0x0D).contains(byte) else { continue }
            }
            if i > start, !isOne(of: codes, UnsafeBufferPointer(rebasing: cell[start..<i])) { return false }
            start = i + 1
        }
        return true
    }

    private static func isOne(of names: [[UInt8]], _ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let at = cell.baseAddress else { return names.contains { $0.isEmpty } }
        return names.contains { name in
            name.count == cell.count && name.withUnsafeBufferPointer { memcmp($0.baseAddress!, at, cell.count) == 0 }
        }
    }
}
