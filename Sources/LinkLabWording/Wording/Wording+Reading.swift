import LinkLabReading
import LinkLabText

extension AssetLinks.Skipped {
    /// Why, worded (in `Wording+Android.swift`).
    public var reason: String { Wording.reason(problem) }
}

extension CheckListError {
    /// The problem, worded to follow the cell or line.
    public var reason: String { Wording.reason(problem) }
}

extension ExpectationFailure: CustomStringConvertible {
    public var description: String { Wording.sentence(for: self) }
}

extension ConfigurationError: CustomStringConvertible {
    public var description: String { Wording.sentence(for: self) }
}

extension ConfigurationError {
    /// The position and the problem, worded to follow the key: "line 1, column 15: must be a string, not a number".
    public var reason: String { Wording.reason(problem, at: position) }
}

extension CheckListError: CustomStringConvertible {
    /// `links.csv: line 3, column 12 (outcome): "navigate" is not an outcome; expected one of …`.
    public var description: String {
        Wording.text { o in
            o.user(file, limit: 200)
            if line > 0 { o += ": line "; o.number(line) }
            if let column { o += ", column "; o.number(column) }
            if let columnName { o += " ("; o.user(columnName, limit: 40); o += ")" }
            if line > 0 || column != nil || columnName != nil { o += ": " } else { o += " " }
            if let value { o.write("\""); o.user(value, limit: 80); o.write("\" ") }
            o.write(reason)
        }
    }
}

extension TapSourceError {
    /// "unknown source 'x' on ios: use one of app, safari, …", the name escaped.
    public var message: String { Wording.sentence(for: self) }
}

extension Prerequisite {
    /// The links that need this prerequisite, and so fail while it is missing: a custom-scheme link
    /// needs only its scheme, a Universal Link or App Link only the rest.
    public var affectedLinks: String { Wording.affectedLinks(self) }
}

extension Prerequisite {
    /// What it is, in words a support agent uses (worded in `Wording+Prerequisites.swift`).
    public var title: String { Wording.title(of: self) }
}

extension SiteCache.CacheDefect: CustomStringConvertible {
    public var description: String { Wording.reason(self) }
}

/// How a walkthrough's expectations are worded when they do not hold: "step 3, outcome: expected navigated,
/// actual stayed".
extension Wording {
    /// One expectation that did not hold, on one line.
    public static func sentence(for failure: ExpectationFailure) -> String {
        "step \(failure.step), \(failure.key): expected \(failure.expected), actual \(failure.actual)"
    }
}
