import LinkLabDeciding

/// `linklab assetlinks --app-links`: the phone's record of the app's hosts, in the lines of `pm get-app-links`.
extension Wording {
    /// The placeholder ID: a real phone gives each package its own.
    public static let appLinksPlaceholderID = "00000000-0000-0000-0000-000000000000"

    /// The lines `adb shell pm get-app-links PACKAGE` prints, with the ID said to be a placeholder and the
    /// emulated Android version named first.
    public static func appLinksLines(_ record: AppLinksRecord) -> [String] {
        var lines = ["Android \(record.version), as adb shell pm get-app-links \(record.packageName) prints it:",
                     "  \(record.packageName):",
                     "    ID: \(appLinksPlaceholderID) (a placeholder, not your device's)",
                     "    Signatures: [\(record.fingerprints.joined(separator: ", "))]",
                     "    Domain verification state:"]
        if record.hosts.isEmpty {
            lines.append("      (none: no web intent filter with autoVerify declares a host)")
        }
        for host in record.hosts { lines.append("      \(host.host): \(host.state.rawValue)") }
        return lines
    }
}
