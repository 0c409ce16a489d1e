import ArgumentParser
import LinkLabCore

/// `linklab aasa`: checks URLs against a website's apple-app-site-association file on its own, as
/// `swcutil match` does on a Mac.
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Check URLs against an apple-app-site-association file, as iOS matches them.",
        discussion: """
        For each URL, says whether iOS would open the app (match), a rule excludes it (excluded), no rule
        matches (no match) or the file does not list the app (app ID missing), and names the deciding
        entry and component by index and text, e.g. details[0].components[1] {"/": "/buy/*"}.
        The app ID is --app-id, or the appID of the settings (--config, or the demo FI).
        Example:
          linklab aasa apple-app-site-association 'https://example.com/buy/42' \\
            --app-id ABCDE12345.com.example.app
        Exit status: 0 when every URL matches; 1 when any does not; 2 for usage errors or a bad file.
        """
    )

    @Option(name: .long, help: ArgumentHelp("Settings whose appID is the default app ID (see README, \"The demo FI and the settings file\").", valueName: "FILE"))
    var config: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The app's ID, TeamID.bundleID.", valueName: "ID"))
    var appID: String?

    @Flag(help: "Print one JSON object per URL per line.")
    var json = false

    @Argument(help: ArgumentHelp("The apple-app-site-association file.", valueName: "FILE"))
    var file: String

    @Argument(help: ArgumentHelp("URLs to check. Quote them: they contain ? and #.", valueName: "URL"))
    var urls: [String] = []

    func run() throws {
        guard !urls.isEmpty else { throw UsageError(message: "give at least one URL after the file, e.g. linklab aasa FILE 'https://example.com/buy/42'") }
        let settings = try config.map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path) } ?? .demo
        if let appID, appID.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError(message: "--app-id is empty; give TeamID.bundleID, e.g. ABCDE12345.com.example.app")
        }
        let lookup = AASALookup(association: try AASALookup.load(path: file), appID: appID ?? settings.appID)
        try SiteFileReport.run(urls, json: json, answer: lookup.answer, problem: Wording.problem)
    }
}
