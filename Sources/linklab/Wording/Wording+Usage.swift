#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// How a mistake in calling linklab is worded: one line after `linklab: `, naming the option as it is
/// typed (`--page`), then "; give …" and what to give instead. A sample value follows "such as"; a sample
/// command follows "for example:". Anything the person typed is made safe to show here.
extension Wording {
    /// The whole line, without the `linklab: ` before it.
    static func sentence(for problem: UsageProblem) -> String {
        switch problem {
        case .linkWithoutCommand(let link):
            "a link needs a command before it, for example: linklab explain '\(DisplayText.sanitize(link, limit: 200))'"
        case .unknownCommand(let word, let commands):
            "'\(DisplayText.sanitize(word, limit: 60))' is not a linklab command: use one of "
                + commands.joined(separator: ", ") + " (linklab --help says what each does)"
        case .paceOutOfRange(let pace): "--pace \(pace) is out of range; give seconds from 0 to 10, such as 0.8"
        case .jobsOutOfRange(let jobs, let most): "--jobs \(jobs) is out of range; give a number of threads from 1 to \(most), such as 2"
        case .exportDirectoryNotAFolder(let path): "--export-dir \(DisplayText.sanitize(path, limit: 200)) is not a folder"
        case .noCheckList: "give at least one check list, such as examples/links.csv"
        case .emptyCheckList(let file):
            "\(DisplayText.sanitize(file, limit: 300)) has no rows, so it checks nothing; give at least one row after the header"
        case .standardInputTwice: "- reads standard input, which can be read once: give - alone, once"
        case .noScenario: "give at least one scenario, by name (such as deferred-replay) or file; linklab play --list names the built-in ones"
        case .unknownScenario(let name):
            "no scenario is named '\(DisplayText.sanitize(name, limit: 120))' and no such file exists; linklab play --list names the scenarios (with --scenarios DIR, a folder's too)"
        case .interactiveNeedsOneScenario: "--interactive plays one scenario at a time"
        case .noURLs(.aasa): "give at least one URL after the file, for example: linklab aasa FILE 'https://example.com/buy/42'"
        case .noURLs(.assetlinks):
            "give at least one URL after the file, for example: linklab assetlinks FILE 'https://demo.q2.com/experimental/uux.aspx'"
        case .appLinksTakesNoURLs:
            "--app-links prints the record of the app's hosts and takes no URL; give the URLs without --app-links"
        case .noLinkToPicture(let file):
            "no link was read, so there is no screen to draw in \(DisplayText.sanitize(file, limit: 300)); give a link, for example: linklab explain --svg FILE 'q2mob://billpay'"
        case .androidVersionNotEmulated(let version):
            "--android-version \(version) is not a release LinkLab emulates; give \(AndroidApp.emulatedVersions.lowerBound) to \(AndroidApp.emulatedVersions.upperBound)"
        case .appIDEmpty: "--app-id is empty; give TeamID.bundleID, such as ABCDE12345.com.example.app"
        case .appIDEmptyOrUnsafe: "--app-id is empty or unsafe; give TeamID.bundleID, such as ABCDE12345.com.example.app"
        case .notAPackageName(let text):
            "--package \(DisplayText.sanitize(text, limit: 120)) is not a package name; give one such as com.q2.mobile.demo"
        case .notAFingerprint(let text):
            "--fingerprint \(DisplayText.sanitize(text, limit: 120)) is not a SHA-256 fingerprint; give 32 hex pairs separated by colons, as keytool -list prints it"
        case .packageNeedsFingerprint: "--package needs at least one --fingerprint"
        case .fingerprintNeedsPackage: "--fingerprint needs --package"
        case .urlsNeedAppID: "URLs are decided for an app: give --app-id too"
        case .notADomain(let text, .argument):
            "\(DisplayText.sanitize(text, limit: 120)) is not a domain; give a host name such as bank.example"
        case .notADomain(let text, .site):
            "--site \(DisplayText.sanitize(text, limit: 120)) is not a domain; give a host name such as bank.example"
        case .siteURLNotALink(let shown, let domain): "\(shown) is not a URL; give an https link such as https://\(domain)/buy/42"
        case .siteURLNotHTTPS(let shown): "\(shown) is not an https link; iOS opens apps for https links only"
        case .notAServiceBase(let option, let given):
            "\(option.rawValue) \(DisplayText.sanitize(given, limit: 200)) is not an https base URL; give one such as \(option == .appleCDN ? SiteDomain.appleCDN : SiteDomain.googleAPI)"
        case .timeoutOutOfRange(let seconds): "--timeout \(seconds) is out of range; give 1 to 60 seconds"
        case .needsLive(let option): "\(option.rawValue) needs --live"
        case .noCacheFolder: "--offline: no cache folder: neither XDG_CACHE_HOME nor HOME is set"
        case .noCachedFiles(let domain, let path, let file):
            "--offline: no cached files for \(DisplayText.sanitize(domain, limit: 120)): \(DisplayText.sanitize(path, limit: 300)) \(file.reason); run once with --live first"
        case .cacheUnusable(let path, let why, let aside):
            "--offline: the cache file \(DisplayText.sanitize(path, limit: 300)) cannot be used: \(Wording.reason(why))\(aside.map { "; it was set aside as \(DisplayText.sanitize($0, limit: 300))" } ?? ""); run once with --live to fetch again"
        case .cacheRefused(let refusal, let path): "--offline: " + cacheRefused(refusal, path: path)
        case .page(let problem): "--page " + Wording.reason(problem)
        case .redirectsToNotAWebLink: "--redirects-to must be an https:// or http:// link: where the tracking link sends the customer"
        case .noQuiz: "no quiz found: give scenario files, or a folder holding quiz-*.json with --scenarios DIR"
        case .quizAsksNothing(let path): "\(DisplayText.sanitize(path, limit: 200)) has no step marked \"ask\": true, so it asks nothing"
        case .noRouteToVary(let link, let example):
            "\(DisplayText.sanitize(link, limit: 200)) carries no route, so there is nothing to vary; give a link that reaches a page, such as \(example) (linklab explain says why this one does not)"
        case .payloadUnreadable(let file, let problem): "\(payloadName(file)) \(problem.reason)"
        case .payloadNotJSON(let file, let error): "\(payloadName(file)) is not valid JSON: \(error.message)"
        case .standardInputUnreadable(let code): "cannot read standard input: \(systemReason(code))"
        case .recordingUnreadable(let file, let problem): "the recording \(DisplayText.sanitize(file, limit: 300)) \(problem.reason)"
        case .notARecording(let file, let line):
            "\(DisplayText.sanitize(file, limit: 300)) is not an asciicast v2 recording as --record writes one: line \(line) is neither its header (version 2, a width and a height of 1 to \(RenderCommand.largest)) nor an event ([seconds, \"o\" or \"r\", text])"
        case .fileToWrite(let problem): sentence(for: problem)
        case .checkList(let error): error.description
        case .tapSource(let error): error.message
        case .build(let problem): Wording.problem(problem)
        case .aasaLink(let problem): Wording.problem(problem)
        case .assetLinksLink(let problem): Wording.problem(problem)
        case .siteSetup(let problem): problem.message
        case .fetcher(let problem): sentence(for: problem)
        case .liveSite(let problem): problem.description
        }
    }

