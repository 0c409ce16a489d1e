/// A check list that cannot be read: the file, the line, the column, the value and why.
public struct CheckListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The character column (from 1), or nil when the whole line is meant.
    public var column: Int?
    /// The CSV column's name, when there is one.
    public var columnName: String?
    public var value: String?
    /// What is wrong, as data; `reason` words it (in `Wording+CheckLists.swift`).
    public var problem: CheckListProblem

    public init(file: String, line: Int, column: Int? = nil, columnName: String? = nil, value: String? = nil,
                problem: CheckListProblem) {
        self.file = file
        self.line = line
        self.column = column
        self.columnName = columnName
        self.value = value
        self.problem = problem
    }

    /// The problem, worded to follow the cell or line.
    public var reason: String { Wording.reason(problem) }

    /// `links.csv: line 3, column 12 (outcome): "navigate" is not an outcome; expected one of …`.
    public var description: String {
        var text = DisplayText.sanitize(file, limit: 200) + (line > 0 ? ": line \(line)" : "")
        if let column { text += ", column \(column)" }
        if let columnName { text += " (\(DisplayText.sanitize(columnName, limit: 40)))" }
        text += line > 0 || column != nil || columnName != nil ? ": " : " "
        if let value { text += "\"\(DisplayText.sanitize(value, limit: 80))\" " }
        return text + reason
    }
}
