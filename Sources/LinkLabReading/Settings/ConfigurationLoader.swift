#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats

/// Loads a settings file over the demo FI and validates it. Errors name the file, the key and the reason.
public enum ConfigurationLoader {
    /// Reads and validates the settings file at `path`.
    public static func load(path: String, now: Date = Date()) throws(ConfigurationError) -> FIConfiguration {
        try load(path: path, referredBy: nil, now: now)
    }

    /// Reads the settings file at `path`; when it cannot be read, the error names `referrer`, the key that named it.
    static func load(path: String, referredBy referrer: FileReference?, now: Date = Date()) throws(ConfigurationError) -> FIConfiguration {
        let bytes = try read(path, as: .settings, referredBy: referrer)
        let document = try JSONDocument.parse(bytes, file: path)
        return try load(settings: document.top, file: path, baseDirectory: Paths.folder(of: path),
                        over: .demo, layered: false, now: now)
    }

    /// The bytes of a file, read as `kind` (its size cap); an error names the file, or the key that named it.
    static func read(_ path: String, as kind: InputFile.Kind, referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> [UInt8] {
        do {
            return try InputFile.read(path, as: kind)
        } catch {
            throw ConfigurationError(path: path, problem: error, referredBy: referrer)
        }
    }

    /// Decodes settings from memory; `file` names it in errors, `baseDirectory` anchors relative paths,
    /// every key given changes `base` (the demo FI unless said otherwise), and `now` is when a
    /// provisioning profile's `ExpirationDate` is judged. A file of its own (`layered` false) makes an FI
    /// whose every prerequisite it leaves out holds by default for that FI; a layer (a walkthrough's inline
    /// settings) keeps the defaults of `base` it does not decide.
    public static func load(data: Data, file: String, baseDirectory: String = ".", over base: FIConfiguration = .demo,
                            layered: Bool = false, now: Date = Date()) throws(ConfigurationError) -> FIConfiguration {
        let document = try JSONDocument.parse(Array(data), file: file)
        return try load(settings: document.top, file: file, baseDirectory: baseDirectory, over: base, layered: layered, now: now)
    }

    /// Reads settings from a value already parsed: a settings file's top level, or a walkthrough's inline
    /// `settings` object, so that neither is parsed twice and every error points into the file it came from.
    static func load(settings value: JSONCursor, file: String, baseDirectory: String, over base: FIConfiguration,
                     layered: Bool, now: Date) throws(ConfigurationError) -> FIConfiguration {
        let settings = try SettingsFile(value)
        var config = base
        if !layered {
            config.settingsFile = file
            // The iOS files a settings file may give; Android's prerequisites are read from its own keys.
            config.prerequisites.defaults = Set(Prerequisite.allCases.filter { $0.platform == .ios })
        }
        if let v = settings.name { config.name = v }
        if let v = settings.urlScheme { config.urlScheme = v }
        if let v = settings.universalAndAppLinkAssociatedDomain { config.associatedDomain = v }
        if let v = settings.targetPageName { config.targetPageName = v }
        if let v = settings.uuxPage { config.uuxPage = v }
        if let v = settings.appID { config.appID = v }
        if let p = settings.prerequisites {
            if let v = p.build { config.prerequisites.build = v }
            if let v = p.schemeRegistered { config.prerequisites.schemeRegistered = v }
            if let v = p.associatedDomainsEntitlement { config.prerequisites.associatedDomainsEntitlement = v }
            if let v = p.provisioningAssociatedDomains { config.prerequisites.provisioningAssociatedDomains = v }
            if let v = p.aasa { config.prerequisites.aasa = v }
            if let v = p.aasaFile {
                let referrer = settings.reference(PrerequisitesKey.aasaFile, under: .prerequisites)
                let path = resolve(v, against: baseDirectory)
                config.prerequisites.aasa = try AASAFile.load(path: path, referredBy: referrer)
                config.prerequisites.files.aasaFile = path
            }
        }
        if let modules = settings.modules {
            config.modules = modules.map {
                ModuleDeclaration(identifier: $0.identifier, name: $0.name, continuityTargets: $0.continuityTargets ?? [],
                                  pushSender: $0.pushSender, payloadKey: $0.payloadKey,
                                  normalisation: $0.normalisation ?? .sample)
            }
        }
        if let p = settings.policies {
            if let v = p.moduleLinksWhileSignedOut { config.policies.moduleLinksWhileSignedOut = v }
            if let v = p.legacyPushDelivery { config.policies.legacyPushDelivery = v }
            if let v = p.maximumLinkLength { config.policies.maximumLinkLength = v }
            if let v = p.coldStartLinks { config.policies.coldStartLinks = v }
        }
        if let a = settings.appState {
            if let v = a.installed { config.appState.installed = v }
            if let v = a.running { config.appState.running = v }
        }
        if let v = settings.deferredLinks { config.deferredLinks = v }
        if let v = settings.paths { config.paths = v }
        if let v = settings.screens { config.screensDirectory = resolve(v, against: baseDirectory) }
        if let v = settings.replayPace { config.replayPace = v }
        if let v = settings.platform { config.platform = v }
        if let android = settings.android {
            try readAndroid(android, into: &config, settings: settings, baseDirectory: baseDirectory)
        }
        if let p = settings.prerequisites {
            try readPartnerFiles(p, into: &config, settings: settings, baseDirectory: baseDirectory, now: now)
        }
        followDefaults(settings, from: base, into: &config)
        if let broken = ConfigurationValidator.problem(in: config) {
            throw settings.cursor.error(at: broken.path, broken.problem)
        }
        return config
    }

    /// What the settings leave out follows the FI they describe, not the demo FI: the prerequisites no
    /// flag or file decided stay defaults, the default AASA lists the FI's own app ID for its own page
    /// name, and a UUX page left out is the base's page moved to the FI's own domain and page name.
    static func followDefaults(_ settings: SettingsFile, from base: FIConfiguration, into config: inout FIConfiguration) {
        let p = settings.prerequisites
        let decided: [(Prerequisite, Bool)] = [
            (.schemeRegistered, p?.schemeRegistered != nil || p?.infoPlistFile != nil),
            (.associatedDomainsEntitlement, p?.associatedDomainsEntitlement != nil || p?.entitlementsFile != nil),
            (.provisioningAssociatedDomains, p?.provisioningAssociatedDomains != nil || p?.provisioningProfileFile != nil),
            (.aasaListsAppID, p?.aasa != nil || p?.aasaFile != nil),
        ]
        for (prerequisite, given) in decided where given { config.prerequisites.defaults.remove(prerequisite) }
        if config.prerequisites.defaults.contains(.aasaListsAppID) {
            config.prerequisites.aasa = .standard(appID: config.appID, targetPageName: config.targetPageName)
        }
        let movedPage = config.associatedDomain != base.associatedDomain || config.targetPageName != base.targetPageName
        if settings.uuxPage == nil, movedPage {
            // The base's folders are kept (the demo's `/experimental/`): the app's manifest takes
            // `/{folder}/{targetPageName}`, so a page at the top of the site would not open it on Android.
            let path = LinkParts.read(base.uuxPage)?.encodedPath ?? ""
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let moved = "https://\(config.associatedDomain)/" + (folder.isEmpty ? "" : folder + "/") + config.targetPageName
            // A domain or page name that makes no URL keeps the base's page, so the validator names the
            // setting at fault rather than a UUX page the file never gave.
            if LinkParts.strict(moved)?.host != nil { config.uuxPage = moved }
        }
    }

    static func resolve(_ path: String, against base: String) -> String {
        path.hasPrefix("/") || base.isEmpty ? path : Paths.join(base, path)
    }
}
