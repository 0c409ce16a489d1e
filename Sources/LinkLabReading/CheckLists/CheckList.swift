#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabSystem
import LinkLabFormats

/// A check list to read: its path, and where its bytes come from. A regular file is read from the disk
/// each time its rows are walked, so a list of a million rows is never held in memory; a pipe or
/// standard input is read once (at most `InputFile.Kind.checkList.limit` bytes) and kept, so that its rows
/// can be walked twice: once to find every mistake before anything runs, once to run them.
public struct CheckList: Sendable {
    /// The path as given, for messages.
    public let path: String
    let bytes: [UInt8]?

    /// Opens the list at `path` (`InputFile`'s rules: within `confinedTo`, never a folder). `sizeLimit`
    /// caps a regular file too, for callers that hold every row.
    public static func open(path: String, sizeLimit: Int? = nil) throws(CheckListError) -> CheckList {
        do throws(FileProblem) {
            let (descriptor, size) = try InputFile.open(path)
            defer { FileDescriptor.close(descriptor) }
            if let size {
                if let sizeLimit, size > sizeLimit { throw .tooLarge(limit: sizeLimit) }
                return CheckList(path: path, bytes: nil)
            }
            return CheckList(path: path, bytes: try InputFile.read(descriptor: descriptor, limit: InputFile.Kind.checkList.limit))
        } catch {
            throw CheckListError(file: path, line: 0, problem: .file(error))
        }
    }

    /// How a list read from standard input (`check -`) is named in messages and in the JUnit report.
    public static let standardInputName = "(standard input)"

    /// The list on standard input (`check -`), read once and kept: its format is told by its first line
    /// (`{` for JSON Lines, else CSV), and payload files it names are found from the current folder.
    public static func standardInput() throws(CheckListError) -> CheckList {
        do throws(FileProblem) {
            return CheckList(path: standardInputName, bytes: try InputFile.read(descriptor: 0, limit: InputFile.Kind.checkList.limit))
        } catch {
            throw CheckListError(file: standardInputName, line: 0, problem: .file(error))
        }
    }

    /// A list held as text (tests, and the lists the terminal app writes).
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    private init(path: String, bytes: [UInt8]?) {
        self.path = path
        self.bytes = bytes
    }

    /// A fresh walk over the list's bytes.
    func walk() throws(FileProblem) -> CheckListBytes {
        try CheckListBytes(bytes.map { .memory($0) } ?? .file(path))
    }
}

extension String {
    /// The text without the spaces and tabs around it (Foundation's `.whitespaces`), with no work for the
    /// usual cell that starts and ends with a visible ASCII character.
    var trimmingSpaces: String {
        guard let first = utf8.first, let last = lastByte else { return self }
        if first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
        return trimmingSpaces()
    }
}
