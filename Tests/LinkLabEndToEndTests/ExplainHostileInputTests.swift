import Foundation
import Testing

/// Hostile input is answered, never crashed on, and never echoed raw.
@Suite("linklab explain with hostile input")
struct ExplainHostileInputTests {
    static let base = "q2mob://open?targetPage=%23%2Fmes"

    /// Links that can travel in argv (no NUL).
    static let hostileArguments: [String] = [
        base + "\u{1B}[31msages",                 // CSI colour
        "\u{1B}]0;owned\u{07}" + base + "sages",  // OSC title + BEL
        "\u{1B}[2J\u{1B}[H" + base + "sages",     // clear screen
        base + "\rsages",                         // carriage return
        base + "\u{08}\u{08}sages",               // backspaces
        base + "\u{7F}sages",                     // DEL
        base + "\u{85}sages",                     // C1 NEL
        base + "\u{9B}31msages",                  // C1 CSI
        base + "\u{202E}sages",                   // right-to-left override
        base + "\u{2066}sages\u{2069}",           // isolate
        base + "\u{200B}sages",                   // zero-width space
        "\u{FEFF}" + base + "sages",              // BOM
        "https://demo.q2.com/experimental/uux.aspx#/settings/\u{202E}eliforp",
        "https://demo.q2.com\u{1B}[8m.evil.example/experimental/uux.aspx#/messages",
    ]

    @Test("control, C1, bidi and zero-width characters are refused and never echoed raw (text and JSON)",
          arguments: hostileArguments)
    func hostileArgument(_ link: String) throws {
        for json in [false, true] {
            let result = try LinkLab.run(["explain"] + (json ? ["--json"] : []) + [link])
            #expect(!result.timedOut)
            #expect(result.status == 1, "json=\(json) status \(result.status): \(result.err)")
            #expect(RawOutput.problems(in: result.stdout).isEmpty, "json=\(json): \(RawOutput.problems(in: result.stdout))")
            #expect(RawOutput.problems(in: result.stderr).isEmpty, "stderr: \(RawOutput.problems(in: result.stderr))")
            if json {
                let object = try #require(try result.jsonLines().first)
                let input = object["input"] as? String ?? ""
                #expect(!input.unicodeScalars.contains(where: RawOutput.isForbidden), "decoded input holds a raw character: \(input.debugDescription)")
                let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
                #expect(codes.contains("control-characters"), "codes \(codes)")
            } else {
                #expect(result.outLines.first.map { $0.hasPrefix("stayed") || $0.hasPrefix("notOpened") } == true)
            }
        }
    }

    @Test("NUL, CR and invalid UTF-8 on stdin are answered and never echoed raw")
    func hostileStdin() throws {
        var input = Data()
        input.append(contentsOf: Array((Self.base + "\u{0}sages\n").utf8))
        input.append(contentsOf: Array((Self.base + "\rsages\n").utf8))
        input.append(contentsOf: Array(Self.base.utf8) + [0xFF, 0xFE, 0x0A])
        input.append(contentsOf: Array("\u{1B}[6n\n".utf8))
        for json in [false, true] {
            let result = try LinkLab.run(["explain"] + (json ? ["--json"] : []), stdin: input)
            #expect(!result.timedOut)
            #expect(result.status == 1)
            #expect(RawOutput.problems(in: result.stdout).isEmpty, "json=\(json): \(RawOutput.problems(in: result.stdout))")
            if json { #expect(try result.jsonLines().count == 4, "\(result.out)") }
        }
    }

    @Test("a 1 MB link on stdin is answered, refused as too long and echoed cut short")
    func oneMegabyteLink() throws {
        let link = "q2mob://open?targetPage=%23%2F" + String(repeating: "a", count: 1_048_576)
        for json in [false, true] {
            let result = try LinkLab.run(["explain"] + (json ? ["--json"] : []), stdin: Data((link + "\n").utf8))
            #expect(result.status == 1)
            #expect(!result.timedOut)
            #expect(result.stdout.count < 20_000, "echoed \(result.stdout.count) bytes")
            if json {
                let object = try #require(try result.decisions().first)
                #expect(object.input.count < 2_000)
                #expect(object.codes == ["input-too-long"])
            } else {
                #expect(result.outLines.contains { $0.hasPrefix("  error input-too-long: ") }, "\(result.out.prefix(2_000))")
            }
        }
    }

    @Test("whitespace around a link is trimmed and said so; a space inside is named")
    func whitespace() throws {
        let result = try LinkLab.run(["explain", "--json", "  \(ExplainCommandTests.good)\t",
                                      "https://demo.q2.com/experimental/uux.aspx#/settings/pro file"])
        let objects = try result.jsonLines()
        try #require(objects.count == 2)
        let codes = objects.map { ($0["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String } }
        #expect(objects[0]["outcome"] as? String == "navigated")
        #expect(codes[0] == ["whitespace-trimmed"])
        #expect(codes[1].first == "invalid-characters", "\(codes[1])")
        #expect(RawOutput.problems(in: result.stdout).isEmpty)
    }

    @Test("traversal, userinfo and lookalike hosts are refused")
    func hostileShapes() throws {
        let cases: [(String, String)] = [
            ("https://demo.q2.com/experimental/uux.aspx#/settings/../messages", "route-traversal"),
            ("q2mob://open?targetPage=%23%2F..%2Fmessages", "route-traversal"),
            ("https://demo.q2.com@evil.example/experimental/uux.aspx#/messages", "userinfo-in-link"),
            ("https://demo.q2.com./experimental/uux.aspx#/messages", "suspicious-host"),
        ]
        for (link, code) in cases {
            let result = try LinkLab.run(["explain", "--json", link])
            let object = try #require(try result.jsonLines().first, "\(link): \(result.err)")
            let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(codes.contains(code), "\(link): \(codes)")
            #expect(object["outcome"] as? String != "navigated", "\(link)")
            #expect(result.status == 1)
        }
    }
}
