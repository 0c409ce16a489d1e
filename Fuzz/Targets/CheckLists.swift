import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Check lists: the bytes are read as `linklab check` reads a list, as CSV when they do not
/// start with `{` and as JSON Lines when they do. A refused list must say why in one safe line; an
/// accepted one is run on the demo FI (every decision checked as in the links target), then written
/// back as F8 writes it: that CSV holds nothing unsafe and no cell a spreadsheet would run, and reads
/// back as the same rows.
enum CheckListsTarget {
    static func run(_ bytes: [UInt8]) {
        let text: String
        do throws(FileProblem) {
            text = try InputFile.text(bytes)
        } catch {
            OutputCheck.safe(error.reason, "the not-UTF-8 error", .safeError)
            return
        }
        let jsonLines = text.drop { $0.isWhitespace }.first == "{"
        let rows: [CheckRow]
        do throws(CheckListError) {
            // A file path in a payload cell would be read from the disk: confine it to the fixtures.
            rows = jsonLines
                ? try CheckListLoader.parseJSONLines(text, file: "fuzz.jsonl", baseDirectory: DemoApp.fixturesDirectory,
                                                    scope: DemoApp.fixturesDirectory, rowLimit: 64)
                : try CheckListLoader.parseCSV(text, file: "fuzz.csv", baseDirectory: DemoApp.fixturesDirectory,
                                              scope: DemoApp.fixturesDirectory, rowLimit: 64)
        } catch {
            OutputCheck.safe(error.description, "the check-list error", .safeError)
            Breach.check(!error.description.contains("\n"), .oneLineError, "the check-list error spans lines")
            return
        }
        let results = CheckResult.run(rows, app: DemoApp.app)
        for result in results { OutputCheck.decision(result.decision) }
        let written = CheckListWriter.csv(CheckListWriter.expectingCurrentOutcomes(rows, app: DemoApp.app))
        for (number, line) in written.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            OutputCheck.safe(String(line), "line \(number + 1) of the CSV F8 writes")
        }
        // Each cell as a spreadsheet reads it: a comma inside a quoted cell does not start another cell.
        if let table = try? CSVTable(text: written) {
            for field in table.records.flatMap(\.fields) {
                Breach.check(!"=+-@\t\r".contains(field.value.first ?? " "), .noFormula,
                             "the CSV F8 writes has a cell that starts a formula: \(Escaped.string(field.value))")
            }
        } else {
            Breach.report(.roundTrip, "the CSV F8 writes is not CSV")
        }
        do throws(CheckListError) {
            let back = try CheckListLoader.parseCSV(written, file: "written.csv", rowLimit: 64)
            Breach.check(back.map(\.input) == rows.map(\.input), .roundTrip, "the CSV F8 writes reads back as other inputs")
            Breach.check(back.map(\.signedIn) == rows.map(\.signedIn), .roundTrip, "the CSV F8 writes reads back as other sign-in states")
            Breach.check(back.map(\.note) == rows.map(\.note), .roundTrip, "the CSV F8 writes reads back as other notes")
            Breach.check(back.map(\.tap) == rows.map(\.tap), .roundTrip, "the CSV F8 writes reads back as other sources (from, page, redirectsTo)")
        } catch {
            Breach.report(.roundTrip, "the CSV F8 writes cannot be read back: \(error.description)")
        }
    }
}

extension Invariant {
    /// No cell of a CSV LinkLab writes starts a spreadsheet formula.
    static let noFormula = Invariant(name: "csv-formula-written")
    /// What LinkLab writes as a check list reads back as the same rows.
    static let roundTrip = Invariant(name: "check-list-round-trip")
}
