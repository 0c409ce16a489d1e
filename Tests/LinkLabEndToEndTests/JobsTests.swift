import Foundation
import Testing
@testable import linklab

/// `--jobs N` decides the links of `explain` and the rows of `check` on N threads and writes them in
/// input order, byte for byte what one thread writes (text, JSON, the JUnit report, the exit status).
@Suite("--jobs")
struct JobsTests {
    static let root = LinkLab.repositoryRoot

    /// The fuzz corpus's links (one a line), then a mix that navigates, stays and is not a link, 1,500 times.
    static func links() throws -> Data {
        var lines: [String] = []
        let folder = root.appendingPathComponent("Fuzz/Corpus/links")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)).prefix(2000), as: UTF8.self)
            lines.append(text.filter { $0 != "\n" && $0 != "\r" })
        }
        for i in 0..<1500 {
            lines += ["https://demo.q2.com/experimental/uux.aspx?x=\(i)#/messages",
                      "q2mob://open?targetPage=%23%2Fsettings%2Fprofile&i=\(i)", "hello \(i)"]
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// A check list of 3,000 rows, some of which fail.
    static func checkList() throws -> String {
        var rows = ["link,outcome,route,codes,signedIn,note"]
        for i in 0..<1000 {
            rows += ["q2mob://open?targetPage=%23%2Fmessages&i=\(i),navigated,messages,,true,",
                     "https://demo.q2.com/experimental/uux.aspx?i=\(i)#/settings/profile,navigated,settings/profile,,\(i % 2 == 0),",
                     "https://demo.q2.com/branch\(i)/uux.aspx,navigated,messages,,true,fails on purpose"]
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-jobs-\(UUID().uuidString).csv").path
        try rows.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("explain: the same bytes and status with 1, 2 and 4 threads", arguments: [[], ["--json"], ["--platform", "android", "--signed-out"]])
    func explainInOrder(_ options: [String]) throws {
        let input = try Self.links()
        let one = try LinkLab.run(["explain"] + options, stdin: input, timeout: 120)
        #expect(one.stdout.count > 100_000, "the run wrote \(one.stdout.count) bytes")
        for jobs in ["2", "4"] {
            let many = try LinkLab.run(["explain", "--jobs", jobs] + options, stdin: input, timeout: 120)
            #expect(many.stdout == one.stdout, "--jobs \(jobs) \(options)")
            #expect(many.status == one.status)
            #expect(many.stderr == one.stderr)
        }
    }

    @Test("explain: links given as arguments, in order with 3 threads")
    func explainArguments() throws {
        let links = (0..<200).map { "https://demo.q2.com/experimental/uux.aspx?n=\($0)#/messages" }
        let one = try LinkLab.run(["explain", "--json"] + links)
        let three = try LinkLab.run(["explain", "--json", "--jobs", "3"] + links)
        #expect(three.stdout == one.stdout)
        #expect(try three.jsonLines().count == 200)
    }

    @Test("check: the same report, JSON and JUnit file with 1 and 3 threads")
    func checkInOrder() throws {
        let list = try Self.checkList()
        defer { try? FileManager.default.removeItem(atPath: list) }
        let examples = ["examples/links.csv", "examples/pushes.jsonl"].map { Self.root.appendingPathComponent($0).path }
        let folder = FileManager.default.temporaryDirectory
        let junitOne = folder.appendingPathComponent("jobs-1-\(UUID().uuidString).xml").path
        let junitThree = folder.appendingPathComponent("jobs-3-\(UUID().uuidString).xml").path
        defer { for path in [junitOne, junitThree] { try? FileManager.default.removeItem(atPath: path) } }
        let one = try LinkLab.run(["check", "--junit", junitOne, list] + examples, timeout: 120)
        let three = try LinkLab.run(["check", "--jobs", "3", "--junit", junitThree, list] + examples, timeout: 120)
        #expect(one.status == 1, "the list fails on purpose")
        #expect(three.status == one.status)
        #expect(three.stdout == one.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: junitThree)) == Data(contentsOf: URL(fileURLWithPath: junitOne)))
        let jsonOne = try LinkLab.run(["check", "--json", list], timeout: 120)
        let jsonTwo = try LinkLab.run(["check", "--json", "--jobs", "2", list], timeout: 120)
        #expect(jsonTwo.stdout == jsonOne.stdout)
        #expect(try jsonTwo.jsonLines().count == 3000)
    }

    @Test("check: lists shorter than a batch, of one batch, and one row over, the same with 1 and 2 threads",
          arguments: [1, 3, 256, 257, 513])
    func checkBatchEdges(_ count: Int) throws {
        var rows = ["link,outcome,route,codes,signedIn,note"]
        for i in 0..<count {
            rows.append(i % 7 == 3 ? "https://demo.q2.com/branch\(i)/uux.aspx,navigated,messages,,true,fails on purpose"
                                   : "q2mob://open?targetPage=%23%2Fmessages&i=\(i),navigated,messages,,true,")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jobs-edge-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        for options in [[], ["--quiet"], ["--json"]] {
            let one = try LinkLab.run(["check"] + options + [path], timeout: 120)
            let two = try LinkLab.run(["check", "--jobs", "2"] + options + [path], timeout: 120)
            #expect(two.stdout == one.stdout, "\(count) rows \(options)")
            #expect(two.status == one.status)
            #expect(two.stderr == one.stderr)
        }
    }

    @Test("explain: no links on standard input, and fewer than a batch, the same with 1 and 2 threads",
          arguments: ["", "\n  \n", "q2mob://open?targetPage=%23%2Fmessages\nhello\n"])
    func explainShortInput(_ input: String) throws {
        let one = try LinkLab.run(["explain", "--json"], stdin: Data(input.utf8))
        let two = try LinkLab.run(["explain", "--json", "--jobs", "2"], stdin: Data(input.utf8))
        #expect(two.stdout == one.stdout)
        #expect(two.status == one.status)
        #expect(two.stderr == one.stderr)
    }

    @Test("check: a malformed list is refused before any row runs, the same with 2 threads")
    func checkRefusal() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jobs-bad-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "link,outcome\nq2mob://open?targetPage=%23%2Fmessages,navigated\nq2mob://x,sideways\n".write(toFile: path, atomically: true, encoding: .utf8)
        let one = try LinkLab.run(["check", path])
        let two = try LinkLab.run(["check", "--jobs", "2", path])
        #expect(one.status == 2)
        #expect(two.status == 2)
        #expect(two.stderr == one.stderr)
        #expect(two.stdout.isEmpty)
    }

    @Test("--jobs 0, 65 and a word are usage errors", arguments: ["0", "65", "many"])
    func refused(_ jobs: String) throws {
        let result = try LinkLab.run(["explain", "--jobs", jobs, "q2mob://open"])
        #expect(result.status == 2)
        // The parser's first line: a number out of range is the typed usage problem; a word, the parser's own refusal.
        let first = Int(jobs).map { "Error: " + UsageError(.jobsOutOfRange($0, most: 64)).message } ?? "Error: The value '\(jobs)' is invalid for '--jobs <N>'"
        #expect(result.errLines.first == first, "\(result.err)")
    }
}
