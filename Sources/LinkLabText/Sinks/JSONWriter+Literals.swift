extension JSONWriter {
    /// A JSON string: quoted, with its content escaped as `write` escapes it.
    public mutating func quoted(_ s: String) { string(s) }

    /// JSON punctuation or a literal written as it is, e.g. `[`, `,` or `{"version":`.
    @inlinable
    public mutating func literal(_ text: StaticString) { raw(text) }
}
