import ArgumentParser
import LinkLabCore

/// `linklab assetlinks`: checks a website's assetlinks.json on its own, as Android verifies App Links,
/// the way `linklab aasa` checks an apple-app-site-association file for iOS.
struct AssetLinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetlinks",
        abstract: Help.AssetLinks.abstract,
        discussion: Help.AssetLinks.discussion
    )

    @Option(name: .long, help: ArgumentHelp(Help.AssetLinks.config, valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp(Help.AssetLinks.package, valueName: "ID"))
    var package: String?

    @Option(name: .long, help: ArgumentHelp(Help.AssetLinks.fingerprint, valueName: "SHA256"))
    var fingerprint: [String] = []

    @Option(name: .customLong("android-version"), help: ArgumentHelp(Help.AssetLinks.androidVersion, valueName: "N"))
    var androidVersion: Int?

    @Flag(help: ArgumentHelp(Help.AssetLinks.json))
    var json = false

    @Argument(help: ArgumentHelp(Help.AssetLinks.file, valueName: "FILE"))
    var file: String

    @Argument(help: ArgumentHelp(Help.AssetLinks.urls, valueName: "URL"))
    var urls: [String] = []

    func run() throws {
        guard !urls.isEmpty else { throw UsageError(message: "give at least one URL after the file, e.g. linklab assetlinks FILE 'https://demo.q2.com/experimental/uux.aspx'") }
        let settings = try config.map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path) } ?? .demo
        if let package, !AssetLinksLookup.isPackageName(package) {
            throw UsageError(message: "--package \(DisplayText.sanitize(package, limit: 120)) is not a package name; give one such as com.q2.mobile.demo")
        }
        for value in fingerprint where !AssetLinksLookup.isFingerprint(value) {
            throw UsageError(message: "--fingerprint \(DisplayText.sanitize(value, limit: 120)) is not a SHA-256 fingerprint; give 32 hex pairs separated by colons, as keytool -list prints it")
        }
        if let v = androidVersion, !AndroidApp.emulatedVersions.contains(v) {
            throw UsageError(message: "--android-version \(v) is not a release LinkLab emulates; give \(AndroidApp.emulatedVersions.lowerBound) to \(AndroidApp.emulatedVersions.upperBound)")
        }
        let links = try AssetLinks.load(path: file, sites: settings.android.sites.mapValues(\.file))
        for warning in Wording.skipped(links) { Terminal.standardError("warning: " + warning) }
        let lookup = AssetLinksLookup(assetLinks: links, packageName: package ?? settings.androidPackage,
                                      fingerprints: fingerprint.isEmpty ? settings.android.certificateFingerprints : fingerprint,
                                      version: androidVersion ?? settings.android.version)
        try SiteFileReport.run(urls, json: json, answer: lookup.answer, problem: Wording.problem)
    }
}
