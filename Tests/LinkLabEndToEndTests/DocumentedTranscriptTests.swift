import Foundation
import Testing

/// Issue 17: docs that cannot drift. Every `$ linklab …` transcript in the README and docs/contract.md that
/// shows its output is run through the real binary, from the repository root, and its output compared
/// line by line (the habit of rustdoc's and Python's doctests). A line `…` in the docs stands for any
/// number of lines. A transcript is skipped only when it cannot run as written: it reads standard input,
/// redirects, names a file the repository does not hold, shows no output, or is the quiz or the terminal app,
/// which answer a person, or asks a live site (`site`, `--live`), whose output came from the loopback test server.
@Suite("Documented transcripts")
struct DocumentedTranscriptTests {
    struct Transcript: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var command: String
        var expected: [String]
        var testDescription: String { "\(file):\(line) \(command.prefix(80))" }
    }

    static let files = ["README.md", "docs/contract.md"]

    /// Every transcript in the fenced blocks of `files`.
    static func transcripts() -> [Transcript] {
        var found: [Transcript] = []
        for file in files {
            guard let text = try? String(contentsOf: LinkLab.repositoryRoot.appendingPathComponent(file), encoding: .utf8) else { continue }
            var inBlock = false
            var current: Transcript?
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                if line.hasPrefix("```") {
                    if let c = current { found.append(c) }
                    current = nil
                    inBlock.toggle()
                    continue
                }
                guard inBlock else { continue }
                if line.hasPrefix("$ ") {
                    if let c = current { found.append(c) }
                    current = line.hasPrefix("$ linklab ") ? Transcript(file: file, line: index + 1, command: String(line.dropFirst(2)), expected: []) : nil
                } else {
                    current?.expected.append(line)
                }
            }
        }
        return found
    }

    /// The words of a command line as a POSIX shell splits them (single and double quotes), or nil when it
    /// needs a shell: a redirection, a pipe, a glob or a variable.
    static func words(_ command: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for c in command {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
                continue
            }
            switch c {
            case "'", "\"": quote = c; inWord = true
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            case "<", ">", "|", "*", "$", "`", ";", "&": return nil
            case "#" where !inWord: return nil
            default: word.append(c); inWord = true
            }
        }
        if quote != nil { return nil }
        if inWord { words.append(word) }
        return words
    }

    /// Whether `expected` (with `…` lines standing for any lines) matches `actual`.
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            let rest = expected.dropFirst()
            for skip in 0...actual.count where matches(rest, actual.dropFirst(skip)) { return true }
            return false
        }
        guard let line = actual.first, line == first else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// The transcripts that run as written.
    static let runnable: [Transcript] = transcripts().filter { t in
        guard let words = words(t.command), words.first == "linklab" else { return false }
        // The quiz and the terminal app answer a person at a prompt or a terminal, not a file.
        if words.count < 2 || ["quiz", "app", "--interactive"].contains(where: words.contains) { return false }
        // `site` and `--live` ask a server; the docs show a run against the loopback test site.
        if words[1] == "site" || words.contains("--live") { return false }
        let expected = t.expected.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !expected.isEmpty else { return false }
        // Every argument that looks like a file (it has a / or a file extension and no ://) must exist.
        for word in words.dropFirst() where !word.hasPrefix("-") && !word.contains("://") && !word.hasPrefix("#")
            && (word.hasSuffix(".json") || word.hasSuffix(".csv") || word.hasSuffix(".jsonl") || word.hasSuffix(".xml") || word.contains("apple-app-site-association")) {
            let path = LinkLab.repositoryRoot.appendingPathComponent(word).path
            // A file the command writes (--junit, --results) need not exist.
            if let i = words.firstIndex(of: word), i > 0, ["--junit", "--results"].contains(words[i - 1]) { continue }
            if !FileManager.default.fileExists(atPath: path) { return false }
        }
        return true
    }

    @Test("the docs hold transcripts that run: at least the README's explain, build, vary and check ones")
    func enoughRun() {
        #expect(Self.runnable.count >= 8, "\(Self.runnable.map(\.testDescription))")
    }

    @Test("each transcript prints what the docs show", arguments: runnable)
    func transcript(_ t: Transcript) throws {
        guard let words = Self.words(t.command) else { return }
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files the command writes go to a scratch folder, never into the checkout.
        var arguments = Array(words.dropFirst())
        for (i, word) in arguments.enumerated() where i > 0 && ["--junit", "--results"].contains(arguments[i - 1]) {
            arguments[i] = folder.appendingPathComponent(word).path
        }
        // Relative paths are the repository's.
        arguments = arguments.map { word in
            guard !word.hasPrefix("/"), !word.hasPrefix("-"), !word.contains("://"),
                  FileManager.default.fileExists(atPath: LinkLab.repositoryRoot.appendingPathComponent(word).path) else { return word }
            return LinkLab.repositoryRoot.appendingPathComponent(word).path
        }
        let result = try LinkLab.run(arguments, environment: ["NO_COLOR": "1"])
        let root = LinkLab.repositoryRoot.path + "/"
        let actual = result.outLines.map { $0.replacingOccurrences(of: root, with: "") }
        var expected = t.expected
        while expected.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { expected.removeLast() }
        #expect(Self.matches(expected[...], actual[...]),
                "\(t.file):\(t.line): `\(t.command)` printed:\n\(actual.joined(separator: "\n"))\n--- the docs show:\n\(expected.joined(separator: "\n"))")
    }
}
