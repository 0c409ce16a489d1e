#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        public var problem: CSVProblem

    }

    public var records: [Record]

    public init(text: String) throws(SyntaxError) {
        var records: [Record] = []
        var reader: CSVRecordReader
        do throws(FileProblem) {
            reader = CSVRecordReader(try CheckListBytes(.memory(Array(text.utf8))))
        } catch {
            // A String is always UTF-8.
            self.records = []
            return
        }
        while true {
            do throws(CSVRecordReader.Failure) {
                guard let record = try reader.next() else { break }
                records.append(record)
            } catch {
                guard case .syntax(let syntax) = error else { break }
                throw syntax
            }
        }
        self.records = records
    }

    /// Quotes a value for CSV when it needs it: commas, quotes, line breaks or surrounding spaces.
    ///
    /// Read by byte, as the reader reads: by `Character`, a comma or a quote followed by a combining
    /// mark is one grapheme that equals neither, and the cell was written bare (found by the fuzzer).
    public static func quote(_ value: String) -> String {
        let utf8 = value.utf8
        let needs = utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || utf8.first == UInt8(ascii: " ") || utf8.last == UInt8(ascii: " ")
        guard needs else { return value }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(utf8.count + 2)
        for byte in utf8 {
            out.append(byte)
            if byte == UInt8(ascii: "\"") { out.append(byte) }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
