import Foundation
import Testing

/// Where the thing a test checks has a typed value (a decision's outcome, a diagnostic code, a check and
/// whether it passed, an exit status, a setting, a field of `--json`, the error a reader throws), the test
/// compares that value, whole where it can, and not a substring of the English text: a test of a value
/// should not pass because a sentence happens to hold a word, nor fail because a sentence was reworded.
/// Prose stays where the wording itself is under test (the Wording tests, snapshots and goldens, the
/// terminal screens a person reads), and there a line is compared whole where it can be.
///
/// This guard holds the files whose prose expectations were made typed to a budget each: how many
/// substring checks remain in them, and why those may stay. A new substring check in one of them fails
/// here; compare the typed value instead (`LinkLab.Output.decisions()`, `decoded(_:)`, `ReaderErrors`,
/// `JUnitReport`, a whole line with `hasLine`), or, when the wording is truly what is tested, raise the
/// budget and say why in the same line. When a check is made typed, lower the budget.
///
/// What is counted, on each line of code (comments aside): the issue's own measure, a `contains("` with a
/// literal, and a `contains(` on a command's captured output (`.out`, `.err`, `.output`), literal or not.
/// A `contains("…")` on a list of typed values (codes, check names) counts too: the budget says so.
@Suite("Expectations compare typed values, not substrings of prose")
struct TypedExpectationsTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Each converted file, the substring checks it may keep at most, and what they are.
    static let budgets: [(file: String, most: Int, why: String)] = [
        ("LinkLabEndToEndTests/AASACommandTests.swift", 1, "that no usage error is an internal error"),
        ("LinkLabEndToEndTests/AndroidCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/AppLinksCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/AppStateCommandTests.swift", 2, "Android's own words for an app state, and no Safari or App Store in them"),
        ("LinkLabEndToEndTests/AppTranscriptTests.swift", 1, "the terminal screen's line when the transcript cannot be written"),
        ("LinkLabEndToEndTests/BoundedInputTests.swift", 0, ""),
        ("LinkLabEndToEndTests/BuildCommandTests.swift", 2, "no internal error and no raw override in a refusal, for any input"),
        ("LinkLabEndToEndTests/BuiltInScenariosTests.swift", 2, "that nothing is listed as unplayable, and no quiz is missing, anywhere in the output"),
        ("LinkLabEndToEndTests/CLIConventionsTests.swift", 4, "--quiet's absences: no PASS, no navigated line, no passing scenario, no message"),
        ("LinkLabEndToEndTests/CheckCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/CheckFromTests.swift", 0, ""),
        ("LinkLabEndToEndTests/EmbeddedScreensCommandTests.swift", 2, "that no screen is missing, and the replaced title is nowhere"),
        ("LinkLabEndToEndTests/ExplainCommandTests.swift", 1, "no failed targetPage check in a good link's trace"),
        ("LinkLabEndToEndTests/ExplainConfigErrorTests.swift", 0, ""),
        ("LinkLabEndToEndTests/ExplainFromTests.swift", 0, ""),
        ("LinkLabEndToEndTests/ExplainHostileInputTests.swift", 1, "a code in the list of codes (a typed list; the other codes vary by input)"),
        ("LinkLabEndToEndTests/FoldedArgumentsTests.swift", 0, ""),
        ("LinkLabEndToEndTests/JobsTests.swift", 0, ""),
        ("LinkLabEndToEndTests/LiveCacheOwnershipTests.swift", 2, "that --live says nothing about the cache when it is fine"),
        ("LinkLabEndToEndTests/NetworkHelperTests.swift", 3, "an unusable answer's reason, which carries a JSON error; the helper's own words when run by hand"),
        ("LinkLabEndToEndTests/OutputFileTests.swift", 1, "the reason a full disk gives, made from its typed problem, among other lines"),
        ("LinkLabEndToEndTests/PartnerFilesCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/PlayCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/PlayPartnerFITests.swift", 3, "no demo link anywhere; a walkthrough's description; a fixture's own text"),
        ("LinkLabEndToEndTests/PlayStepSettingsTests.swift", 1, "that the tap is said once, on the settings line"),
        ("LinkLabEndToEndTests/PushCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/QuizCommandTests.swift", 1, "no demo link anywhere in a partner's quiz"),
        ("LinkLabEndToEndTests/SiteCommandTests.swift", 1, "a network failure's line, which only stderr carries"),
        ("LinkLabEndToEndTests/SiteForeignURLTests.swift", 0, ""),
        ("LinkLabEndToEndTests/StrictJSONCommandTests.swift", 0, ""),
        ("LinkLabEndToEndTests/SupportBundleCommandTests.swift", 8, "the support bundle's page and picture: a document a person reads"),
        ("LinkLabEndToEndTests/VaryCommandTests.swift", 1, "no demo scheme or host in a partner's variant links"),
        ("LinkLabCoreTests/AASARulesTests.swift", 0, ""),
        ("LinkLabCoreTests/Android/AndroidDecisionTests.swift", 3, "the Android trace's own words: the files it names, and no iOS in an Android summary"),
        ("LinkLabCoreTests/AppStateTests.swift", 0, ""),
        ("LinkLabCoreTests/BinaryPlistContainmentTests.swift", 0, ""),
        ("LinkLabCoreTests/ConfigurationTests.swift", 1, "a key among the keys an unknown key's error offers (a typed list)"),
        ("LinkLabCoreTests/PartnerFilesTests.swift", 0, ""),
        ("LinkLabCoreTests/PushTests.swift", 0, ""),
        ("LinkLabCoreTests/SiteLinkRefusalTests.swift", 0, ""),
        ("LinkLabCoreTests/TapPathTests.swift", 2, "the customer's sentence for a remembered choice, and whose source a refused one is"),
        ("LinkLabCoreTests/UnsafeFactsTests.swift", 0, ""),
    ]

    /// The lines of `text` that search prose: their numbers, from 1.
    static func substringChecks(in text: String) -> [Int] {
        var found: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("//") { continue }
            if code.contains("contains(\"") || [".out.contains(", ".err.contains(", ".output.contains("].contains(where: { code.contains($0) }) {
                found.append(index + 1)
            }
        }
        return found
    }

    @Test("the converted files keep no more substring checks of prose than their budget")
    func withinBudget() throws {
        for budget in Self.budgets {
            let url = Self.tests.appendingPathComponent(budget.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            let lines = Self.substringChecks(in: text)
            #expect(lines.count <= budget.most,
                    "\(budget.file) searches prose on \(lines.count) lines (\(lines.map(String.init).joined(separator: ", "))), its budget is \(budget.most): compare the typed value, or a whole line")
            #expect(budget.most == 0 || !budget.why.isEmpty, "\(budget.file): say why its \(budget.most) may stay")
        }
        #expect(Set(Self.budgets.map(\.file)).count == Self.budgets.count, "a file is listed twice")
    }

    @Test("the scanner counts what it is meant to count")
    func scannerCounts() {
        let code = #"""
            #expect(result.out.contains("navigated"))
            #expect(result.err.contains(words))
            #expect(codes.contains("unencoded-target-page"))
            // #expect(result.out.contains("in a comment"))
            #expect(result.outLines == ["navigated  q2mob://open"])
            #expect(result.hasLine("  error unencoded-target-page: " + message))
            #expect(pass.output.contains(line))
            #expect(result.stdout.contains(0x1B))
            """#
        #expect(Self.substringChecks(in: code) == [1, 2, 3, 7])
    }
}
