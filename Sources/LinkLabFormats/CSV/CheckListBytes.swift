#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// The bytes of a check list, read a chunk at a time so that a list of a million rows is never held
/// whole, and checked to be UTF-8 as they are read: a byte that is not UTF-8 is a problem naming its line
/// and column, never a silent U+FFFD.
///
/// A regular file is read from the disk each time it is walked; anything else (a pipe, standard input) is
/// read once into memory, at most `InputFile.Kind.checkList.limit` bytes, so that it can be walked twice.
package struct CheckListBytes {
    /// Where the bytes come from.
    package enum Origin {
        case file(String)
        case memory([UInt8])
    }

    static let chunkBytes = 1 << 16

    private var descriptor: Int32 = -1
    private let origin: Origin
    /// The chunk being read: `buffer[position..<end]` is still unread.
    package private(set) var buffer: [UInt8]
    package var position = 0
    package private(set) var end = 0
    /// The offset in the file of `buffer[0]`.
    private var chunkStart = 0
    private var atEnd = false
    private var validator = UTF8Validator()

    package init(_ origin: Origin) throws(FileProblem) {
        self.origin = origin
        switch origin {
        case .file(let path):
            descriptor = try InputFile.open(path).descriptor
            buffer = [UInt8](repeating: 0, count: Self.chunkBytes)
        case .memory(let bytes):
            buffer = bytes
            end = bytes.count
            atEnd = true
            try validate(0..<end)
        }
    }

    /// Closes the file; the walk ends.
    mutating func close() {
        if descriptor >= 0 { FileDescriptor.close(descriptor) }
        descriptor = -1
    }

    /// Whether unread bytes are in the buffer, reading the next chunk when it is used up.
    /// False at the end of the file.
    @inline(__always)
    package mutating func hasByte() throws(FileProblem) -> Bool {
        if position < end { return true }
        return try refill()
    }

    /// The offset in the file of the next unread byte.
    var offset: Int { chunkStart + position }

    private mutating func refill() throws(FileProblem) -> Bool {
        if atEnd { return false }
        chunkStart += end
        position = 0
        end = 0
        let read = buffer.withUnsafeMutableBytes { raw in Result { () throws(SystemError) in try FileDescriptor.read(descriptor, into: raw) } }
        let count: Int
        switch read {
        case .success(let read): count = read
        case .failure(let error):
            close()
            throw FileProblem(error)
        }
        if count > 0 {
            end = count
            try validate(0..<end)
            return true
        }
        atEnd = true
        close()
        if let start = validator.unfinished { throw problem(at: start) }
        return false
    }

    /// Checks `buffer[range]` as the next bytes of the file.
    private mutating func validate(_ range: Range<Int>) throws(FileProblem) {
        let bad = buffer.withUnsafeBufferPointer { validator.feed(UnsafeBufferPointer(rebasing: $0[range]), at: chunkStart) }
        if let bad { close(); throw problem(at: bad) }
        if atEnd, case .memory = origin, let start = validator.unfinished { throw problem(at: start) }
    }

    /// The problem of the byte at `offset`, with its line and character column, read again from the start
    /// (only ever on the way to an error).
    private func problem(at offset: Int) -> FileProblem {
        var walk: CheckListBytes
        switch origin {
        case .memory(let bytes): return InputFile.notUTF8(bytes, at: offset)
        case .file(let path):
            guard let again = try? CheckListBytes(.file(path), unchecked: ()) else { return .notUTF8(line: 0, column: 0, byte: 0) }
            walk = again
        }
        var counter = TextPosition.Counter()
        var byte: UInt8 = 0
        while (try? walk.hasByte()) == true {
            if walk.offset == offset { byte = walk.buffer[walk.position]; break }
            counter.advance(over: walk.buffer[walk.position])
            walk.position += 1
        }
        walk.close()
        let position = counter.position
        return .notUTF8(line: position.line, column: position.column, byte: byte)
    }

    /// A walk that does not check UTF-8: only to find where a bad byte is.
    private init(_ origin: Origin, unchecked: Void) throws(FileProblem) {
        self.origin = origin
        guard case .file(let path) = origin else { buffer = []; return }
        descriptor = try InputFile.open(path).descriptor
        buffer = [UInt8](repeating: 0, count: Self.chunkBytes)
        validator.disabled = true
    }
}
