import Foundation

/// Reads check lists: CSV with a header row (`link,outcome,route,codes,signedIn,note`, and `payload`,
/// `stage` for push rows; `from`, `page`, `redirectsTo` for where a link was tapped) or JSON Lines
/// (`{"link": …, "from": …, "signedIn": …, "expect": {…}}`).
public enum CheckListLoader {
    /// The CSV columns LinkLab knows.
    public static let columns = ["link", "payload", "stage", "outcome", "route", "codes", "signedIn", "note", "from", "page", "redirectsTo"]
    static let jsonKeys = ["link", "payload", "stage", "signedIn", "expect", "note", "comment", "from", "page", "redirectsTo"]
    static let expectKeys = ["outcome", "route", "codes"]

    /// The most rows one check list may hold: 100,000 rows keep a run within a few hundred MB.
    public static let maximumRows = 100_000

    /// Reads the file at `path`; its format is told by the extension (`.csv`, `.jsonl`, `.ndjson`),
    /// else by whether the first line starts with `{`. A payload file a row names must lie in the
    /// list's folder unless `allowOutside` is set. A row without a `from` is tapped at `defaultTap`
    /// (`check --from`); sources are those of `platform`.
    public static func load(path: String, allowOutside: Bool = false, platform: Platform = .ios,
                            defaultTap: Tap = .unspecified) throws(CheckListError) -> [CheckRow] {
        let text: String
        do throws(FileProblem) {
            text = try InputFile.text(InputFile.read(path, as: .checkList))
        } catch {
            if case .notUTF8(let line, let column, _) = error {
                throw CheckListError(file: path, line: line, column: column, reason: error.reason)
            }
            throw CheckListError(file: path, line: 0, reason: error.reason)
        }
        let base = (path as NSString).deletingLastPathComponent
        let lower = path.lowercased()
        let jsonLines = lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson")
            || (!lower.hasSuffix(".csv") && text.drop { $0.isWhitespace }.first == "{")
        let scope = allowOutside ? nil : (base.isEmpty ? "." : base)
        return jsonLines
            ? try parseJSONLines(text, file: path, baseDirectory: base, scope: scope, platform: platform, defaultTap: defaultTap)
            : try parseCSV(text, file: path, baseDirectory: base, scope: scope, platform: platform, defaultTap: defaultTap)
    }

    // MARK: CSV

    public static func parseCSV(_ text: String, file: String, baseDirectory: String = ".",
                                scope: String? = nil, rowLimit: Int = maximumRows,
                                platform: Platform = .ios, defaultTap: Tap = .unspecified) throws(CheckListError) -> [CheckRow] {
        let table: CSVTable
        do {
            table = try CSVTable(text: text)
        } catch {
            throw CheckListError(file: file, line: error.line, column: error.column, value: error.value, reason: error.reason)
        }
        guard let header = table.records.first else {
            throw CheckListError(file: file, line: 1, reason: "is empty; the first line must be the header link,outcome,route,codes,signedIn,note")
        }
        var names: [String] = []
        for field in header.fields {
            let name = field.value.trimmingCharacters(in: .whitespaces)
            guard columns.contains(name) else {
                throw CheckListError(file: file, line: field.line, column: field.column, value: field.value,
                                     reason: "is not a known column; the header names columns from: \(columns.joined(separator: ", "))")
            }
            if names.contains(name) {
                throw CheckListError(file: file, line: field.line, column: field.column, value: field.value, reason: "is named twice in the header")
            }
            names.append(name)
        }
        guard names.contains("outcome"), names.contains("link") || names.contains("payload") else {
            throw CheckListError(file: file, line: header.line, reason: "the header must name an outcome column and a link or payload column, such as link,outcome,route,codes,signedIn,note")
        }
        var rows: [CheckRow] = []
        for record in table.records.dropFirst() {
            if rows.count == rowLimit { throw tooManyRows(file: file, line: record.line, limit: rowLimit) }
            if record.fields.count > names.count {
                let extra = record.fields[names.count]
                throw CheckListError(file: file, line: extra.line, column: extra.column, value: extra.value,
                                     reason: "is one field more than the header's \(names.count) columns; quote a value that holds a comma")
            }
            var cells: [String: CSVTable.Field] = [:]
            for field in record.fields { cells[names[field.index - 1]] = field }
            rows.append(try row(file: file, line: record.line, baseDirectory: baseDirectory, scope: scope,
                                platform: platform, defaultTap: defaultTap) { name in
                // A cell that is empty once read (`'` alone is an empty marked cell) is a cell not given.
                cells[name].flatMap { field in
                    let value = CSVCell.read(field.value)
                    return value.isEmpty ? nil : Cell(text: .string(value), column: field.column, name: name)
                }
            })
        }
        return rows
    }

    // MARK: JSON Lines

