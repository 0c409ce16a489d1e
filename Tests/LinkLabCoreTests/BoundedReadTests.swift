import Foundation
import LinkLabCore
import Testing

/// Issue 11 item 5: a file is read whole only up to a limit, and every reason it cannot be read is named.
@Suite("BoundedRead")
struct BoundedReadTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-bounded-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a file of exactly the limit is read; one byte more is too large")
    func limit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let exact = dir.appendingPathComponent("exact")
        try Data(repeating: 0x61, count: 100).write(to: exact)
        #expect(try BoundedRead.file(atPath: exact.path, limit: 100).count == 100)
        #expect(throws: BoundedRead.Failure.tooLarge(limit: 99)) { try BoundedRead.file(atPath: exact.path, limit: 99) }
    }

    @Test("an endless device is refused at the limit, not read forever")
    func endless() {
        #expect(throws: BoundedRead.Failure.tooLarge(limit: 1 << 20)) { try BoundedRead.file(atPath: "/dev/zero") }
    }

    @Test("a missing file, a folder and a FIFO with no writer each get an answer, never a hang")
    func unreadable() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: BoundedRead.Failure.missing) { try BoundedRead.file(atPath: dir.appendingPathComponent("none").path) }
        #expect(throws: BoundedRead.Failure.missing) { try BoundedRead.file(atPath: dir.appendingPathComponent("none/deeper").path) }
        #expect(throws: BoundedRead.Failure.folder) { try BoundedRead.file(atPath: dir.path) }
        let fifo = dir.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(try BoundedRead.file(atPath: fifo).isEmpty)
    }

    @Test("each reason reads after the file's name")
    func reasons() {
        #expect(BoundedRead.Failure.tooLarge(limit: 1 << 20).reason == "is larger than 1 MiB, the most LinkLab reads")
        #expect(BoundedRead.Failure.tooLarge(limit: 4096).reason == "is larger than 4 KiB, the most LinkLab reads")
        #expect(BoundedRead.Failure.tooLarge(limit: 100).reason == "is larger than 100 bytes, the most LinkLab reads")
        #expect(BoundedRead.Failure.missing.reason == "does not exist")
        #expect(BoundedRead.Failure.folder.reason == "is a folder, not a file")
        #expect(BoundedRead.Failure.permissionDenied.reason == "cannot be read: permission denied")
    }

    @Test("a descriptor is read to its end within the limit")
    func descriptor() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let text = Array("hello, bounded world".utf8)
        #expect(write(fds[1], text, text.count) == text.count)
        close(fds[1])
        #expect(try BoundedRead.read(descriptor: fds[0], limit: 64) == Data(text))
    }
}
