import Foundation
import Testing

/// Docs that cannot drift. Every `$ linklab …` transcript in the README and
/// docs/contract.md is run through the real binary, from the repository root, unless `skipped` names it with a
/// reason from `skipReasons`. Output the docs show is compared line by line (the habit of rustdoc's and
/// Python's doctests; a line `…` stands for any number of lines). A trailing `# comment` is stripped, and when
/// the docs show no output, a comment whose first word is an outcome (`# stayed: …`) is checked against the
/// first word the command prints. A transcript with no output and no outcome must still end with status 0
/// or 1 (2 is a usage or file error). The shell forms the docs use are run too: `echo '…' | linklab …`,
/// `< FILE`, `> FILE` (into a scratch folder), a `*` in a file name, and a line ending in `\`.
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

    /// The only reasons a transcript may be left unrun.
    static let skipReasons: Set<String> = [
        "interactive",  // it answers a person at a prompt or a terminal, not a file
        "network",      // it asks a live site; the docs show a run against the loopback test server
    ]

    /// The transcripts left unrun, by the start of their command, each with a reason from `skipReasons`.
    static let skipped: [(command: String, reason: String)] = [
        ("linklab quiz ", "interactive"),
        ("linklab site ", "network"),
        ("linklab explain --live ", "network"),
    ]

    static func skipReason(_ t: Transcript) -> String? {
        skipped.first { t.command.hasPrefix($0.command) }?.reason
    }

    /// Every transcript in the fenced blocks of `files`.
    static func transcripts() -> [Transcript] {
        var found: [Transcript] = []
        for file in files {
            guard let text = try? String(contentsOf: LinkLab.repositoryRoot.appendingPathComponent(file), encoding: .utf8) else { continue }
            var inBlock = false
            var current: Transcript?
            var continues = false
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                if line.hasPrefix("```") {
                    if let c = current { found.append(c) }
                    current = nil
                    continues = false
                    inBlock.toggle()
                    continue
                }
                guard inBlock else { continue }
                if continues, current != nil {
                    // A command continued on the next line, as a shell reads `\` at the end of a line.
                    continues = line.hasSuffix("\\")
                    current?.command += " " + line.trimmingCharacters(in: .whitespaces).dropLastIf(continues)
                } else if line.hasPrefix("$ ") {
                    if let c = current { found.append(c) }
                    let command = String(line.dropFirst(2))
                    continues = command.hasSuffix("\\")
                    current = command.contains("linklab ")
                        ? Transcript(file: file, line: index + 1, command: command.dropLastIf(continues), expected: []) : nil
                } else {
                    current?.expected.append(line)
                }
            }
        }
        return found
    }

    /// One command line as a POSIX shell reads the forms the docs use.
    struct Command: Equatable {
        var words: [String] = []
        var stdin: String?          // `echo 'TEXT' |`: TEXT and a newline
        var stdinFile: String?      // `< FILE`
        var stdoutFile: String?     // `> FILE`
        var comment: String?        // after an unquoted ` #`
    }

    /// The command as a shell splits it (single and double quotes, a trailing comment, `echo … |`, `<`, `>`),
    /// or nil when it needs more of a shell than that (a variable, `;`, `&`, a backquote).
    static func parse(_ line: String) -> Command? {
        var command = Command()
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var pending: Character?   // `<` or `>` waiting for its file
        var pipedFrom: [String]?
        func endWord() {
            guard inWord else { return }
            switch pending {
            case "<": command.stdinFile = word
            case ">": command.stdoutFile = word
            default: words.append(word)
            }
            pending = nil; word = ""; inWord = false
        }
        var rest = Substring(line)
        while let c = rest.first {
            rest = rest.dropFirst()
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
                continue
            }
            switch c {
            case "'", "\"": quote = c; inWord = true
            case " ", "\t": endWord()
            case "#" where !inWord:
                command.comment = rest.trimmingCharacters(in: .whitespaces)
                rest = ""
            case "<", ">":
                endWord()
                guard pending == nil else { return nil }
                pending = c
            case "|":
                endWord()
                guard pipedFrom == nil else { return nil }
                pipedFrom = words; words = []
            case "$", "`", ";", "&": return nil
            default: word.append(c); inWord = true
            }
        }
        if quote != nil { return nil }
        endWord()
        if pending != nil { return nil }
        if let piped = pipedFrom {
            guard piped.first == "echo" else { return nil }
            command.stdin = piped.dropFirst().joined(separator: " ") + "\n"
        }
        command.words = words
        return command
    }

    /// `pattern` with a `*` in its last component, as a shell expands it in the repository (sorted).
    static func expand(_ pattern: String) -> [String] {
        guard pattern.contains("*") else { return [pattern] }
        let folder = (pattern as NSString).deletingLastPathComponent
        let parts = (pattern as NSString).lastPathComponent.components(separatedBy: "*")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LinkLab.repositoryRoot.appendingPathComponent(folder).path)) ?? []
        let matching = names.filter { name in
            guard parts.count == 2 else { return false }
            return name.hasPrefix(parts[0]) && name.hasSuffix(parts[1]) && name.count >= parts[0].count + parts[1].count
        }.sorted()
        return matching.isEmpty ? [pattern] : matching.map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
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

    static let all = transcripts()
    static let runnable = all.filter { skipReason($0) == nil }

    @Test("the docs' transcripts are found: 26 or more, and all but the skipped ones run")
    func enoughRun() {
        #expect(Self.all.count >= 26, "\(Self.all.map(\.testDescription))")
        #expect(Self.runnable.count >= 22, "\(Self.runnable.map(\.testDescription))")
    }

    @Test("a transcript is skipped only for a known reason, and every skip names a transcript")
    func skipsHaveKnownReasons() {
        for entry in Self.skipped {
            #expect(Self.skipReasons.contains(entry.reason), "`\(entry.command)`: unknown skip reason \(entry.reason)")
            #expect(Self.all.contains { $0.command.hasPrefix(entry.command) }, "`\(entry.command)` is skipped but no transcript starts so")
        }
    }

    @Test("every transcript reads as a command, with only the shell forms the runner knows", arguments: all)
    func parses(_ t: Transcript) throws {
        let command = try #require(Self.parse(t.command), "\(t.file):\(t.line): `\(t.command)` needs more of a shell than the runner has")
        #expect(command.words.first == "linklab")
    }

    @Test("the runner reads comments, pipes, redirections and quotes as a shell does")
    func shellForms() {
        #expect(Self.parse("linklab push --stage silent p.json      # stayed: push-stage-no-navigation")
            == Command(words: ["linklab", "push", "--stage", "silent", "p.json"], comment: "stayed: push-stage-no-navigation"))
        #expect(Self.parse("linklab explain 'q2mob://open?targetPage=#/messages'")?.words.last == "q2mob://open?targetPage=#/messages")
        #expect(Self.parse("linklab explain a#b")?.words.last == "a#b")
        #expect(Self.parse("linklab explain --json < in.txt > out.jsonl")
            == Command(words: ["linklab", "explain", "--json"], stdinFile: "in.txt", stdoutFile: "out.jsonl"))
        #expect(Self.parse("echo '{\"a\": 1}' | linklab push -") == Command(words: ["linklab", "push", "-"], stdin: "{\"a\": 1}\n"))
        #expect(Self.parse("linklab explain $HOME") == nil)
    }

    @Test("each transcript runs and prints what the docs show", arguments: runnable)
    func transcript(_ t: Transcript) throws {
        let command = try #require(Self.parse(t.command))
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files the command writes go to a scratch folder, never into the checkout.
        var arguments = Array(command.words.dropFirst()).flatMap(Self.expand)
        for (i, word) in arguments.enumerated() where i > 0 && ["--junit", "--results"].contains(arguments[i - 1]) {
            arguments[i] = folder.appendingPathComponent(word).path
        }
        // Relative paths are the repository's, and a file the docs name must be there.
        arguments = arguments.map { word in
            guard !word.hasPrefix("/"), !word.hasPrefix("-"), !word.contains("://"),
                  FileManager.default.fileExists(atPath: LinkLab.repositoryRoot.appendingPathComponent(word).path) else { return word }
            return LinkLab.repositoryRoot.appendingPathComponent(word).path
        }
        for word in arguments where !word.hasPrefix("/") && !word.hasPrefix("-") && !word.contains("://")
            && ([".json", ".jsonl", ".csv", ".xml", ".txt"].contains(where: word.hasSuffix) || ["examples/", "scenarios/", "screens/"].contains(where: word.hasPrefix)) {
            Issue.record("\(t.file):\(t.line): names \(word), which the repository does not hold")
        }
        var stdin = command.stdin.map { Data($0.utf8) }
        if let file = command.stdinFile {
            stdin = try Data(contentsOf: LinkLab.repositoryRoot.appendingPathComponent(file))
        }
        let stdoutPath = command.stdoutFile.map { folder.appendingPathComponent($0).path }
        let result = try LinkLab.run(arguments, stdin: stdin, environment: ["NO_COLOR": "1"], stdoutPath: stdoutPath)
        #expect(!result.timedOut && result.status < 2,
                "\(t.file):\(t.line): `\(t.command)` ended with status \(result.status): \(result.err.prefix(400))")
        let root = LinkLab.repositoryRoot.path + "/"
        let actual = result.outLines.map { $0.replacingOccurrences(of: root, with: "") }
        var expected = t.expected
        while expected.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { expected.removeLast() }
        while expected.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { expected.removeFirst() }
        if !expected.isEmpty {
            #expect(Self.matches(expected[...], actual[...]),
                    "\(t.file):\(t.line): `\(t.command)` printed:\n\(actual.joined(separator: "\n"))\n--- the docs show:\n\(expected.joined(separator: "\n"))")
        } else if let comment = command.comment, let outcome = comment.split(whereSeparator: { $0 == ":" || $0 == " " }).first,
                  Self.outcomes.contains(String(outcome)) {
            #expect(actual.first?.split(separator: " ").first.map(String.init) == String(outcome),
                    "\(t.file):\(t.line): the comment says \(outcome); `\(t.command)` printed: \(actual.first ?? "nothing")")
            // A code the comment names (`stayed: push-stage-no-navigation`) is among the diagnostics.
            for code in comment.split(separator: " ").map(String.init) where code.contains("-") && !code.contains(" ") {
                #expect(result.out.contains(" \(code):"), "\(t.file):\(t.line): the comment names \(code); it is not in the output")
            }
        } else if let file = stdoutPath {
            let written = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            #expect(!written.isEmpty, "\(t.file):\(t.line): `\(t.command)` wrote nothing to \(command.stdoutFile ?? "")")
        }
    }

    /// The six outcomes a decision's first word can be.
    static let outcomes: Set<String> = ["navigated", "deferred", "handledByModule", "stayed", "notOpened", "openedInBrowser"]
}

private extension String {
    /// The string without its last character (a line's `\`) when `drop`, trimmed of white space at the end.
    func dropLastIf(_ drop: Bool) -> String {
        drop ? String(dropLast()).trimmingCharacters(in: .whitespaces) : self
    }
}
