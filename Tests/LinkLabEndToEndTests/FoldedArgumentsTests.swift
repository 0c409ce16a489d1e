import Foundation
import Testing
@testable import linklab

/// A long list of links given as arguments is folded before the argument
/// parser sees it and unfolded after. These tests parse each form both ways, through `FoldedArguments` and
/// through the parser alone, and require the same command (or the same error, word for word).
@Suite("Long argument lists")
struct FoldedArgumentsTests {
    static let links = (0..<150).map { "https://demo.q2.com/experimental/uux.aspx?x=\($0)#/messages" }
    static let half = Array(links.prefix(75))
    static let rest = Array(links.dropFirst(75))
    static let file = "apple-app-site-association"

    /// Every option form, with the long list before, after and around the options.
    static let forms: [[String]] = [
        ["explain"] + links,
        ["explain", "--json"] + links,
        ["explain"] + links + ["--json"],
        ["explain", "--platform", "android"] + links,
        ["explain", "--platform=android"] + links,
        ["explain"] + half + ["--from", "safari"] + rest,
        ["explain"] + half + ["--signed-out"] + rest,
        ["explain", "--", "-not-an-option", "--json"] + links,
        ["explain", "--json", "--"] + links + ["-x"],
        ["explain", "--"] + half + ["-x", "--json", "--", "-"] + rest,
        ["explain", "--from", "safari", "--page", "https://demo.q2.com/offers"] + links,
        ["explain", "--from=safari", "--page=-dash"] + links,
        ["explain", "--signed-out", "--not-installed"] + half + ["--json"] + rest + ["--platform", "ios"],
        ["aasa", file] + links,
        ["aasa", "--app-id", "ABCDE12345.com.example.app", file] + links,
        ["aasa", "--app-id=ABCDE12345.com.example.app", file] + links,
        ["aasa", file] + links + ["--app-id", "ABCDE12345.com.example.app", "--json"],
        ["assetlinks", "--fingerprint", "AA:BB", "--fingerprint", "CC", file] + links,
        ["site", "bank.example"] + links,
        ["check"] + links.map { "\($0).csv" },
        ["check", "--junit", "report.xml"] + half + ["-"] + rest,
        ["check", "--json", "--from", "typed"] + links + ["--allow-outside-files"],
        ["play", "--json"] + links.map { "\($0).json" },
        ["quiz"] + links.map { "\($0).json" },
    ]

    /// Forms the parser refuses, or answers with help: the words must be the same.
    static let refused: [[String]] = [
        ["explain", "--bogus"] + links,
        ["explain"] + links + ["--platform"],
        ["explain", "--platform", "windows"] + links,
        ["vary", "q2mob://open"] + links,
        ["build", "messages"] + links,
        ["aasa"] + [] + ["--app-id"] + links,
        ["explain", "--help"] + links,
        ["explain"] + links + ["-h"],
        ["explain"] + half + ["--from"] + rest,
        ["check"] + links + ["--junit"],
        ["explian"] + links,
        links,
        ["play", "--interactive"] + links,
    ]

    static func describe(_ command: Any) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test("the long list is folded: the parser sees a few arguments", arguments: forms)
    func folds(_ form: [String]) {
        let folded = FoldedArguments(form)
        #expect(folded.isFolded)
        #expect(folded.arguments.count < 20, "\(form.prefix(4))…: \(folded.arguments.count) arguments reach the parser")
    }

    @Test("folded or not, the parsed command is the same", arguments: forms)
    func sameCommand(_ form: [String]) throws {
        let direct = try linklab.LinkLab.parseAsRoot(form)
        let folded = try FoldedArguments(form).parse()
        #expect(Self.describe(folded) == Self.describe(direct), "\(form.prefix(4))…")
        #expect(!Self.describe(folded).utf8.contains(0), "a marker reached the command")
        #expect(Self.describe(folded).contains(Self.links[149]), "the description holds the parsed list")
    }

    /// What parsing `form` gives: the command, described, or the error's words.
    static func outcome(_ parse: () throws -> Any) -> String {
        do { return describe(try parse()) } catch { return "refused: " + linklab.LinkLab.fullMessage(for: error) }
    }

    @Test("folded or not, a mistake, a help request or a stray word comes out the same", arguments: refused)
    func sameRefusal(_ form: [String]) {
        let direct = Self.outcome { try linklab.LinkLab.parseAsRoot(form) }
        let folded = Self.outcome { try FoldedArguments(form).parse() }
        #expect(folded == direct, "\(form.prefix(4))…")
        #expect(!folded.utf8.contains(0))
    }

    @Test("the refused forms are refused by the parser")
    func refusedForms() {
        let refusals = Self.refused.filter { form in Self.outcome { try linklab.LinkLab.parseAsRoot(form) }.hasPrefix("refused: ") }
        #expect(refusals.count >= 6, "\(refusals.count) of \(Self.refused.count)")
    }

    /// The folding's premise, read from the commands' own declarations (`--experimental-dump-help`): every option
    /// takes one value an occurrence, so only the word right after an option can be its value, and no command has
    /// more single positionals in front of its list than a run keeps.
    @Test("every option takes one value, and the kept values cover each command's single positionals")
    func premise() throws {
        var message = ""
        do { _ = try linklab.LinkLab.parseAsRoot(["--experimental-dump-help"]) } catch { message = linklab.LinkLab.fullMessage(for: error) }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
        var commands = [try #require(root["command"] as? [String: Any])]
        var options = 0
        while let command = commands.popLast() {
            commands += command["subcommands"] as? [[String: Any]] ?? []
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            for argument in arguments where argument["kind"] as? String == "option" {
                options += 1
                #expect(argument["parsingStrategy"] as? String == "default", "\(command["commandName"] ?? "") \(argument["names"] ?? "")")
            }
            let positionals = arguments.filter { $0["kind"] as? String == "positional" }
            #expect(positionals.count <= FoldedArguments.kept, "\(command["commandName"] ?? "")")
            for positional in positionals.dropLast() {
                #expect(positional["isRepeating"] as? Bool != true, "\(command["commandName"] ?? ""): only the last positional is a list")
            }
        }
        #expect(options > 20, "the dump names the commands' options")
    }

    @Test("a short list reaches the parser as it is")
    func shortList() {
        let form = ["explain", "--json"] + Self.links.prefix(10)
        let folded = FoldedArguments(form)
        #expect(!folded.isFolded)
        #expect(folded.arguments == form)
    }

    @Test("unfolding gives back every value, in order")
    func unfoldsInOrder() {
        let form = ["explain"] + Self.links
        let folded = FoldedArguments(form)
        let parsedList = Array(folded.arguments.dropFirst())
        let (values, markers) = folded.unfold(parsedList)
        #expect(values == Self.links)
        #expect(markers == folded.markerCount)
    }
}
