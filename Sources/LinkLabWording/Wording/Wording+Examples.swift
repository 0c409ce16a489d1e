import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// Words for the examples that follow the active FI: the link library, the link variants and the push presets.
extension Wording {
    /// A variant's short name, as `linklab vary` labels it.
    public static func title(of variant: LinkVariant) -> String {
        switch variant {
        case .unencodedTargetPage: "unencoded targetPage"
        case .fullURLInTargetPage: "full URL in targetPage"
        case .doubleEncodedTargetPage: "double-encoded targetPage"
        case .wrongScheme: "wrong scheme"
        case .http: "http instead of https"
        case .wrongHost: "wrong host"
        case .noPageName: "no page name"
        case .noFragment: "no #/ fragment"
        case .uppercaseHost: "uppercase host"
        case .surroundingWhitespace: "surrounding whitespace"
        case .signedOut: "signed out"
        case .unknownRoute: "unknown route"
        case .userinfoHost: "host behind userinfo"
        case .noTargetPage: "no targetPage"
        case .routeInQuery: "route in the query"
        }
    }

    /// A source row's short name in `linklab vary`: `from typed`, `from safari, same site`.
    public static func title(of tap: Tap) -> String {
        "from \(tap.source.rawValue)" + (tap.page == nil ? "" : ", same site")
    }

    /// What a variant shows, in one line.
    public static func note(of variant: LinkVariant, configuration: FIConfiguration) -> String {
        switch variant {
        case .unencodedTargetPage: "The classic: # not encoded, so the route goes to the fragment and is lost."
        case .fullURLInTargetPage: "A whole web address inside targetPage instead of the encoded #/route."
        case .doubleEncodedTargetPage: "targetPage encoded twice: the app decodes once and still sees %23."
        case .wrongScheme: "Another app's scheme: iOS does not open this app."
        case .http: "A Universal Link must be https; iOS opens http in the browser."
        case .wrongHost: "Another host than \(configuration.associatedDomain): iOS opens the browser, not the app."
        case .noPageName: "The path lacks \(configuration.targetPageName): not the app's page."
        case .noFragment: "The Universal Link without its #/route: the app stays put."
        case .uppercaseHost: "Hosts compare without case, so capitals in the host do no harm."
        case .surroundingWhitespace: "Spaces around a pasted link are trimmed, and the link still works."
        case .signedOut: "The same link while signed out: stored until sign-in."
        case .unknownRoute: "A route the app does not know: it stays on the current screen."
        case .userinfoHost: "Hostile: the real host hides after an @ sign."
        case .noTargetPage: "No targetPage at all: the app has no route to show."
        case .routeInQuery: "The route in a query instead of the #/ fragment: the app stays put."
        }
    }

    /// A library entry's line on what it shows.
    public static func libraryNote(_ kind: LibraryEntry.Kind, configuration: FIConfiguration) -> String {
        switch kind {
        case .route(let route, let form):
            (form == .universalLink ? "Universal Link" : "Custom scheme link") + " to #/\(DisplayText.sanitize(route, limit: 200)), built by the link builder."
        case .continuityTarget(_, let form):
            form == .universalLink
                ? "A module's continuity link as a Universal Link: built-in handling declines, the module claims it."
                : "A module's continuity link: the modules are offered it."
        case .variant(let variant, _):
            note(of: variant, configuration: configuration)
        }
    }

    /// A push preset's name in the composer.
    public static func title(of preset: PushPreset) -> String {
        switch preset {
        case .documented: "Documented payload"
        case .wrongSender: "Wrong sender (capitals differ)"
        case .unknownSender: "Sender no module declares"
        case .noSender: "No sender"
        case .genericRoute: "Generic top-level route"
        case .noRoute: "No route in the module's section"
        case .unknownRoute: "Unknown route"
        case .fcmNotification: "FCM notification message"
        case .fcmData: "FCM data message"
        }
    }

    /// The outcome and codes of a decision in a few words: `stayed (unencoded-target-page)`.
    public static func outcomeAndCodes(_ outcome: Outcome, codes: [String]) -> String {
        codes.isEmpty ? outcome.rawValue : "\(outcome.rawValue) (\(codes.joined(separator: ", ")))"
    }
}

extension PushPresetEntry {
    public var title: String { Wording.title(of: preset) }
}
