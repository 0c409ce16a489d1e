#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

/// `linklab aasa`: one URL checked against one apple-app-site-association file on its own, as
/// `swcutil match` does. The core reads the URL, so that no face of LinkLab parses one itself.
public struct AASALookup: Sendable {
    public let association: AppSiteAssociation
    public let appID: String
    /// The file's rules for the app, read once for every URL checked.
    let rules: AASARules
    /// How many `details` entries list the app, and every app ID the file lists: the same for every URL.
    let entriesForApp: Int
    let listedApps: [String]

    public init(association: AppSiteAssociation, appID: String) {
        self.association = association
        self.appID = appID
        self.rules = AASARules(association, appID: appID)
        self.entriesForApp = association.details.filter { $0.appIDs.contains(appID) }.count
        self.listedApps = association.details.flatMap(\.appIDs)
    }

    /// Loads the AASA file at `path`; a bad file is a `ConfigurationError` naming it, the key and the reason.
    public static func load(path: String) throws(ConfigurationError) -> AppSiteAssociation {
        try AASAFile.load(path: path)
    }

    /// Reads AASA bytes (a file, or a site's answer) as iOS does; `file` names them in errors.
    public static func decode(_ data: Data, file: String) throws(ConfigurationError) -> AppSiteAssociation {
        try AASAFile.decode(data, file: file)
    }

    /// iOS's answer for one URL, or why the text is not an https URL.
    public func answer(_ link: String) -> Result<AASAAnswer, AASALinkProblem> {
        let text = link.trimmedAround
        let shown = DisplayText.sanitize(text)
        guard !text.isEmpty, !DisplayText.containsUnsafe(text),
              let url = LinkParts.read(text) else {
            return .failure(.notALink(shown))
        }
        guard let scheme = url.scheme, scheme.equalsIgnoringASCIICase("https") else {
            return .failure(.notHTTPS(shown))
        }
        let parts = URLParts(encodedPath: url.encodedPath, encodedQuery: url.encodedQuery, encodedFragment: url.encodedFragment)
        return .success(AASAAnswer(link: shown, host: url.encodedHost ?? "", appID: appID,
                                   verdict: rules.verdict(parts),
                                   entriesForApp: entriesForApp, listedApps: listedApps))
    }
}

/// What iOS decides for one URL under one AASA file.
public struct AASAAnswer: Sendable, Equatable {
    /// The URL, made safe to show.
    public var link: String
    public var host: String
    public var appID: String
    public var verdict: AASAVerdict
    /// How many `details` entries list the app.
    public var entriesForApp: Int
    /// Every app ID the file lists, in file order.
    public var listedApps: [String]

    /// Whether iOS would open the app.
    public var opensApp: Bool { if case .matched = verdict { true } else { false } }
}

/// Why `linklab aasa` cannot check a URL.
public enum AASALinkProblem: Error, Sendable, Equatable {
    case notALink(String)
    case notHTTPS(String)
}
