#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The documented ways a link to a route goes wrong (`linklab vary`), each derived from the
/// FI in use so that a partner's scheme, domain and page name get their own broken forms.
public enum LinkVariant: String, Sendable, Equatable, CaseIterable {
    case unencodedTargetPage
    case fullURLInTargetPage
    case doubleEncodedTargetPage
    case wrongScheme
    case http
    case wrongHost
    case noPageName
    case noFragment
    case uppercaseHost
    case surroundingWhitespace
    case signedOut
    /// Library extras: a route the app does not know, a host hidden behind userinfo, no `targetPage`
    /// at all, and the route in the Universal Link's query instead of its fragment.
    case unknownRoute
    case userinfoHost
    case noTargetPage
    case routeInQuery

    /// The failure variants `linklab vary` prints, in the issue's order.
    public static let neighbourhood: [LinkVariant] = [
        .unencodedTargetPage, .fullURLInTargetPage, .doubleEncodedTargetPage, .wrongScheme, .http, .wrongHost,
        .noPageName, .noFragment, .uppercaseHost, .surroundingWhitespace, .signedOut,
    ]

    /// The code the contract documents for this mistake, if it has one.
    public var documentedCode: DiagnosticCode? {
        switch self {
        case .unencodedTargetPage: .unencodedTargetPage
        case .fullURLInTargetPage: .fullURLInTargetPage
        case .doubleEncodedTargetPage: .doubleEncodedTargetPage
        case .wrongScheme, .http: .wrongURLScheme
        case .wrongHost: .wrongAssociatedDomain
        case .noPageName: .missingTargetPageName
        case .noFragment: .missingRouteFragment
        case .uppercaseHost: nil
        case .surroundingWhitespace: .whitespaceTrimmed
        case .signedOut: .deferredUntilSignIn
        case .unknownRoute: .unknownRoute
        case .userinfoHost: .userinfoInLink
        case .noTargetPage: .missingTargetPage
        case .routeInQuery: .missingRouteFragment
        }
    }

    /// A route no FI's screens are expected to know, for the unknown-route example.
    public static let unknownRouteExample = "rewards"
}

/// One variant built for a route: the link to open and whether it is opened signed in.
public struct VariantLink: Sendable, Equatable {
    public var variant: LinkVariant
    public var link: String
    public var signedIn: Bool

    public init(variant: LinkVariant, link: String, signedIn: Bool = true) {
        self.variant = variant
        self.link = link
        self.signedIn = signedIn
    }
}

/// Builds the variants of one route under an FI. `original` is the link as given (for the whitespace
/// and signed-out variants, and as the base of the Universal Link variants when it is one).
public struct LinkVariants: Sendable {
    public let configuration: FIConfiguration
    public let route: String
    public let original: String

    public init(configuration: FIConfiguration, route: String, original: String? = nil) {
        self.configuration = configuration
        self.route = LinkBuilder.bareRoute(route)
        self.original = original ?? LinkBuilder(configuration: configuration).customSchemeLink(route: LinkBuilder.bareRoute(route))
    }

    public func link(_ variant: LinkVariant) -> VariantLink {
        let builder = LinkBuilder(configuration: configuration)
        let scheme = configuration.urlScheme
        let universal = universalBase
        switch variant {
        case .unencodedTargetPage:
            return VariantLink(variant: variant, link: "\(scheme)://open?targetPage=#/\(route)")
        case .fullURLInTargetPage:
            return VariantLink(variant: variant, link: "\(scheme)://open?targetPage=" + LinkBuilder.encodeQueryValue(builder.universalLink(route: route)))
        case .doubleEncodedTargetPage:
            let once = LinkBuilder.encodeQueryValue("#/" + route)
            return VariantLink(variant: variant, link: "\(scheme)://open?targetPage=" + LinkBuilder.encodeQueryValue(once))
        case .wrongScheme:
            let custom = builder.customSchemeLink(route: route)
            return VariantLink(variant: variant, link: Self.wrongScheme(for: scheme) + custom.dropFirst(scheme.count))
        case .http:
            return VariantLink(variant: variant, link: "http" + universal.dropFirst("https".count))
        case .wrongHost:
            return VariantLink(variant: variant, link: replacingHost(of: universal) { Self.wrongHost(for: $0) })
        case .noPageName:
            return VariantLink(variant: variant, link: removingPageName(from: universal))
        case .noFragment:
            return VariantLink(variant: variant, link: String(universal.prefix { $0 != "#" }))
        case .uppercaseHost:
            return VariantLink(variant: variant, link: replacingHost(of: universal) { $0.uppercased() })
        case .surroundingWhitespace:
            return VariantLink(variant: variant, link: "  \(original) ")
        case .signedOut:
            return VariantLink(variant: variant, link: original, signedIn: false)
        case .unknownRoute:
            return VariantLink(variant: variant, link: builder.customSchemeLink(route: LinkVariant.unknownRouteExample))
        case .userinfoHost:
            return VariantLink(variant: variant, link: replacingHost(of: universal) { "\($0)@evil.example" })
        case .noTargetPage:
            return VariantLink(variant: variant, link: "\(scheme)://open")
        case .routeInQuery:
            return VariantLink(variant: variant, link: String(universal.prefix { $0 != "#" }) + "?targetPage=" + LinkBuilder.encodeQueryValue(route))
        }
    }

    /// The Universal Link the host and path variants start from: the given link when it is one of
    /// this FI's Universal Links, otherwise the one built for the route.
    var universalBase: String {
        let given = original.trimmingWhiteSpace()
        let prefix = "https://" + configuration.associatedDomain
        if given.lowercased().hasPrefix(prefix.lowercased()), given.contains("#/") { return given }
        return LinkBuilder(configuration: configuration).universalLink(route: route)
    }

    /// A scheme one letter away from the FI's: what a typo or a copy from another app gives.
    static func wrongScheme(for scheme: String) -> String {
        scheme == "otherapp" ? "anotherapp" : "otherapp"
    }

    /// `wrong-host.` in place of the first label: `demo.q2.com` → `wrong-host.q2.com`.
    static func wrongHost(for host: String) -> String {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count > 2 ? "wrong-host." + labels.dropFirst().joined(separator: ".") : "wrong-host." + host
    }

    func replacingHost(of link: String, _ change: (String) -> String) -> String {
        LinkParts.replacingWrittenHost(of: link, change)
    }

    func removingPageName(from link: String) -> String {
        let page = configuration.targetPageName
        guard !page.isEmpty, let range = link.firstRange(of: "/" + page) else { return link }
        var link = link
        link.replaceSubrange(range, with: "/")
        return link
    }
}
