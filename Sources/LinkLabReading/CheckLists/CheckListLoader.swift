#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// Reads check lists: CSV with a header row (`link,outcome,route,codes,signedIn,note`, and `payload`,
/// `stage` for push rows; `from`, `page`, `redirectsTo` for where a link was tapped) or JSON Lines
/// (`{"link": …, "from": …, "signedIn": …, "expect": {…}}`).
public enum CheckListLoader {
    /// The CSV columns LinkLab knows.
    public static let columns = ["link", "payload", "stage", "outcome", "route", "codes", "signedIn", "note", "from", "page", "redirectsTo"]
    static let jsonKeys = ["link", "payload", "stage", "signedIn", "expect", "note", "comment", "from", "page", "redirectsTo"]
    static let expectKeys = ["outcome", "route", "codes"]

    /// The most rows `load` and the `parse` functions hold: they keep every row in memory. `linklab check`
    /// reads rows one at a time (`CheckListReader`) and has no limit on rows.
    public static let maximumRows = 100_000

    /// Reads every row of the file at `path` into memory; its format is told by the extension (`.csv`,
    /// `.jsonl`, `.ndjson`), else by whether the first line starts with `{`. A payload file a row names must
    /// lie in the list's folder unless `allowOutside` is set. A row without a `from` is tapped at
    /// `defaultTap` (`check --from`); sources are those of `platform`. At most `maximumRows` rows and
    /// `InputFile.Kind.checkList.limit` bytes: a long list is read with `CheckListReader`.
    public static func load(path: String, allowOutside: Bool = false, platform: Platform = .ios,
                            defaultTap: Tap = .unspecified) throws(CheckListError) -> [CheckRow] {
        let list = try CheckList.open(path: path, sizeLimit: InputFile.Kind.checkList.limit)
        var reader = try CheckListReader(list, allowOutside: allowOutside, platform: platform, defaultTap: defaultTap,
                                         rowLimit: maximumRows)
        return try reader.all()
    }

    // MARK: CSV

    public static func parseCSV(_ text: String, file: String, baseDirectory: String = ".",
                                scope: String? = nil, rowLimit: Int = maximumRows,
                                platform: Platform = .ios, defaultTap: Tap = .unspecified) throws(CheckListError) -> [CheckRow] {
        var reader = try CheckListReader(CheckList(path: file, text: text), format: .csv, baseDirectory: baseDirectory,
                                         scope: scope, platform: platform, defaultTap: defaultTap, rowLimit: rowLimit)
        return try reader.all()
    }

    // MARK: JSON Lines

    public static func parseJSONLines(_ text: String, file: String, baseDirectory: String = ".",
                                      scope: String? = nil, rowLimit: Int = maximumRows,
                                      platform: Platform = .ios, defaultTap: Tap = .unspecified) throws(CheckListError) -> [CheckRow] {
        var reader = try CheckListReader(CheckList(path: file, text: text), format: .jsonLines, baseDirectory: baseDirectory,
                                         scope: scope, platform: platform, defaultTap: defaultTap, rowLimit: rowLimit)
        return try reader.all()
    }

    // MARK: Rows

    /// A key of a row: a CSV column, or a key of a JSON Lines object (the last three inside `expect`).
    enum Key: Int, CaseIterable {
        case link, payload, stage, outcome, route, codes, signedIn, note, from, page, redirectsTo

        var name: String { CheckListLoader.columns[rawValue] }

        init?(name: String) {
            guard let index = CheckListLoader.columns.firstIndex(of: name) else { return nil }
            self.init(rawValue: index)
        }

        /// Whether the key sits inside `expect` in JSON Lines.
        var isExpectation: Bool { self == .outcome || self == .route || self == .codes }
    }

    /// One cell as read: its JSON value (a CSV cell is a string), and where it is.
    struct Cell {
        var text: JSONValue
        var column: Int
        var key: Key
        /// Whether the key was written inside `expect` (JSON Lines).
        var inExpect = false

        /// The column's name, or the JSON key's path (`expect.outcome`), as errors name it.
        var name: String { inExpect ? "expect." + key.name : key.name }
    }

    /// The cells of one row, by key.
    struct Cells {
        var cells = [Cell?](repeating: nil, count: Key.allCases.count)
        subscript(_ key: Key) -> Cell? {
            get { cells[key.rawValue] }
            set { cells[key.rawValue] = newValue }
        }

