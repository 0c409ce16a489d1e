import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// One bounded reader for every file, each kind with its own cap, every
/// reason it cannot be read named, and text read as strict UTF-8.
@Suite("InputFile: the one reader of files")
struct InputFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-input-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a file of exactly the limit is read; one byte more is too large")
    func limit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let exact = dir.appendingPathComponent("exact")
        try Data(repeating: 0x61, count: 100).write(to: exact)
        #expect(try InputFile.read(exact.path, limit: 100).count == 100)
        #expect(throws: FileProblem.tooLarge(limit: 99)) { try InputFile.read(exact.path, limit: 99) }
    }

    @Test("an endless device is refused at the limit, not read forever")
    func endless() {
        #expect(throws: FileProblem.tooLarge(limit: 1 << 20)) { try InputFile.read("/dev/zero", as: .payload) }
    }

    @Test("a 3 GB file is refused by its size before a byte is read (a sparse file: no disk is used)")
    func hugeRegularFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Info.plist").path
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(fd >= 0)
        try #require(ftruncate(fd, 3 << 30) == 0)
        close(fd)
        for kind in InputFile.Kind.allCases {
            #expect(throws: FileProblem.tooLarge(limit: kind.limit)) { try InputFile.read(path, as: kind) }
        }
    }

    @Test("every kind has a cap: payloads as push reads them, check lists larger, partner files 8 MiB, the rest as settings")
    func caps() {
        #expect(InputFile.Kind.payload.limit == 1 << 20)
        // Android's fetcher reads at most 1 MiB of an assetlinks.json.
        #expect(InputFile.Kind.assetLinks.limit == 1 << 20)
        #expect(InputFile.Kind.checkList.limit == 32 << 20)
        for kind in [InputFile.Kind.settings, .screen, .scenario, .siteAssociation] {
            #expect(kind.limit == 16 << 20, "\(kind)")
        }
        for kind in [InputFile.Kind.propertyList, .provisioningProfile, .manifest] {
            #expect(kind.limit == 8 << 20, "\(kind)")
        }
    }

    @Test("a missing file, a folder and a FIFO with no writer each get an answer, never a hang")
    func unreadable() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FileProblem.missing) { try InputFile.read(dir.appendingPathComponent("none").path, as: .settings) }
        #expect(throws: FileProblem.missing) { try InputFile.read(dir.appendingPathComponent("none/deeper").path, as: .settings) }
        #expect(throws: FileProblem.isAFolder) { try InputFile.read(dir.path, as: .settings) }
        let fifo = dir.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(try InputFile.read(fifo, as: .payload).isEmpty)
    }

    @Test("each reason reads after the file's name")
    func reasons() {
        #expect(FileProblem.tooLarge(limit: 1 << 20).reason == "is larger than 1 MiB, the most LinkLab reads")
        #expect(FileProblem.tooLarge(limit: 4096).reason == "is larger than 4 KiB, the most LinkLab reads")
        #expect(FileProblem.tooLarge(limit: 100).reason == "is larger than 100 bytes, the most LinkLab reads")
        #expect(FileProblem.missing.reason == "does not exist")
        #expect(FileProblem.isAFolder.reason == "is a folder, not a file")
        #expect(FileProblem.permissionDenied.reason == "cannot be read: permission denied")
        #expect(FileProblem.notUTF8(line: 2, column: 5, byte: 0xE9).reason
                == "is not UTF-8 text: line 2, column 5 holds the byte 0xE9; save it as UTF-8")
    }

    @Test("a descriptor is read to its end within the limit")
    func descriptor() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let text = Array("hello, bounded world".utf8)
        #expect(write(fds[1], text, text.count) == text.count)
        close(fds[1])
        #expect(try InputFile.read(descriptor: fds[0], limit: 64) == text)
    }

    @Test("text is strict UTF-8: a Latin-1 byte is named by line and column, never replaced",
          arguments: [
            (Array("ok\ncaf\u{E9}".utf8), nil as FileProblem?),
            ([0x61, 0x0A, 0x62, 0x63, 0xE9, 0x0A], FileProblem.notUTF8(line: 2, column: 3, byte: 0xE9)),
            ([0xFF], FileProblem.notUTF8(line: 1, column: 1, byte: 0xFF)),
            ([0x61, 0xC3], FileProblem.notUTF8(line: 1, column: 2, byte: 0xC3)),
            (Array("é".utf8) + [0xED, 0xA0, 0x80], FileProblem.notUTF8(line: 1, column: 2, byte: 0xED)),
          ])
    func strictText(bytes: [UInt8], problem: FileProblem?) throws {
        if let problem {
            #expect(throws: problem) { try InputFile.text(bytes) }
        } else {
            #expect(try InputFile.text(bytes) == String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("a path is inside a folder only after .. and symbolic links are resolved")
    func inside() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lists = dir.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: lists.appendingPathComponent("escape").path, withDestinationPath: "/etc")
        #expect(InputFile.isInside(lists.appendingPathComponent("payload.json").path, folder: lists.path))
        #expect(InputFile.isInside(lists.appendingPathComponent("sub/../payload.json").path, folder: lists.path))
        #expect(!InputFile.isInside(lists.appendingPathComponent("../payload.json").path, folder: lists.path))
        #expect(!InputFile.isInside("/etc/shadow", folder: lists.path))
        #expect(!InputFile.isInside(lists.appendingPathComponent("escape/passwd").path, folder: lists.path))
        #expect(!InputFile.isInside(dir.appendingPathComponent("lists-other/x").path, folder: lists.path))
    }
}
