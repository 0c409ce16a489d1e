import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Every shortcut the AASA
/// matcher takes for the usual shapes gives the answer the general rule gives, on generated patterns and
/// paths (docs/contract.md, "iOS prerequisites": AASA matching).
@Suite("AASA fast paths agree with the general path")
struct AASAFastPathTests {
    /// Pieces that reach every branch: slashes at either end, stars and question marks, escapes,
    /// non-ASCII text and substitution-variable syntax.
    static let piece = Gen<String?>.element(of: [
        "/", "//", "a", "b", "ab", "uux.aspx", "*", "?", "%23", "%2F", "é", "日", ".", "-", "$(v)", "#",
    ] as [String]).map { $0! }
    static let text = piece.array(of: 0...8).map { $0.joined() }

    @Test("a usual pattern (`/x/y`, `*/y`) reads as the general rule reads it")
    func usualPattern() async {
        await propertyCheck(count: 3000, input: Self.text) { raw in
            if let usual = AASAPath.usualPattern(raw) {
                #expect(usual == AASAPath.generalPattern(raw), "\(raw.debugDescription)")
            }
        }
    }

    @Test("a usual path (`/a/b`) reads as the general rule reads it")
    func usualText() async {
        await propertyCheck(count: 3000, input: Self.text) { raw in
            if AASAPath.isUsual(raw.utf8) {
                #expect(raw + "/" == AASAPath.generalText(raw), "\(raw.debugDescription)")
            }
        }
    }

    @Test("the plain matcher, in place or on scalars, answers as the reference matcher")
    func plainMatcher() async {
        await propertyCheck(count: 3000, input: Self.text, Self.text) { pattern, text in
            let plain = pattern.replacingOccurrences(of: "$(v)", with: "v")
            let glob = CompiledGlob(pattern: plain, caseSensitive: true, tokens: nil)
            let expected = ReferenceGlob.matches(plain, text, caseSensitive: true)
            #expect(glob.matches(text) == expected, "\(plain.debugDescription) against \(text.debugDescription)")
        }
    }

    @Test("the usual path matched in scratch space answers as the slash-ended text matched in full")
    func scratchPath() async {
        await propertyCheck(count: 3000, input: Self.text, Self.text) { pattern, path in
            let plain = AASAPath.pattern(pattern.replacingOccurrences(of: "$(v)", with: "v"))
            let glob = CompiledGlob(pattern: plain, caseSensitive: true, tokens: nil)
            var work = 0
            if let fast = AASAPath.withUsualText(path, { glob.plainASCIIMatch($0, work: &work) }) ?? nil {
                #expect(fast == glob.matches(AASAPath.text(path)), "\(plain.debugDescription) against \(path.debugDescription)")
            }
        }
    }

    @Test("a pattern with a one-value variable matches as the pattern with the value written in")
    func variablesAgreeWithPlain() async {
        await propertyCheck(count: 2000, input: Self.text, Self.text) { pattern, text in
            var compiler = GlobCompiler(variables: SubstitutionVariables(custom: ["v": ["ab"]]))
            var work = 0
            let withVariable = compiler.compile(pattern, caseSensitive: true, work: &work)
            let written = CompiledGlob(pattern: pattern.replacingOccurrences(of: "$(v)", with: "ab"), caseSensitive: true, tokens: nil)
            #expect(withVariable.matches(text) == written.matches(text), "\(pattern.debugDescription) against \(text.debugDescription)")
        }
    }
}

/// The defect the plain-matcher property found: a `*` in the pattern was compared as a letter first where
/// the URL has a `*` too, so `/*` did not match `/*ab`, though iOS opens the app for it.
@Suite("AASA star against a star in the URL")
struct AASAStarInURLTests {
    @Test("a rule's * matches a path that holds a * itself", arguments: [
        ("/*", "/*ab"), ("*", "*ab"), ("/buy/*", "/buy/*/x"), ("/a*b", "/a*xb"), ("*/uux.aspx", "/*/uux.aspx"),
    ])
    func starAgainstStar(_ pattern: String, _ path: String) {
        let glob = CompiledGlob(pattern: AASAPath.pattern(pattern), caseSensitive: true, tokens: nil)
        #expect(glob.matches(AASAPath.text(path)))
        #expect(ReferenceGlob.matches(AASAPath.pattern(pattern), AASAPath.text(path), caseSensitive: true))
    }
}
