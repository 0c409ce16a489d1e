import LinkLabFormats
import LinkLabReading

/// The one path rule whose meaning changed between Android releases: an escaped `\.` in a `pathPattern` or
/// `sspPattern`, any character up to Android 15 and a literal dot from Android 16 (`PathPattern`).
extension LinkEngine {
    /// When reading the escaped dot the other release's way would change whether a filter takes the link,
    /// the trace says which Android version decided (docs/contract.md, A36). Nothing is recorded otherwise,
    /// so a link the version does not affect reads as before.
    func escapedDotDecides(_ filters: [IntentFilter], _ answers: [IntentFilterMatch], scheme: String, host: String?, port: Int?,
                           path: String, ssp: String, trace: inout Trace) {
        let version = config.android.version
        let other = PathPattern.escapedDotIsLiteral(onAndroid: version) ? PathPattern.escapedDotLiteralFrom - 1 : PathPattern.escapedDotLiteralFrom
        for (filter, answer) in zip(filters, answers) {
            guard let rule = (filter.paths + filter.ssps).first(where: \.dependsOnAndroidVersion) else { continue }
            let otherAnswer = filter.takes(scheme: scheme, host: host, port: port, path: path, ssp: ssp, androidVersion: other)
            guard answer.isTaken != otherAnswer.isTaken else { continue }
            let step = Check.android(.escapedDot(rule: rule, origin: filter.origin, path: rule.kind.isSSP ? ssp : path, version: version))
            if answer.isTaken { trace.pass(step) } else { trace.fail(step) }
            return
        }
    }
}

extension IntentFilterMatch {
    /// Whether the filter takes the link.
    var isTaken: Bool {
        if case .taken = self { return true }
        return false
    }
}
