/// The six kinds of JSON value, named in errors ("must be a string, not a number").
public enum JSONKind: Sendable, Equatable {
    case object, list, string, number, bool, null
}

extension JSONValue {
    /// Which of the six kinds this value is.
    public var jsonKind: JSONKind {
        switch self {
        case .object: .object
        case .array: .list
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }
}
