import ArgumentParser
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `--from`, `--page` and `--redirects-to`: where the customer tapped the link, and where a wrapper that is
/// only a token sends it (docs/contract.md, "Where the link was tapped").
struct TapOptions: ParsableArguments {
    @Option(name: .customLong("from"), help: ArgumentHelp(
        Help.Tap.from,
        valueName: "SOURCE"))
    var from: String?

    @Option(name: .customLong("page"), help: ArgumentHelp(Help.Tap.page, valueName: "URL"))
    var page: String?

    @Option(name: .customLong("redirects-to"), help: ArgumentHelp(Help.Tap.redirectsTo, valueName: "URL"))
    var redirectsTo: String?

    /// The tap for `platform`, or a usage error naming what is wrong.
    func tap(on platform: Platform) throws -> Tap {
        try Self.tap(from: from, page: page, redirectsTo: redirectsTo, on: platform)
    }

    /// The tap the options name on `platform` (`check` and `vary` take `--from` and `--page` alone).
    static func tap(from: String?, page: String?, redirectsTo: String? = nil, on platform: Platform) throws -> Tap {
        var tap = Tap.unspecified
        if let from {
            switch TapSource.parse(from, on: platform) {
            case .success(let source): tap = Tap(source: source)
            case .failure(let error): throw UsageError(.tapSource(error))
            }
        }
        if let page {
            // The rule a check list's page is read by, so that both refuse (or read) a page alike.
            switch TapPage.read(page, source: tap.source, on: platform) {
            case .success(let text): tap.page = text
            case .failure(let problem): throw UsageError(.page(problem))
            }
        }
        if let redirectsTo {
            guard Self.isWebLink(redirectsTo) else {
                throw UsageError(.redirectsToNotAWebLink)
            }
            tap.redirectsTo = redirectsTo
        }
        return tap
    }

    static func isWebLink(_ text: String) -> Bool {
        let lower = text.prefix(8).lowercased()
        return (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && !DisplayText.containsUnsafe(text) && text.utf8.count <= 8192
    }
}
