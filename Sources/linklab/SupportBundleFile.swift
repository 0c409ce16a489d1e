#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
import LinkLabTUI

/// Makes the support bundle's page (`--html`) and the phone's picture (`--svg`) from decisions, and writes
/// them through `OutputFile`: the phone drawn by the terminal app's own pane (`PhonePicture`), the files the
/// settings named read again for their SHA-256, and the live site's files as `--live` fetched them.
enum SupportBundleFile {
    /// A decision of the page, with the phone after it drawn.
    /// `appState` is the app's state when the input arrived, `after` its state once decided (a cold start
    /// leaves it running), which the phone is drawn in.
    static func entry(_ decision: Decision, number: Int, app: BankingApp, appState: AppState, after: AppState, signedInAtStart: Bool,
                      origin: String? = nil, passed: Bool? = nil) -> SupportBundle.Entry {
        SupportBundle.Entry(decision: decision, phone: phone(after: decision, number: number, app: app, appState: after),
                            origin: origin, passed: passed, appState: appState, signedInAtStart: signedInAtStart)
    }

    /// The phone after `decision` as SVG, or nil when the decision leaves no scene.
    static func phone(after decision: Decision, number: Int, app: BankingApp, appState: AppState) -> HTMLWriter? {
        guard let frame = PhonePicture.frame(after: decision, app: app, appState: appState) else { return nil }
        return FrameSVG.picture(frame, title: Wording.Bundle.phoneTitle(number: number))
    }

    /// Writes the page to `path`.
    static func write(_ kind: SupportBundle.Kind, entries: [SupportBundle.Entry], omitted: SupportBundle.Omitted = SupportBundle.Omitted(),
                      app: BankingApp, files: [SupportBundle.FileDigest] = [], to path: String) throws(OutputError) {
        let page = SupportBundle.page(kind, entries: entries, omitted: omitted, app: app, provenance: provenance(of: app, more: files))
        try OutputFile.write(Array(page.text.utf8), to: path, as: .supportBundle)
    }

    /// Writes the phone after `decision` to `path` as an SVG file of its own.
    static func writePicture(after decision: Decision, app: BankingApp, appState: AppState, to path: String) throws(OutputError) {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        if let picture = phone(after: decision, number: 1, app: app, appState: appState) { text += picture.text }
        try OutputFile.write(Array((text + "\n").utf8), to: path, as: .phonePicture)
    }

    /// A file read again for its digest; nil when it cannot be.
    static func digest(_ role: SupportBundle.FileRole, _ path: String) -> SupportBundle.FileDigest {
        let bytes = try? InputFile.read(path, limit: 64 << 20)
        return SupportBundle.FileDigest(role: role, path: path, sha256: bytes.map(SHA256.hex))
    }

    /// The settings and partner files by name and digest, the live site's files, and this LinkLab.
    static func provenance(of app: BankingApp, more: [SupportBundle.FileDigest]) -> SupportBundle.Provenance {
        let configuration = app.configuration
        let partner = configuration.prerequisites.files
        var files: [SupportBundle.FileDigest] = []
        if let settings = configuration.settingsFile { files.append(digest(.settings, settings)) }
        if let file = partner.infoPlist?.file { files.append(digest(.infoPlist, file)) }
        if let file = partner.entitlements?.file { files.append(digest(.entitlements, file)) }
        if let file = partner.provisioningProfile?.file { files.append(digest(.provisioningProfile, file)) }
        if let file = partner.aasaFile { files.append(digest(.aasa, file)) }
        if let file = configuration.android.manifestFile { files.append(digest(.androidFile, file)) }
        if let file = configuration.android.assetLinksFile { files.append(digest(.androidFile, file)) }
        files += more
        let live = [partner.liveAASA, partner.liveAssetLinks].compactMap { $0 }.map { origin in
            SupportBundle.LiveFile(name: Wording.name(of: origin.file), url: origin.url,
                                   fetched: origin.fetchedAt.formatted(.iso8601), cacheAgeSeconds: origin.cacheAge)
        }
        return SupportBundle.Provenance(files: files, live: live, demoDefaults: configuration.settingsFile == nil,
                                        version: BuildInfo.version, commit: BuildInfo.commit.isEmpty ? nil : BuildInfo.commit)
    }
}
