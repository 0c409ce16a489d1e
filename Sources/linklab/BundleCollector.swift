import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The decisions a support bundle will show, gathered as a command runs. The page holds at most `limit`
/// of them, each with its phone drawn: a check list of a million rows must not make a page of gigabytes.
/// The rest are counted, and the page says how many it left out.
final class BundleCollector {
    static let limit = 1_000

    let path: String
    private(set) var entries: [SupportBundle.Entry] = []
    private(set) var omitted = SupportBundle.Omitted()

    init(path: String) { self.path = path }

    /// Adds a decision, drawing its phone, or counts it once the page is full.
    func add(_ decision: Decision, app: BankingApp, appState: AppState, after: AppState, signedInAtStart: Bool,
             origin: String? = nil, passed: Bool? = nil) {
        guard entries.count < Self.limit else {
            omitted.count += 1
            if passed == false { omitted.failed += 1 }
            return
        }
        entries.append(SupportBundleFile.entry(decision, number: entries.count + 1, app: app, appState: appState, after: after,
                                               signedInAtStart: signedInAtStart, origin: origin, passed: passed))
    }

    /// Writes the page.
    func write(_ kind: SupportBundle.Kind, app: BankingApp, files: [SupportBundle.FileDigest] = []) throws(OutputError) {
        try SupportBundleFile.write(kind, entries: entries, omitted: omitted, app: app, files: files, to: path)
    }
}
