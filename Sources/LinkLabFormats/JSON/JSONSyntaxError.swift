import LinkLabText

/// A document that is not strict JSON: the problem, where it is (line, column, byte) and under which key.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// What is wrong.
    public var problem: JSONProblem
    /// 1-based line of the mistake.
    public var line: Int
    /// 1-based column of the mistake, in characters.
    public var column: Int
    /// 0-based offset of the mistake, in bytes of UTF-8.
    public var byteOffset: Int
    /// Where in the document, e.g. `data.demo.route` or `modules[1].identifier`; nil at the top level.
    public var keyPath: String?

    public init(problem: JSONProblem, line: Int, column: Int, byteOffset: Int, keyPath: String?) {
        self.problem = problem
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.keyPath = keyPath
    }
}