    public static func parseJSONLines(_ text: String, file: String, baseDirectory: String = ".",
                                      scope: String? = nil, rowLimit: Int = maximumRows,
                                platform: Platform = .ios, defaultTap: Tap = .unspecified) throws(CheckListError) -> [CheckRow] {
        var rows: [CheckRow] = []
        for (index, lineText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let trimmed = lineText.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            if rows.count == rowLimit { throw tooManyRows(file: file, line: line, limit: rowLimit) }
            let json: JSONValue
            do {
                json = try JSONValue.parse(String(lineText))
            } catch {
                throw CheckListError(file: file, line: line, value: String(trimmed.prefix(60)), reason: "is not JSON: \(error.message)")
            }
            guard let members = json.members else {
                throw CheckListError(file: file, line: line, column: 1, value: String(trimmed.prefix(60)), reason: "must be a JSON object such as {\"link\": …, \"expect\": {\"outcome\": …}}")
            }
            func column(of key: String) -> Int {
                guard let range = lineText.range(of: "\"\(key)\"") else { return 1 }
                return lineText.distance(from: lineText.startIndex, to: range.lowerBound) + 1
            }
            for (key, value) in members where !jsonKeys.contains(key) {
                throw CheckListError(file: file, line: line, column: column(of: key), columnName: key, value: JSONText.render(value),
                                     reason: "is not a known key; expected: \(jsonKeys.filter { $0 != "comment" }.joined(separator: ", "))")
            }
            var expect: [(key: String, value: JSONValue)] = []
            if let e = json["expect"] {
                guard let m = e.members else {
                    throw CheckListError(file: file, line: line, column: column(of: "expect"), columnName: "expect", value: JSONText.render(e),
                                         reason: "must be an object such as {\"outcome\": \"navigated\"}")
                }
                for (key, value) in m where !expectKeys.contains(key) {
                    throw CheckListError(file: file, line: line, column: column(of: key), columnName: "expect.\(key)", value: JSONText.render(value),
                                         reason: "is not a known expectation; expected: \(expectKeys.joined(separator: ", "))")
                }
                expect = m
            }
            rows.append(try row(file: file, line: line, baseDirectory: baseDirectory, scope: scope,
                                platform: platform, defaultTap: defaultTap) { name in
                let value = ["outcome", "route", "codes"].contains(name) ? expect.first { $0.key == name }?.value : json[name]
                return value.map { Cell(text: $0, column: column(of: name), name: ["outcome", "route", "codes"].contains(name) ? "expect.\(name)" : name) }
            })
        }
        return rows
    }

    // MARK: Rows

    /// One cell as read: its JSON value (a CSV cell is a string), and where it is.
    struct Cell {
        var text: JSONValue
        var column: Int
        var name: String
    }

    static func tooManyRows(file: String, line: Int, limit: Int) -> CheckListError {
        CheckListError(file: file, line: line, reason: "is row \(limit + 1): a check list holds at most \(limit) rows; split it into several files")
    }

