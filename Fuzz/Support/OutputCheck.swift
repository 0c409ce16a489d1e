import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Checks everything a decision shows a person or a program: its string fields, the text report's
/// lines and the `--json` line.
enum OutputCheck {
    static func decision(_ d: Decision) {
        var fields: [(String, String)] = [("input", d.input), ("summary", d.summary)]
        if let route = d.route { fields.append(("route", route)) }
        if let screen = d.screen { fields.append(("screen", screen)) }
        if let module = d.module { fields.append(("module", module)) }
        for (i, step) in d.steps.enumerated() {
            fields.append(("steps[\(i)].check", step.check))
            fields.append(("steps[\(i)].detail", step.detail))
        }
        for (i, diagnostic) in d.diagnostics.enumerated() {
            fields.append(("diagnostics[\(i)].message (\(diagnostic.code.rawValue))", diagnostic.message))
            if let fix = diagnostic.fixText { fields.append(("diagnostics[\(i)].fix (\(diagnostic.code.rawValue))", fix)) }
        }
        for (i, step) in d.journey.enumerated() {
            fields.append(("journey[\(i)]", step.sentence))
        }
        for (name, text) in fields { safe(text, "the decision's \(name)") }
        for line in DecisionReport.lines(d) { safe(line.printed, "a report line") }
        jsonLine(d)
    }

    /// Text a terminal shows: nothing unsafe.
    static func safe(_ text: String, _ place: @autoclosure () -> String, _ invariant: Invariant = .safeOutput) {
        guard let bad = HiddenCharacter.firstUnsafe(in: text) else { return }
        let place = place()
        let known = DisplayText.isUnsafe(bad) ? "" : " (a character DisplayText.isUnsafe does not name)"
        Breach.report(invariant, "\(place) holds \(HiddenCharacter.name(bad)) raw\(known): \"\(Escaped.string(String(text.prefix(300))))\"",
                      kind: "\(HiddenCharacter.name(bad)) in \(place.prefix { $0 != "[" && $0 != "(" })")
    }

    static func jsonLine(_ d: Decision) {
        let line = DecisionJSON.line(d)
        if let raw = line.utf8.first(where: { $0 < 0x20 || $0 == 0x7F }) {
            Breach.report(.validJSONLine, "the JSON line holds the raw byte 0x\(String(raw, radix: 16))", kind: "raw byte")
        }
        safe(line, "the JSON line")
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
              let fields = object as? [String: Any] else {
            return Breach.report(.validJSONLine, "the JSON line does not parse as one object: \(Escaped.string(String(line.prefix(400))))",
                                kind: "does not parse")
        }
        func same(_ key: String, _ value: String?) {
            let written = fields[key]
            let read: String? = written is NSNull ? nil : written as? String
            Breach.check(read == value && (value != nil || written is NSNull), .validJSONLine,
                         "\"\(key)\" reads back as \(read.map { "\"\(Escaped.string($0))\"" } ?? "nil") but the decision holds \(value.map { "\"\(Escaped.string($0))\"" } ?? "nil")",
                         kind: "\(key) reads back differently")
        }
        same("input", d.input)
        same("entry", d.entry.rawValue)
        same("outcome", d.outcome.rawValue)
        same("route", d.route)
        same("screen", d.screen)
        same("module", d.module)
        same("summary", d.summary)
        let diagnostics = fields["diagnostics"] as? [[String: Any]]
        Breach.check(diagnostics?.compactMap { $0["code"] as? String } == d.codes, .validJSONLine,
                     "the diagnostics' codes read back differently from \(d.codes)", kind: "codes read back differently")
    }
}
