import LinkLabFrames

/// One status message as the message log keeps it: when it was shown, and all of it.
public struct LoggedMessage: Sendable, Equatable {
    /// Wall-clock seconds since 1970, from the host.
    public var time: Double
    public var text: String

    public init(time: Double, text: String) {
        self.time = time
        self.text = text
    }

    /// The time of day in UTC, `09:41:07`, as the log shows it.
    public var clockText: String {
        let seconds = Int(time.rounded(.down)) % 86_400
        let day = seconds < 0 ? seconds + 86_400 : seconds
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(day / 3600)):\(two(day / 60 % 60)):\(two(day % 60))"
    }
}