    static func row(file: String, line: Int, baseDirectory: String, scope: String? = nil,
                    platform: Platform = .ios, defaultTap: Tap = .unspecified,
                    cell: (String) -> Cell?) throws(CheckListError) -> CheckRow {
        func fail(_ c: Cell, _ reason: String) -> CheckListError {
            CheckListError(file: file, line: line, column: c.column, columnName: c.name, value: c.text.string ?? JSONText.render(c.text), reason: reason)
        }
        let input: CheckRow.Input
        switch (cell("link"), cell("payload")) {
        case (let link?, nil):
            guard let text = link.text.string else { throw fail(link, "must be a link string") }
            if text.isEmpty { throw fail(link, "is empty; give the link to open") }
            if cell("stage") != nil, let stage = cell("stage") { throw fail(stage, "goes only with a payload") }
            input = .link(text)
        case (nil, let payload?):
            var stage = PushStage.tap
            if let s = cell("stage") {
                guard let name = s.text.string, let parsed = PushStage(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw fail(s, "is not a stage; expected tap, foreground or silent")
                }
                stage = parsed
            }
            input = .push(try pushPayload(payload, baseDirectory: baseDirectory, scope: scope, fail: fail), stage: stage)
        case (_?, let payload?):
            throw fail(payload, "a row has a link or a payload, not both")
        case (nil, nil):
            throw CheckListError(file: file, line: line, reason: "has no link and no payload")
        }
        guard let o = cell("outcome") else {
            throw CheckListError(file: file, line: line, columnName: "outcome", reason: "is missing; every row expects an outcome: \(Outcome.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let name = o.text.string, let outcome = Outcome(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
            throw fail(o, "is not an outcome; expected one of: \(Outcome.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var expectation = CheckExpectation(outcome: outcome)
        if let r = cell("route") {
            switch r.text {
            case .null: expectation.route = .some(nil)
            case .string(let text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                expectation.route = trimmed == "none" ? .some(nil) : .some(LinkBuilder.bareRoute(trimmed))
            default: throw fail(r, "must be a route such as messages, or none")
            }
        }
        if let c = cell("codes") {
            let codes: [String]
            switch c.text {
            case .string(let text): codes = text.split(whereSeparator: \.isWhitespace).map(String.init)
            case .array(let items):
                var found: [String] = []
                for item in items {
                    guard let code = item.string else { throw fail(c, "must be a list of diagnostic codes") }
                    found.append(code)
                }
                codes = found
            default: throw fail(c, "must be diagnostic codes")
            }
            for code in codes where DiagnosticCode(rawValue: code) == nil {
                throw CheckListError(file: file, line: line, column: c.column, columnName: c.name, value: code, reason: "is not a diagnostic code")
            }
            expectation.codes = codes
        }
        var signedIn = true
        if let s = cell("signedIn") {
            switch s.text {
            case .bool(let b): signedIn = b
            case .string(let text) where ["true", "yes"].contains(text.trimmingCharacters(in: .whitespaces).lowercased()): signedIn = true
            case .string(let text) where ["false", "no"].contains(text.trimmingCharacters(in: .whitespaces).lowercased()): signedIn = false
            default: throw fail(s, "must be true or false")
            }
        }
        var note: String?
        if let n = cell("note") {
            guard let text = n.text.string else { throw fail(n, "must be text") }
            note = text.isEmpty ? nil : text
        }
        let tap = try tap(cell, input: input, platform: platform, defaultTap: defaultTap, fail: fail)
        return CheckRow(file: file, line: line, input: input, signedIn: signedIn, expectation: expectation, note: note, tap: tap)
    }

    /// The `from`, `page` and `redirectsTo` cells: where the row's link was tapped (docs/contract.md, "Where
    /// the link was tapped"). A row that names none is tapped at `defaultTap`; a `page` goes with a source
    /// that taps on a page, and a path such as `/offers` is a page on the link's own domain, as in scenarios.
    static func tap(_ cell: (String) -> Cell?, input: CheckRow.Input, platform: Platform, defaultTap: Tap,
                    fail: (Cell, String) -> CheckListError) throws(CheckListError) -> Tap {
        let named = ["from", "page", "redirectsTo"].compactMap(cell)
        if case .push = input, let first = named.first { throw fail(first, "goes only with a link: a push is not tapped on a page") }
        var tap = defaultTap
        if let f = cell("from") {
            guard let name = f.text.string?.trimmingCharacters(in: .whitespaces) else { throw fail(f, "must be a source name such as safari") }
            switch TapSource.parse(name, on: platform) {
            case .success(let source): tap = Tap(source: source)
            case .failure(let error):
                let other: Platform = platform == .ios ? .android : .ios
                let elsewhere = TapSource.sources(on: other).contains { $0.rawValue == name }
                throw fail(f, "is not a source on \(platform.rawValue)" + (elsewhere ? " (it is an \(other.rawValue) source)" : "")
                           + "; expected one of: \(error.accepted.joined(separator: ", "))")
            }
        }
        if let p = cell("page") {
            guard let text = p.text.string, LinkWrapper.webLink(text) != nil || text.hasPrefix("/"),
                  !DisplayText.containsUnsafe(text), text.utf8.count <= 8192 else {
                throw fail(p, "must be an https:// link, or a path such as /offers on the link's own domain")
            }
            guard tap.source.takesPage(on: platform) else {
                throw fail(p, "goes with from safari or web-view (iOS): the page the link was tapped on")
            }
            tap.page = text
        }
        if let r = cell("redirectsTo") {
            guard let text = r.text.string, LinkWrapper.webLink(text) != nil,
                  !DisplayText.containsUnsafe(text), text.utf8.count <= 8192 else {
                throw fail(r, "must be an https:// or http:// link: where the tracking link sends the customer")
            }
            tap.redirectsTo = text
        }
        if !named.isEmpty { tap.explicit = true }
        return tap
    }

    /// A payload cell: JSON written inline (an object, or text starting with `{`), or a file in the
    /// list's folder (`scope`, when set), read as `push` reads a payload: at most 1 MiB, strict UTF-8.
    /// An error never quotes the file's content: it may be any file the list named.
    static func pushPayload(_ cell: Cell, baseDirectory: String, scope: String? = nil,
                            fail: (Cell, String) -> CheckListError) throws(CheckListError) -> PushPayload {
        if cell.text.members != nil { return PushPayload(json: cell.text) }
        guard let text = cell.text.string else { throw fail(cell, "must be a payload object, inline JSON or a file name") }
        if text.trimmingCharacters(in: .whitespaces).hasPrefix("{") {
            do {
                return try PushPayload(text: text)
            } catch {
                throw fail(cell, "is not JSON: \(error.message)")
            }
        }
        let path = ConfigurationLoader.resolve(text, against: baseDirectory)
        let bytes: [UInt8]
        do throws(FileProblem) {
            if let scope, !InputFile.isInside(path, folder: scope) { throw .outsideFolder(folder: scope) }
            bytes = try InputFile.read(path, as: .payload)
        } catch {
            throw fail(cell, "names a payload file that \(error.reason)")
        }
        do {
            var payload = PushPayload(json: try JSONValue.parse(utf8: bytes))
            payload.text = String(decoding: bytes, as: UTF8.self)
            return payload
        } catch {
            throw fail(cell, "names a payload file that is not JSON (its first mistake is at \(error.position))")
        }
    }
}
