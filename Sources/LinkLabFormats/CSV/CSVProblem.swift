/// Why a CSV record cannot be read, as data.
public enum CSVProblem: Sendable, Equatable {
    case textAfterClosingQuote, quoteInUnquotedField, quotedFieldNeverClosed
}
