/// An optional part of a value kept out of line: none holds no storage, a part holds one reference, so a
/// value that usually has none (a decision's path) stays small wherever it is kept, as in the session's
/// history. Reading gives the part; writing replaces it whole.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable & Equatable>: Sendable, Equatable {
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    public init(wrappedValue: Wrapped?) { box = wrappedValue.map(Box.init) }

    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (a: OutOfLine, b: OutOfLine) -> Bool {
        a.box === b.box || a.wrappedValue == b.wrappedValue
    }
}
