import ArgumentParser
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

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

    @Flag(name: .customLong("app-links"), help: ArgumentHelp(Help.AssetLinks.appLinks))
    var appLinks = false

    @Argument(help: ArgumentHelp(Help.AssetLinks.file, valueName: "FILE"))
    var file: String?

    @Argument(help: ArgumentHelp(Help.AssetLinks.urls, valueName: "URL"))
    var urls: [String] = []

    func run() throws {
        if appLinks, !urls.isEmpty { throw UsageError(.appLinksTakesNoURLs) }
        guard appLinks || !urls.isEmpty else { throw UsageError(.noURLs(.assetlinks)) }
        var settings = try config.map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path) } ?? .demo
        if let package, !AssetLinksLookup.isPackageName(package) {
            throw UsageError(.notAPackageName(package))
        }
        for value in fingerprint where !AssetLinksLookup.isFingerprint(value) {
            throw UsageError(.notAFingerprint(value))
        }
        if let v = androidVersion, !AndroidApp.emulatedVersions.contains(v) {
            throw UsageError(.androidVersionNotEmulated(v))
        }
        if appLinks { return try printRecord(&settings) }
        guard let file else { throw UsageError(.noURLs(.assetlinks)) }
        let links = try AssetLinks.load(path: file, sites: settings.android.sites.mapValues(\.file))
        for warning in Wording.skipped(links) { Terminal.standardError("warning: " + warning) }
        let lookup = AssetLinksLookup(assetLinks: links, packageName: package ?? settings.androidPackage,
                                      fingerprints: fingerprint.isEmpty ? settings.android.certificateFingerprints : fingerprint,
                                      version: androidVersion ?? settings.android.version)
        try SiteFileReport.run(urls, json: json, answer: lookup.answer, problem: UsageProblem.assetLinksLink)
    }

    /// `--app-links`: the phone's record of each web host of the app, as `pm get-app-links` prints it; a
    /// FILE given is the assetlinks.json every host serves. Exit status 1 when any host is not verified.
    private func printRecord(_ settings: inout FIConfiguration) throws {
        if let file {
            let links = try AssetLinks.load(path: file, sites: settings.android.sites.mapValues(\.file))
            for warning in Wording.skipped(links) { Terminal.standardError("warning: " + warning) }
            settings.android.assetLinks = links
            settings.android.assetLinksFile = file
            settings.android.sites = [:]
        }
        if let package { settings.android.packageName = package }
        if !fingerprint.isEmpty { settings.android.certificateFingerprints = fingerprint }
        if let androidVersion { settings.android.version = androidVersion }
        let record = AppLinksRecord(settings)
        let out = OutputBuffer()
        if json {
            out.line(AppLinksRecordJSON.line(record))
        } else {
            var w = TextWriter(capacity: 1 << 10)
            for line in Wording.appLinksLines(record) {
                w.write(line)
                w.write(literal: "\n")
            }
            out.lines(safe: w.bytes)
        }
        out.flush()
        if !record.allVerified { throw ExitCode(1) }
    }
}