    /// Why `site` or `--live` fetched nothing: the network helper, `linklab-fetch`, is missing or failed.
    static func sentence(for problem: FetcherProblem) -> String {
        switch problem {
        case .missing(let path):
            "cannot fetch: LinkLab's network helper, linklab-fetch, is not at \(DisplayText.sanitize(path, limit: 300)). `swift build` builds it beside linklab; an installed linklab needs it in the same folder, or named by LINKLAB_FETCH"
        case .notRunnable(let path, _, true):
            "cannot fetch: LinkLab's network helper cannot be run: \(DisplayText.sanitize(path, limit: 300)) is a folder, not the program linklab-fetch"
        case .notRunnable(let path, let mode, false):
            "cannot fetch: LinkLab's network helper at \(DisplayText.sanitize(path, limit: 300)) cannot be run: you lack execute permission on it (mode \(octal(mode))); chmod +x it, or reinstall linklab"
        case .notStarted(let path, let reason):
            "cannot fetch: LinkLab's network helper at \(DisplayText.sanitize(path, limit: 300)) did not start: \(DisplayText.sanitize(reason, limit: 200))"
        case .noAnswer(let status, let signalled):
            "cannot fetch: LinkLab's network helper stopped \(signalled ? "on signal \(status)" : "with status \(status)") without an answer"
        case .overdue(let seconds):
            "cannot fetch: LinkLab's network helper had not answered after \(seconds) seconds, so it was stopped"
        case .answerTooLarge(let limit):
            "cannot fetch: LinkLab's network helper answered with more than \(Wording.size(limit)), so it was stopped"
        case .answerUnusable(let defect):
            "cannot fetch: LinkLab's network helper gave an answer LinkLab cannot use: \(Wording.reason(defect))"
        }
    }

    /// The payload file as an error names it: its path, or standard input for `-`.
    private static func payloadName(_ file: String) -> String {
        DisplayText.sanitize(file == "-" ? "standard input" : file, limit: 200)
    }

    /// The system's words for an errno, made safe to show: "No space left on device".
    static func systemReason(_ code: Int32) -> String {
        DisplayText.sanitize(SystemError(code: code).reason, limit: 120)
    }
}
