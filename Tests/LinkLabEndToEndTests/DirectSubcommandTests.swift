import Foundation
import Testing
@testable import linklab

/// A command named first is parsed as that command alone, not through the root (whose
/// parse reflects the terminal app's options for every command). The command must be the one the root's
/// parse gives, and anything else (help, a mistake, no command named) must be left to the root.
@Suite("A named command is parsed directly")
struct DirectSubcommandTests {
    static let aasa = "apple-app-site-association"

    /// Clean forms of every command.
    static let forms: [[String]] = [
        ["explain", "q2mob://open?targetPage=%23%2Fmessages"],
        ["explain", "--json", "--platform", "android", "https://demo.q2.com/experimental/uux.aspx#/messages"],
        ["explain", "--from", "safari", "--page", "https://demo.q2.com/offers", "--signed-out", "https://x.example"],
        ["explain", "--jobs", "2", "--", "-not-an-option"],
        ["build", "messages"],
        ["aasa", aasa, "https://demo.q2.com/messages"],
        ["aasa", "--app-id=ABCDE12345.com.example.app", "--json", aasa, "https://demo.q2.com/a", "https://demo.q2.com/b"],
        ["assetlinks", "--fingerprint", "AA:BB", "assetlinks.json", "https://demo.q2.com/a"],
        ["site", "bank.example", "https://bank.example/a"],
        ["push", "{\"sender\":\"x\"}"],
        ["play", "--json", "scenarios/a.json", "scenarios/b.json"],
        ["vary", "q2mob://open?targetPage=%23%2Fmessages"],
        ["check", "--junit", "report.xml", "--from", "typed", "links.csv"],
        ["quiz", "scenarios/quiz.json"],
        ["app", "--platform", "android"],
    ]

    /// Forms the direct parse leaves to the root: help, mistakes, no command named, completion scripts.
    static let leftToRoot: [[String]] = [
        [], ["--help"], ["--version"], ["q2mob://open"], ["explian", "x"], ["help", "aasa"],
        ["explain", "--help"], ["aasa", "-h"], ["explain", "--bogus", "x"], ["aasa"], ["check"],
        ["explain", "--platform", "windows", "x"], ["aasa", "--generate-completion-script", "bash"],
        ["explain", "--version"], ["explain", "--jobs", "0", "x"],
    ]

    @Test("a clean form gives the root's command", arguments: forms)
    func sameCommand(_ form: [String]) throws {
        let root = try linklab.LinkLab.parseAsRoot(form)
        let direct = try #require(DirectSubcommand.parse(form), "\(form) was left to the root")
        #expect(FoldedArgumentsTests.describe(direct) == FoldedArgumentsTests.describe(root), "\(form)")
    }

    @Test("help, mistakes and a missing command name are the root's to answer", arguments: leftToRoot)
    func leftToTheRoot(_ form: [String]) {
        #expect(DirectSubcommand.parse(form) == nil, "\(form)")
        // Through `FoldedArguments`, what the root says is said word for word.
        let root = FoldedArgumentsTests.outcome { try linklab.LinkLab.parseAsRoot(form) }
        let parsed = FoldedArgumentsTests.outcome { try FoldedArguments(form).parse() }
        #expect(parsed == root, "\(form)")
    }
}
