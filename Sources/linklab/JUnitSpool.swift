#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The JUnit report of `check --junit`, kept on disk while the rows run: each row's testcase is written to an
/// unnamed temporary file as the row is run, with the counts of its file, so that a list of a million rows
/// costs the memory of one. The report opens with the run's counts, so it is written whole at the end
/// (`OutputFile`): the counts, then each file's testcases copied back from the spool.
final class JUnitSpool {
    /// One check list's testcases: their place in the spool and their counts. A list named twice is one suite.
    private struct Suite {
        var file: String
        var tests = 0
        var failures = 0
        var pieces: [Range<Int>] = []
    }

    private let descriptor: Int32
    private var suites: [Suite] = []
    private var buffer: [UInt8] = []
    private var written = 0
    private var failure: Int32?

    /// A spool in the temporary folder, removed as soon as it is made: nothing is left behind.
    init() throws(OutputError) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let made: (descriptor: Int32, path: String)
        do { made = try FileDescriptor.createTemporary(inFolder: folder, prefix: ".linklab-junit-") } catch {
            throw OutputError(.cannotPrepare(.junitReport, errno: error.code))
        }
        try? FileSystem.removeFile(made.path)
        self.descriptor = made.descriptor
        buffer.reserveCapacity(1 << 16)
    }

    deinit { FileDescriptor.close(descriptor) }

    /// The testcase of one row, as it is run.
    func add(_ result: CheckResult) {
        let file = result.row.file
        if suites.last?.file != file {
            suites.append(Suite(file: file))
        }
        let start = written + buffer.count
        buffer.append(contentsOf: JUnitReport.testcase(result).utf8)
        let index = suites.count - 1
        suites[index].tests += 1
        if !result.passed { suites[index].failures += 1 }
        if let last = suites[index].pieces.last, last.upperBound == start {
            suites[index].pieces[suites[index].pieces.count - 1] = last.lowerBound..<(written + buffer.count)
        } else {
            suites[index].pieces.append(start..<(written + buffer.count))
        }
        if buffer.count >= 1 << 16 { spill() }
    }

    /// Writes the report to `path`: counts first, then each file's suite.
    func write(to path: String) throws(OutputError) {
        spill()
        if let failure {
            // Said as a failed write of the report itself: the spool is the report on its way (a full disk).
            throw OutputError(.cannotWrite(.junitReport, path: path, errno: failure, removed: true))
        }
        // Suites of the same file, in the order each file was first met.
        var order: [String] = []
        var merged: [String: Suite] = [:]
        for suite in suites {
            if var known = merged[suite.file] {
                known.tests += suite.tests
                known.failures += suite.failures
                known.pieces += suite.pieces
                merged[suite.file] = known
            } else {
                order.append(suite.file)
                merged[suite.file] = suite
            }
        }
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let spool = descriptor
        try OutputFile.write(to: path, as: .junitReport) { target in
            var outcome = CheckedWrite.all(Array(JUnitReport.header(tests: tests, failures: failures).utf8), to: target)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            for file in order where outcome == .written {
                guard let suite = merged[file] else { continue }
                outcome = CheckedWrite.all(Array(JUnitReport.suiteStart(file: file, tests: suite.tests, failures: suite.failures).utf8), to: target)
                for piece in suite.pieces where outcome == .written {
                    var offset = piece.lowerBound
                    while offset < piece.upperBound, outcome == .written {
                        let wanted = min(chunk.count, piece.upperBound - offset)
                        let read = chunk.withUnsafeMutableBytes { buffer in
                            Result { () throws(SystemError) in
                                try FileDescriptor.read(spool, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]), at: offset)
                            }
                        }
                        let count: Int
                        switch read {
                        case .success(let read): count = read
                        case .failure(let error): count = 0; outcome = .failed(errno: error.code)
                        }
                        guard count > 0 else {
                            if outcome == .written { outcome = .failed(errno: SystemError.inputOutput.code) }
                            break
                        }
                        outcome = chunk.withUnsafeBytes { CheckedWrite.all(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: target) }
                        offset += count
                    }
                }
                if outcome == .written { outcome = CheckedWrite.all(Array(JUnitReport.suiteEnd.utf8), to: target) }
            }
            if outcome == .written { outcome = CheckedWrite.all(Array(JUnitReport.footer.utf8), to: target) }
            return outcome
        }
    }

    /// Moves the buffered testcases to the spool.
    private func spill() {
        guard !buffer.isEmpty else { return }
        if failure == nil, case .failed(let code) = CheckedWrite.all(buffer, to: descriptor) { failure = code }
        written += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }
}
