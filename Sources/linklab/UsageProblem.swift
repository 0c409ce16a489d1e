import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// A mistake in how linklab was called, as facts: what was given and what is wrong with it. It is worded
/// only when printed (`Wording.sentence(for:)`), on one line with exit status 2.
enum UsageProblem: Equatable, Sendable {
    /// A link given where a command name goes: `linklab 'q2mob://…'`.
    case linkWithoutCommand(link: String)
    /// A word that names no command: `linklab explian …`.
    case unknownCommand(word: String, commands: [String])
    case paceOutOfRange(Double)
    /// `--jobs` below 1 or above the most that make sense.
    case jobsOutOfRange(Int, most: Int)
    case exportDirectoryNotAFolder(path: String)
    case noCheckList
    /// A check list with a header (or nothing) but no row: a CI step that checks nothing must not pass.
    case emptyCheckList(file: String)
    /// `-` given beside other links, or twice: standard input is read once.
    case standardInputTwice
    case noScenario
    /// `play NAME` or `quiz NAME` with a name that is neither a file nor a scenario the catalogue has.
    case unknownScenario(String)
    case interactiveNeedsOneScenario
    /// `aasa FILE` or `assetlinks FILE` with no URL after it.
    case noURLs(SiteFileCommand)
    /// `assetlinks --app-links` with URLs after it: the record covers the app's hosts, not links.
    case appLinksTakesNoURLs
    /// `explain --svg FILE` that read no link, so that there is no screen to draw.
    case noLinkToPicture(file: String)
    case androidVersionNotEmulated(Int)
    case appIDEmpty
    case appIDEmptyOrUnsafe
    case notAPackageName(String)
    case notAFingerprint(String)
    case packageNeedsFingerprint
    case fingerprintNeedsPackage
    case urlsNeedAppID
    /// A domain that is not one: `linklab site TEXT`, or `--site TEXT`.
    case notADomain(String, option: DomainOption)
    /// A URL given to `site` that is not a link; `shown` is already made safe to show by the core.
    case siteURLNotALink(shown: String, domain: String)
    case siteURLNotHTTPS(shown: String)
    case notAServiceBase(ServiceBase, given: String)
    case timeoutOutOfRange(Int)
    /// `--offline` or `--site` without `--live`.
    case needsLive(LiveOption)
    case noCacheFolder
    case noCachedFiles(domain: String, path: String, FileProblem)
    /// `setAsideAs`: where the unusable file was moved, so that the next run does not meet it (nil: it could not be).
    case cacheUnusable(path: String, why: SiteCache.CacheDefect, setAsideAs: String?)
    /// The cache folder or file is not the user's own, or is a symbolic link (`path` names which).
    case cacheRefused(CacheRefusal, path: String)
    /// `--page` refused by the rule a check list's page is read by too (`TapPage.read`).
    case page(TapPageProblem)
    case redirectsToNotAWebLink
    case noQuiz
    case quizAsksNothing(path: String)
    /// `vary` on a link with no route; `example` is a link built for the FI that has one.
    case noRouteToVary(link: String, example: String)
    /// The payload file of `push` (`-` is standard input).
    case payloadUnreadable(file: String, FileProblem)
    case payloadNotJSON(file: String, JSONSyntaxError)
    case standardInputUnreadable(errno: Int32)
    /// `render`'s recording: unreadable, or a line that is neither an asciicast v2 header nor an event.
    case recordingUnreadable(file: String, FileProblem)
    case notARecording(file: String, line: Int)
    /// A file the terminal app writes as it runs (`--transcript`, `--record`) that cannot be opened.
    case fileToWrite(OutputFileProblem)
    // Problems the core or the site layer found, and words there.
    case checkList(CheckListError)
    case tapSource(TapSourceError)
    case build(BuildProblem)
    case aasaLink(AASALinkProblem)
    case assetLinksLink(AssetLinksLinkProblem)
    case siteSetup(SiteSetupProblem)
    /// The network helper gave no answer linklab can use.
    case fetcher(FetcherProblem)
    case liveSite(LiveProblem)
}

/// The two commands that check a site's own file against URLs.
enum SiteFileCommand: String, Sendable {
    case aasa, assetlinks
}

/// Where a domain was given: `linklab site DOMAIN`, or `--site DOMAIN` with `--live`.
enum DomainOption: Sendable {
    case argument, site
}

/// The options that name a service's base URL.
enum ServiceBase: String, Sendable {
    case appleCDN = "--apple-cdn"
    case googleAPI = "--google-api"
}

/// The options that go only with `--live`.
enum LiveOption: String, Sendable {
    case offline = "--offline"
    case site = "--site"
}

/// A mistake in how linklab was called, reported in one line with exit status 2.
struct UsageError: Error, Equatable {
    var problem: UsageProblem

    init(_ problem: UsageProblem) { self.problem = problem }

    /// The one line, as printed after `linklab: `.
    var message: String { Wording.sentence(for: problem) }
}
