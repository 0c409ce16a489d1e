import LinkLabFormats

/// What is wrong with a check list, its header or one of its rows, as data; the words are made in
/// `Wording+CheckLists.swift`, only when the error is printed.
public enum CheckListProblem: Sendable, Equatable {
    // MARK: The file and its lines

    /// The list itself cannot be read.
    case file(FileProblem)
    /// The text is not CSV (RFC 4180).
    case csv(CSVProblem)
    /// A row longer than `mebibytes` MiB.
    case rowTooLong(mebibytes: Int)
    /// One row more than the `limit` rows a list read into memory may hold.
    case tooManyRows(limit: Int)

    // MARK: The CSV header

    case noHeader
    case unknownColumn(known: [String])
    case columnTwice
    case headerLacksColumns
    /// A field past the header's `columns` columns.
    case extraField(columns: Int)

    // MARK: A JSON Lines row

    case lineNotJSON(JSONSyntaxError)
    case lineNotAnObject
    case unknownKey(known: [String])
    case expectNotAnObject
    case unknownExpectation(known: [String])

    // MARK: A row's cells

    /// A cell whose value is not what its column takes.
    case mustBe(CheckListValue)
    case emptyLink
    case stageWithoutPayload
    case notAStage
    case linkAndPayload
    case noLinkNoPayload
    /// No outcome column; every row expects one of `outcomes`.
    case outcomeMissing(outcomes: [String])
    case notAnOutcome(outcomes: [String])
    case notADiagnosticCode
    /// A `from`, `page` or `redirectsTo` cell on a push row.
    case tapWithPush
    /// A `from` that is not a source on `platform`; `elsewhere` when it is one on the other platform.
    case notASource(platform: Platform, elsewhere: Platform?, accepted: [String])
    /// A `page` cell refused by the rule `--page` is read by too (`TapPage.read`).
    case page(TapPageProblem)
    /// `from` is `banner` on Android, which has no Smart App Banner (docs/contract.md, P13).
    case bannerOnAndroid
    case payloadNotJSON(JSONSyntaxError)
    case payloadFileUnreadable(FileProblem)
    /// A payload file that is not JSON, with where its first mistake is (its content is never quoted).
    case payloadFileNotJSON(JSONSyntaxError)
}

/// What a check list's cell must hold, for `CheckListProblem.mustBe`.
public enum CheckListValue: Sendable, Equatable {
    case linkString, route, listOfCodes, codes, trueOrFalse, text, sourceName, redirectLink, payload
}
