import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A property every fuzzed input must keep. Its name is what a breach reports and what a saved
/// reproducer is named after.
struct Invariant: Hashable, Sendable {
    let name: String

    /// Every event yields at least one decision.
    static let decisionMade = Invariant(name: "no-decision")
    /// No scalar that `DisplayText.isUnsafe` (or Unicode's controls, format characters, separators and
    /// default-ignorables) names reaches a report line, a decision's string field or a JSON line raw.
    static let safeOutput = Invariant(name: "unsafe-output")
    /// An error a person reads (settings, payload syntax) holds nothing unsafe either.
    static let safeError = Invariant(name: "unsafe-error")
    /// `DecisionJSON.line` is one JSON object that reads back to the decision's own fields.
    static let validJSONLine = Invariant(name: "invalid-json-line")
    /// A link only opens the app through the FI's own scheme or https.
    static let ownScheme = Invariant(name: "navigates-foreign-scheme")
    /// An https link only opens the app at the associated domain as written: no other host, no port,
    /// no userinfo.
    static let ownHost = Invariant(name: "navigates-foreign-host")
    /// A link that opens the app holds no hidden character once the ASCII white space docs/contract.md
    /// (A12) allows is trimmed from its ends.
    static let noHiddenCharacters = Invariant(name: "navigates-with-hidden-character")
    /// Only a tapped push navigates.
    static let tapOnly = Invariant(name: "push-navigates-off-tap")
    /// A push navigates only with exactly one `sender`, equal to a declared push sender, and its own
    /// `data.<payloadKey>.route`, each written once.
    static let ownSender = Invariant(name: "push-navigates-foreign-sender")
    /// JSON with a key written twice in one object is refused.
    static let noDuplicateKeys = Invariant(name: "duplicate-keys-accepted")
    /// Only RFC 8259 JSON is accepted: no trailing commas, comments, raw control characters and so on.
    static let strictJSON = Invariant(name: "lenient-json-accepted")
    /// An AASA file's matching work stays within pattern × input.
    static let aasaBoundedWork = Invariant(name: "aasa-unbounded-work")
    /// `linklab aasa` and the rules read again give the same verdict.
    static let aasaSameVerdict = Invariant(name: "aasa-verdict-differs")
}

/// What happens when an invariant breaks: by default the run stops with a trap whose message names
/// the invariant and the input, so libFuzzer saves the reproducer. With `LINKLAB_FUZZ_KEEP_GOING=1`
/// the first breach of each kind is logged and saved under `LINKLAB_FUZZ_FINDINGS`, and the run goes
/// on, so one known defect does not hide the others.
enum Breach {
    nonisolated(unsafe) static var input: [UInt8] = []
    nonisolated(unsafe) static var target = "fuzz"
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    nonisolated(unsafe) private static var kinds: [String: Int] = [:]

    private static let environment = ProcessInfo.processInfo.environment
    static let keepGoing = environment["LINKLAB_FUZZ_KEEP_GOING"] == "1"
    private static let findingsDirectory = environment["LINKLAB_FUZZ_FINDINGS"]

    static func check(_ holds: Bool, _ invariant: Invariant, _ detail: @autoclosure () -> String, kind: String = "") {
        if !holds { report(invariant, detail(), kind: kind) }
    }

    /// `kind` tells breaches of one invariant apart (the character, the reason), so that a keep-going
    /// run logs and saves the first of each kind rather than many of the commonest.
    static func report(_ invariant: Invariant, _ detail: String, kind: String = "") {
        let message = "LINKLAB-FUZZ \(target): invariant \(invariant.name) broken: \(detail)\n  input: \"\(Escaped.bytes(input))\""
        guard keepGoing else { fatalError(message) }
        counts[invariant.name, default: 0] += 1
        let key = kind.isEmpty ? invariant.name : "\(invariant.name) [\(kind)]"
        let count = (kinds[key] ?? 0) + 1
        kinds[key] = count
        guard count == 1, kinds.count <= 500 else { return }
        FileHandle.standardError.write(Data("\(message)\n  (the first breach of \(key) in this run)\n".utf8))
        guard let findingsDirectory else { return }
        let base = "\(findingsDirectory)/\(target)-\(invariant.name)-\(kinds.count)"
        _ = FileManager.default.createFile(atPath: base + ".input", contents: Data(input))
        _ = FileManager.default.createFile(atPath: base + ".txt", contents: Data("\(message)\n  kind: \(key)\n".utf8))
    }

    /// Called once at exit in keep-going mode: how many breaches of each invariant the run saw.
    static func summary() -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            + (kinds.isEmpty ? "" : "; \(kinds.count) kinds")
    }
}

/// Input shown in a report as a Swift string literal would write it: printable ASCII as is, anything
/// else escaped, and bytes that are not UTF-8 as `\x{NN}`.
enum Escaped {
    static func bytes(_ bytes: [UInt8]) -> String {
        let shown = bytes.count > 2000 ? Array(bytes.prefix(2000)) : bytes
        var out: String
        if let text = String(validating: shown, as: UTF8.self) {
            out = string(text)
        } else {
            out = shown.map { $0 >= 0x20 && $0 < 0x7F ? text(Unicode.Scalar($0)) : "\\x{" + String($0, radix: 16, uppercase: true) + "}" }.joined()
        }
        if shown.count < bytes.count { out += "… (\(bytes.count) bytes in all)" }
        return out
    }

    static func text(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            if scalar.value >= 0x20, scalar.value < 0x7F { return String(scalar) }
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    static func string(_ s: String) -> String { s.unicodeScalars.map(text).joined() }
}
