import LinkLabText

extension Wording {
    /// Words something into a fresh string.
    static func text(_ body: (inout TextSink) -> Void) -> String {
        var sink = TextSink()
        body(&sink)
        return sink.text
    }
}