        /// No cell given, the storage kept. Each slot is set without being read: reading one to compare it
        /// with nil copied the cell.
        mutating func removeAll() {
            for i in cells.indices { cells[i] = nil }
        }
    }

    /// The outcomes and diagnostic codes by name, each found by one hash: `init(rawValue:)` compares the
    /// text with every case in turn, on every row of both readings (docs/performance.md, "Shortcuts kept").
    private static let outcomesByName = Dictionary(uniqueKeysWithValues: Outcome.allCases.map { ($0.rawValue, $0) })
    private static let codeNames = Set(DiagnosticCode.allCases.map(\.rawValue))

    static func tooManyRows(file: String, line: Int, limit: Int) -> CheckListError {
        CheckListError(file: file, line: line, problem: .tooManyRows(limit: limit))
    }

    static func row(file: String, line: Int, baseDirectory: String, scope: String? = nil,
                    platform: Platform = .ios, defaultTap: Tap = .unspecified,
                    cells: Cells) throws(CheckListError) -> CheckRow {
        func cell(_ key: Key) -> Cell? { cells[key] }
        func fail(_ c: Cell, _ problem: CheckListProblem) -> CheckListError {
            CheckListError(file: file, line: line, column: c.column, columnName: c.name, value: c.text.string ?? JSONText.render(c.text), problem: problem)
        }
        let input: CheckRow.Input
        switch (cell(.link), cell(.payload)) {
        case (let link?, nil):
            guard let text = link.text.string else { throw fail(link, .mustBe(.linkString)) }
            if text.isEmpty { throw fail(link, .emptyLink) }
            if cell(.stage) != nil, let stage = cell(.stage) { throw fail(stage, .stageWithoutPayload) }
            input = .link(text)
        case (nil, let payload?):
            var stage = PushStage.tap
            if let s = cell(.stage) {
                guard let name = s.text.string, let parsed = PushStage(rawValue: name.trimmingSpaces) else {
                    throw fail(s, .notAStage)
                }
                stage = parsed
            }
            input = .push(try pushPayload(payload, baseDirectory: baseDirectory, scope: scope, fail: fail), stage: stage)
        case (_?, let payload?):
            throw fail(payload, .linkAndPayload)
        case (nil, nil):
            throw CheckListError(file: file, line: line, problem: .noLinkNoPayload)
        }
        guard let o = cell(.outcome) else {
            throw CheckListError(file: file, line: line, columnName: "outcome", problem: .outcomeMissing(outcomes: Outcome.allCases.map(\.rawValue)))
        }
        guard let name = o.text.string, let outcome = outcomesByName[name.trimmingSpaces] else {
            throw fail(o, .notAnOutcome(outcomes: Outcome.allCases.map(\.rawValue)))
        }
        var expectation = CheckExpectation(outcome: outcome)
        if let r = cell(.route) {
            switch r.text {
            case .null: expectation.route = .some(nil)
            case .string(let text): expectation.route = expectedRoute(text)
            default: throw fail(r, .mustBe(.route))
            }
        }
        if let c = cell(.codes) {
            let codes: [String]
            switch c.text {
            case .string(let text): codes = codeWords(text)
            case .array(let items):
                var found: [String] = []
                for item in items {
                    guard let code = item.string else { throw fail(c, .mustBe(.listOfCodes)) }
                    found.append(code)
                }
                codes = found
            default: throw fail(c, .mustBe(.codes))
            }
            for code in codes where !codeNames.contains(code) {
                throw CheckListError(file: file, line: line, column: c.column, columnName: c.name, value: code, problem: .notADiagnosticCode)
            }
            expectation.codes = codes
        }
        var signedIn = true
        if let s = cell(.signedIn) {
            switch s.text {
            case .bool(let b): signedIn = b
            case .string(let text) where ["true", "yes"].contains(text.trimmingSpaces.lowercased()): signedIn = true
            case .string(let text) where ["false", "no"].contains(text.trimmingSpaces.lowercased()): signedIn = false
            default: throw fail(s, .mustBe(.trueOrFalse))
            }
        }
        var note: String?
        if let n = cell(.note) {
            guard let text = n.text.string else { throw fail(n, .mustBe(.text)) }
            note = text.isEmpty ? nil : text
        }
        let tap = try tap(cells, input: input, platform: platform, defaultTap: defaultTap, fail: fail)
        return CheckRow(file: file, line: line, input: input, signedIn: signedIn, expectation: expectation, note: note, tap: tap)
    }

