import LinkLabFormats
import LinkLabText

extension BinaryPropertyListProblem {
    /// The problem in words (`Wording+PartnerFiles.swift`).
    public var reason: String { Wording.reason(self) }
}

extension InputFile.Kind {
    /// The kind in a person's words, for the README's table and for errors.
    public var name: String { Wording.name(of: self) }
}

extension FileProblem {
    /// The reason, worded to follow the file's name: "settings.json does not exist" (`Wording+Files.swift`).
    public var reason: String { Wording.reason(self) }
}

extension JSONValue {
    /// A word for the value's kind, for error messages.
    public var kind: String { Wording.words(jsonKind) }
}

extension JSONProblem {
    /// The problem in words, for a person (`Wording+JSON.swift`); any text from the document is made safe to show.
    public var sentence: String { Wording.sentence(self) }
}

extension CSVTable.SyntaxError {
    /// The problem, worded.
    public var reason: String { Wording.reason(problem) }
}

extension AdvancedPatternError {
    /// AOSP's own message, worded in `Wording+Android.swift`.
    public var reason: String { Wording.reason(self) }
}

extension JSONSyntaxError: CustomStringConvertible {
    public var description: String { message }

    /// The position, the key and the problem, in one line safe to show.
    public var message: String {
        let key = keyPath.map { ", key \(DisplayText.sanitize($0, limit: 120))" } ?? ""
        return "\(position)\(key): \(problem.sentence)"
    }
}

extension JSONSyntaxError {
    /// "line 3, column 13"
    public var position: String { "line \(line), column \(column)" }
}
