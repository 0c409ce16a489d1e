import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// The lines a decision's path is reported in, with their labels: where the link was tapped, each hop, and
/// what the customer and the bank are told (docs/contract.md, "Where the link was tapped"). The text report
/// and the terminal app's report both write them from here.
extension Wording {
    /// `from mail: Mail, the iPhone's mail app`.
    public static func tapLine<S: WordSink>(_ path: DecisionPath, into o: inout S) {
        o += "from "
        o.write(path.tap.source.rawValue)
        o += ": "
        source(path.tap.source, platform: path.platform, into: &o)
    }

    /// `hop 2 → browser: https://… (why)`.
    public static func hopLine<S: WordSink>(_ hop: Hop, number: Int, platform: Platform, into o: inout S) {
        o += "hop "
        o.number(number)
        switch hop.opens {
        case .app: o += " → app: "
        case .browser: o += " → browser: "
        case .nothing: o += " → nothing: "
        }
        o.write(DisplayText.sanitize(hop.url, limit: 200))
        o += " ("
        hopReason(hop, platform: platform, into: &o)
        o += ")"
    }

    /// `customer: …`, the sentence a support agent reads to the customer.
    public static func customerLine<S: WordSink>(_ d: Decision, into o: inout S) {
        o += "customer: "
        customerSays(d, into: &o)
    }

    /// `bank: …`, what the bank can change.
    public static func bankLine<S: WordSink>(_ d: Decision, into o: inout S) {
        o += "bank: "
        bankFix(d, into: &o)
    }
}
