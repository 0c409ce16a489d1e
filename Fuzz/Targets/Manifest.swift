import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Android manifests: the bytes are read as `android.manifest` reads a file. A refused manifest must say
/// why in one safe line; an accepted one must have passed the checks made before parsing (UTF-8, no NUL,
/// no DTD), and its filters then drive the Android app with links built from their own schemes, hosts and
/// paths, every decision checked as in the links target. Each input's CPU time stays within `CPUBudget`.
enum ManifestTarget {
    static func run(_ bytes: [UInt8]) {
        CPUBudget.measure(bytes.count, "reading the manifest and opening its links") { read(bytes) }
    }

    static func read(_ bytes: [UInt8]) {
        let manifest: ManifestFilters
        do {
            manifest = try AndroidManifest.contents(bytes, file: "fuzz/AndroidManifest.xml")
        } catch {
            PartnerFileChecks.error(error, "the manifest error")
            return
        }
        if let bad = TextBytes.firstNonText(bytes) {
            Breach.report(.checkedBytes, "a manifest was accepted with \(bad.isNUL ? "a NUL byte" : "a byte that is not UTF-8") at offset \(bad.offset), line \(bad.line)", kind: bad.isNUL ? "NUL" : "not UTF-8")
        }
        for keyword in ["<!DOCTYPE", "<!ENTITY"] where AndroidManifest.findIgnoringASCIICase(Array(keyword.utf8), in: bytes) != nil {
            Breach.report(.checkedBytes, "a manifest holding \(keyword) was accepted", kind: keyword)
        }
        let all = manifest.filters + manifest.ignored.map(\.filter)
        for filter in all where filter.schemes.isEmpty {
            Breach.report(.checkedBytes, "a filter that takes links lists no scheme (\(Escaped.string(filter.origin)))", kind: "no scheme")
        }
        var configuration = FIConfiguration.demo
        configuration.platform = .android
        configuration.android.intentFilters = manifest.filters
        configuration.android.ignoredFilters = manifest.ignored
        configuration.android.manifestFile = "fuzz/AndroidManifest.xml"
        let engine = LinkEngine(app: SettingsTarget.app(configuration))
        for link in probeLinks(all, configuration) { LinkChecks.open(link, engine: engine) }
    }

    /// The documented links, and one link per filter (the first few) written from its own scheme, host and path.
    static func probeLinks(_ filters: [IntentFilter], _ c: FIConfiguration) -> [String] {
        var links = [
            "https://\(c.associatedDomain)/experimental/\(c.targetPageName)#/messages",
            "\(c.urlScheme)://open?targetPage=%23%2Fmessages",
            "https://\(c.associatedDomain)/help/faq#/messages",
        ]
        for filter in filters.prefix(4) {
            let scheme = filter.schemes.first ?? "https"
            let host = (filter.hosts.first ?? c.associatedDomain).replacingOccurrences(of: "*", with: "x")
            var path = filter.paths.first?.value ?? "/experimental/\(c.targetPageName)"
            path = path.replacingOccurrences(of: ".*", with: "a")
            if !path.hasPrefix("/") { path = "/" + path }
            links.append("\(scheme)://\(host)\(path)#/messages")
        }
        return links
    }
}