    /// The route a `route` cell expects: `none` expects no route, anything else the bare route it names.
    static func expectedRoute(_ text: String) -> String?? {
        let trimmed = text.trimmingSpaces
        return trimmed == "none" ? .some(nil) : .some(LinkBuilder.bareRoute(trimmed))
    }

    /// The codes of a `codes` cell, split at white space. ASCII text is split at its ASCII white space bytes,
    /// which are the characters `Character.isWhitespace` finds in it, without asking Unicode for each.
    static func codeWords(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
            }
            var words: [String] = []
            var start = 0
            for i in 0...bytes.count {
                guard i == bytes.count || bytes[i] == 0x20 || (0x09...0x0D).contains(bytes[i]) else { continue }
                if i > start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) }
                start = i + 1
            }
            return words
        }
    }

    /// The `from`, `page` and `redirectsTo` cells: where the row's link was tapped (docs/contract.md, "Where
    /// the link was tapped"). A row that names none is tapped at `defaultTap`; a `page` goes with a source
    /// that taps on a page, and a path such as `/offers` is a page on the link's own domain, as in scenarios.
    static func tap(_ cells: Cells, input: CheckRow.Input, platform: Platform, defaultTap: Tap,
                    fail: (Cell, CheckListProblem) -> CheckListError) throws(CheckListError) -> Tap {
        func cell(_ key: Key) -> Cell? { cells[key] }
        // The first of the three the row gives, in that order.
        let named = cell(.from) ?? cell(.page) ?? cell(.redirectsTo)
        if case .push = input, let first = named { throw fail(first, .tapWithPush) }
        var tap = defaultTap
        if let f = cell(.from) {
            guard let name = f.text.string?.trimmingSpaces else { throw fail(f, .mustBe(.sourceName)) }
            switch TapSource.parse(name, on: platform) {
            case .success(let source): tap = Tap(source: source)
            case .failure(let error):
                if error.isBannerOnAndroid { throw fail(f, .bannerOnAndroid) }
                let other: Platform = platform == .ios ? .android : .ios
                let elsewhere = TapSource.sources(on: other).contains { $0.rawValue == name }
                throw fail(f, .notASource(platform: platform, elsewhere: elsewhere ? other : nil, accepted: error.accepted))
            }
        }
        if let p = cell(.page) {
            // A page that is not text at all (a JSON number, say) is refused as one that is not a page.
            switch TapPage.read(p.text.string ?? "", source: tap.source, on: platform) {
            case .success(let text): tap.page = text
            case .failure(let problem): throw fail(p, .page(problem))
            }
        }
        if let r = cell(.redirectsTo) {
            guard let text = r.text.string, LinkWrapper.webLink(text) != nil,
                  !DisplayText.containsUnsafe(text), text.utf8.count <= 8192 else {
                throw fail(r, .mustBe(.redirectLink))
            }
            tap.redirectsTo = text
        }
        if named != nil { tap.explicit = true }
        return tap
    }

    /// A payload cell: JSON written inline (an object, or text starting with `{`), or a file in the
    /// list's folder (`scope`, when set), read as `push` reads a payload: at most 1 MiB, strict UTF-8.
    /// An error never quotes the file's content: it may be any file the list named.
    static func pushPayload(_ cell: Cell, baseDirectory: String, scope: String? = nil,
                            fail: (Cell, CheckListProblem) -> CheckListError) throws(CheckListError) -> PushPayload {
        if cell.text.members != nil { return PushPayload(json: cell.text) }
        guard let text = cell.text.string else { throw fail(cell, .mustBe(.payload)) }
        if text.trimmingSpaces.hasPrefix("{") {
            do {
                return try PushPayload(text: text)
            } catch {
                throw fail(cell, .payloadNotJSON(error))
            }
        }
        let path = ConfigurationLoader.resolve(text, against: baseDirectory)
        let bytes: [UInt8]
        do throws(FileProblem) {
            if let scope, !InputFile.isInside(path, folder: scope) { throw .outsideFolder(folder: scope) }
            bytes = try InputFile.read(path, as: .payload)
        } catch {
            throw fail(cell, .payloadFileUnreadable(error))
        }
        do {
            return PushPayload(json: try JSONValue.parse(utf8: bytes), text: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw fail(cell, .payloadFileNotJSON(error))
        }
    }
}
