import Foundation
import Testing
@testable import linklab
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file LinkLab writes goes through one writer, which never replaces what is
/// at the path unless it is a regular file, never leaves an empty or half-written file, and exits 3
/// with the reason when it cannot write.
@Suite("Files LinkLab writes")
struct OutputFileTests {
    static let list = LinkLab.repositoryRoot.appendingPathComponent("examples/links.csv").path
    static let quiz = LinkLab.scenarios.appendingPathComponent("quiz-links.json").path

    /// The two whole-file outputs, each writing to `path`, and the file each names in its errors.
    static func writers(_ path: String) -> [(arguments: [String], stdin: Data?, file: WrittenFile)] {
        [(["check", "--junit", path, list], nil, .junitReport),
         (["quiz", "--results", path, quiz], Data(String(repeating: "1\n", count: 40).utf8), .quizResults)]
    }

    /// The line a problem prints on standard error, after whatever the run printed before it.
    static func line(_ problem: OutputFileProblem) -> String { "linklab: \(OutputError(problem).message)\n" }

    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    @Test("a FIFO at the path is refused with status 3 and left a FIFO, without waiting for a reader")
    func fifo() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report").path
        try #require(mkfifo(path, 0o600) == 0)
        for writer in Self.writers(path) {
            let result = try LinkLab.run(writer.arguments, stdin: writer.stdin, timeout: 10)
            #expect(!result.timedOut)
            #expect(result.status == 3, "\(writer.arguments): \(result.err)")
            #expect(result.err.hasSuffix(Self.line(.notARegularFile(writer.file, path: path, .fifo))), "\(result.err)")
            #expect(Self.mode(path) == S_IFIFO)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report"], "no temporary file is left")
    }

    @Test("a device at the path is refused and never replaced, even as root")
    func device() throws {
        for writer in Self.writers("/dev/full") {
            let result = try LinkLab.run(writer.arguments, stdin: writer.stdin)
            #expect(result.status == 3, "\(writer.arguments): \(result.err)")
            #expect(result.err.hasSuffix(Self.line(.notARegularFile(writer.file, path: "/dev/full", .characterDevice))), "\(result.err)")
            #expect(Self.mode("/dev/full") == S_IFCHR)
        }
    }

    @Test("a symbolic link is followed: the file it names is written, and the link stays a link")
    func symlink() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.xml").path
        let link = folder.appendingPathComponent("report.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.xml")
        let result = try LinkLab.run(["check", "--junit", link, Self.list])
        #expect(result.status == 0, "\(result.err)")
        #expect(Self.mode(link) == S_IFLNK)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        let report = try JUnitReport(contentsOf: URL(fileURLWithPath: target))
        #expect(written.hasPrefix("<?xml") && report.wellFormed && report.totals["tests"] != nil, "\(written.prefix(300))")
    }

    @Test("a file that cannot be written whole (the disk is full) exits 3 with the reason and leaves nothing")
    func fullDisk() throws {
        let binary = try #require(LinkLab.binary)
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.xml").path
        // A file-size limit of 1 KiB, with SIGXFSZ ignored, makes the write fail (EFBIG) as a full disk does.
        let script = "ulimit -f 1; trap '' XFSZ; exec \"$0\" \"$@\" >/dev/null"
        let result = ChildProcess.run(["/bin/sh", "-c", script, binary, "check", "--junit", path, Self.list])
        #expect(result.status == 3, "\(result.output)")
        #expect(result.output.contains(Self.line(.cannotWrite(.junitReport, path: path, errno: EFBIG, removed: true))), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no empty or partial file, no temporary file")
    }

    @Test("an existing report is replaced only once the new one is written whole, keeping its permissions")
    func replace() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, 0o640) == 0)
        let result = try LinkLab.run(["check", "--junit", path, Self.list])
        #expect(result.status == 0, "\(result.err)")
        let report = try JUnitReport(contentsOf: URL(fileURLWithPath: path))
        #expect(report.wellFormed && report.totals["tests"] != nil && !report.testCases.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
    }

    @Test("a folder that does not exist is named, with status 3")
    func missingFolder() throws {
        let result = try LinkLab.run(["check", "--junit", "/nonexistent/folder/report.xml", Self.list])
        #expect(result.status == 3)
        #expect(result.err.hasSuffix(Self.line(.folderMissing(.junitReport, path: "/nonexistent/folder/report.xml"))), "\(result.err)")
    }
}
