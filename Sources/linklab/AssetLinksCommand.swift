import ArgumentParser
import LinkLabCore

/// `linklab assetlinks`: checks a website's assetlinks.json on its own, as Android verifies App Links,
/// the way `linklab aasa` checks an apple-app-site-association file for iOS.
struct AssetLinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetlinks",
        abstract: "Check an assetlinks.json file, as Android verifies App Links.",
        discussion: """
        For each URL (the site the file is served from), says whether the file lets Android verify App
        Links for the app (verified) or not (not verified), and why: no statement for the package, no
        delegate_permission/common.handle_all_urls relation, or another signing-certificate fingerprint.
        Fingerprints are compared as Android's statement service does: the file's strings exactly against
        the app's fingerprint in upper-case hex with colons, so a lower-case fingerprint in the file does not
        verify (--fingerprint may be written in either case). A malformed statement is skipped with a
        warning; an include is followed one level deep when the settings' android.sites names its file.
        --android-version N (default 15) picks the rules that changed: from 12, a statement with a namespace
        other than web or android_app fails the whole file; before, it is skipped.
        The package is --package, or the android.packageName of the settings (--config, or the demo FI);
        the fingerprints are every --fingerprint, or the settings' android.certificateFingerprints.
        Example:
          linklab assetlinks assetlinks.json \\
            'https://demo.q2.com/experimental/uux.aspx' \\
            --package com.q2.mobile.demo --fingerprint 14:6D:…:44:E5
        Exit status: 0 when every URL is verified; 1 when any is not; 2 for usage errors or a bad file.
        """
    )

    @Option(name: .long, help: ArgumentHelp("Settings whose android package and fingerprints are the defaults.", valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The app's package name, e.g. com.q2.mobile.demo.", valueName: "ID"))
    var package: String?

    @Option(name: .long, help: ArgumentHelp("A SHA-256 fingerprint of the app's signing certificate (repeatable).", valueName: "SHA256"))
    var fingerprint: [String] = []

    @Option(name: .customLong("android-version"), help: ArgumentHelp("The Android release whose rules decide (6 to 16; default 16).", valueName: "N"))
    var androidVersion: Int?

    @Flag(help: "Print one JSON object per URL per line.")
    var json = false

    @Argument(help: ArgumentHelp("The assetlinks.json file.", valueName: "FILE"))
    var file: String

    @Argument(help: ArgumentHelp("URLs of the site. Quote them: they may contain ? and #.", valueName: "URL"))
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
