import Foundation
import Testing

/// No output is lost silently. A write that fails ends the command with status 3
/// and one line on stderr; a non-blocking pipe gets every line; a closed pipe ends it quietly.
@Suite("Output is never lost silently")
struct OutputDeliveryTests {
    static let link = "q2mob://open?targetPage=%23%2Fmessages"

    /// Every command that prints, each with output to write.
    static let commands: [[String]] = [
        ["explain", link],
        ["explain", "--json", link],
        ["build", "settings/profile"],
        ["push", "-"],
        ["play", LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path],
        ["--help"],
        ["quiz", LinkLab.scenarios.appendingPathComponent("quiz-links.json").path],
    ]

    @Test("output to a full disk exits with status 3 and says why, once", arguments: commands)
    func fullDisk(arguments: [String]) throws {
        let payload = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
        let result = try LinkLab.run(arguments, stdin: Data(payload.utf8), stdoutPath: "/dev/full")
        #expect(!result.timedOut)
        #expect(result.status == 3, "\(arguments): status \(result.status), \(result.err)")
        #expect(result.err == "linklab: cannot write output: No space left on device\n", "\(result.err.debugDescription)")
    }

    @Test("every line arrives through a full non-blocking pipe")
    func nonBlockingPipe() throws {
        let single = try LinkLab.run(["explain", Self.link])
        let linesPerLink = single.out.filter { $0 == "\n" }.count
        try #require(linesPerLink > 0)
        let count = 20_000
        let stdin = Data(String(repeating: Self.link + "\n", count: count).utf8)
        let result = try SlowPipe.run(["explain"], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.filter { $0 == "\n" }.count == count * linesPerLink)
        #expect(text.components(separatedBy: "\nnavigated  ").count == count, "each decision begins with its outcome")
        #expect(text == String(repeating: single.out, count: count), "the output is exactly that of one link, \(count) times")
    }

    @Test("every JSON line arrives through a full non-blocking pipe, each one whole")
    func nonBlockingPipeJSON() throws {
        let count = 20_000
        let stdin = Data(String(repeating: Self.link + "\n", count: count).utf8)
        let result = try SlowPipe.run(["explain", "--json"], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == count)
        #expect(Set(lines).count == 1, "every line is the same whole JSON object")
    }

    @Test("a pipe closed by its reader ends explain quietly, with the status of what was written: 0, never 3")
    func closedPipe() throws {
        let stdin = Data(String(repeating: Self.link + "\n", count: 20_000).utf8)
        let result = try SlowPipe.run(["explain"], stdin: stdin, closeAfter: 4096)
        #expect(result.status == 0, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("a pipe closed by its reader ends the quiz quietly, with status 0, never 3 (quiz | head)")
    func closedPipeQuiz() throws {
        let answers = Data(String(repeating: "1\n", count: 200).utf8)
        let quiz = LinkLab.scenarios.appendingPathComponent("quiz-links.json").path
        let result = try SlowPipe.run(["quiz", quiz], stdin: answers, closeAfter: 256)
        #expect(result.status == 0, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
