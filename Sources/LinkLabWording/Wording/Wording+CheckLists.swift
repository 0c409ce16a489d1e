import LinkLabReading
import LinkLabFormats

/// How a check list LinkLab cannot read is worded: `links.csv: line 3, column 12 (outcome): "navigate" is not
/// an outcome; expected one of …`. The reason follows the cell's value, or the line when no cell is meant.
extension Wording {
    /// The problem, worded to follow a cell, a line or the list's name.
    public static func reason(_ problem: CheckListProblem) -> String {
        switch problem {
        case .file(let file): reason(file)
        case .csv(let csv): reason(csv)
        case .rowTooLong(let mebibytes): "is longer than \(mebibytes) MiB: a row of a check list holds at most that"
        case .tooManyRows(let limit): "is row \(limit + 1): a check list holds at most \(limit) rows; split it into several files"
        case .noHeader: "is empty; the first line must be the header link,outcome,route,codes,signedIn,note"
        case .unknownColumn(let known): "is not a known column; the header names columns from: \(known.joined(separator: ", "))"
        case .columnTwice: "is named twice in the header"
        case .headerLacksColumns:
            "the header must name an outcome column and a link or payload column, such as link,outcome,route,codes,signedIn,note"
        case .extraField(let columns): "is one field more than the header's \(columns) columns; quote a value that holds a comma"
        case .lineNotJSON(let error): "is not JSON: \(error.message)"
        case .lineNotAnObject: "must be a JSON object such as {\"link\": …, \"expect\": {\"outcome\": …}}"
        case .unknownKey(let known): "is not a known key; expected: \(known.joined(separator: ", "))"
        case .expectNotAnObject: "must be an object such as {\"outcome\": \"navigated\"}"
        case .unknownExpectation(let known): "is not a known expectation; expected: \(known.joined(separator: ", "))"
        case .mustBe(let value): "must be " + words(value)
        case .emptyLink: "is empty; give the link to open"
        case .stageWithoutPayload: "goes only with a payload"
        case .notAStage: "is not a stage; expected tap, foreground or silent"
        case .linkAndPayload: "a row has a link or a payload, not both"
        case .noLinkNoPayload: "has no link and no payload"
        case .outcomeMissing(let outcomes): "is missing; every row expects an outcome: \(outcomes.joined(separator: ", "))"
        case .notAnOutcome(let outcomes): "is not an outcome; expected one of: \(outcomes.joined(separator: ", "))"
        case .notADiagnosticCode: "is not a diagnostic code"
        case .tapWithPush: "goes only with a link: a push is not tapped on a page"
        case .notASource(let platform, let elsewhere, let accepted):
            "is not a source on \(platform.rawValue)" + (elsewhere.map { " (it is an \($0.rawValue) source)" } ?? "")
                + "; expected one of: \(accepted.joined(separator: ", "))"
        case .page(let problem): reason(problem)
        case .bannerOnAndroid: "is not a source on android: " + Wording.noBannerOnAndroid
        case .payloadNotJSON(let error): "is not JSON: \(error.message)"
        case .payloadFileUnreadable(let file): "names a payload file that \(reason(file))"
        case .payloadFileNotJSON(let error): "names a payload file that is not JSON (its first mistake is at \(error.position))"
        }
    }

    /// Why a CSV record cannot be read.
    public static func reason(_ problem: CSVProblem) -> String {
        switch problem {
        case .textAfterClosingQuote: "text after a closing quote; a quoted field must end at a comma or the end of the line"
        case .quoteInUnquotedField: "a quote inside an unquoted field; quote the whole field and write \"\" for each quote"
        case .quotedFieldNeverClosed: "a quoted field is never closed"
        }
    }

    private static func words(_ value: CheckListValue) -> String {
        switch value {
        case .linkString: "a link string"
        case .route: "a route such as messages, or none"
        case .listOfCodes: "a list of diagnostic codes"
        case .codes: "diagnostic codes"
        case .trueOrFalse: "true or false"
        case .text: "text"
        case .sourceName: "a source name such as safari"
        case .redirectLink: "an https:// or http:// link: where the tracking link sends the customer"
        case .payload: "a payload object, inline JSON or a file name"
        }
    }
}
