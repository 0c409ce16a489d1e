import LinkLabText

/// A check list that cannot be read: the file, the line, the column, the value and why.
public struct CheckListError: Error, Sendable, Equatable {
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

}
