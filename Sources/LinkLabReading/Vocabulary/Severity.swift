/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
