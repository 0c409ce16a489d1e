import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// The link library (the terminal app's F5): links built for the FI in use, each marked ✓ or ✗ by
/// what the engine decides when it is opened, never by hand.
public struct LibraryEntry: Sendable, Equatable {
    /// What the example shows.
    public enum Kind: Sendable, Equatable {
        /// A built-in link to a screen's route.
        case route(String, LinkForm)
        /// A module's continuity target, as a custom-scheme link or a Universal Link.
        case continuityTarget(String, LinkForm)
        /// A documented broken form of a link to `route`.
        case variant(LinkVariant, route: String)
    }

    public var kind: Kind
    public var link: String
    /// Whether the example is opened signed in.
    public var signedIn: Bool
    /// What the engine decided when it was opened from the landing page (or the login screen).
    public var outcome: Outcome
    public var codes: [String]

    /// The ✓ mark: the app navigated, deferred or handed the link to a module.
    public var works: Bool { outcome.isSuccess }
    /// One line on what the example shows.
    public var note: String
}

/// Builds the library for an app: valid links for every screen's route and module target, then the
/// documented broken forms of one sample route.
public enum LinkLibrary {
    public static func entries(for app: BankingApp) -> [LibraryEntry] {
        let configuration = app.configuration
        var examples: [(LibraryEntry.Kind, String, Bool)] = []
        for form in [LinkForm.customScheme, .universalLink] {
            for route in app.screens.routes {
                if let link = form.link(route: route, configuration: configuration) { examples.append((.route(route, form), link, true)) }
            }
        }
        if let module = LinkForm.continuityModule(in: configuration) {
            for target in module.continuityTargets {
                examples.append((.continuityTarget(target, .customScheme), "\(configuration.urlScheme)://\(target)", true))
                examples.append((.continuityTarget(target, .universalLink), LinkBuilder(configuration: configuration).universalLink(route: target), true))
            }
        }
        let route = sampleRoute(in: app)
        let variants = LinkVariants(configuration: configuration, route: route)
        for variant in LinkVariant.allCases where variant != .signedOut {
            let built = variants.link(variant)
            examples.append((.variant(variant, route: route), built.link, built.signedIn))
        }
        let engine = LinkEngine(app: app)
        return examples.map { kind, link, signedIn in
            let decision = Session.decisions(.initial(signedIn: signedIn), .openLink(link), engine: engine).last
            return LibraryEntry(kind: kind, link: link, signedIn: signedIn, outcome: decision?.outcome ?? .stayed,
                                codes: decision?.codes ?? [], note: Wording.libraryNote(kind, configuration: configuration))
        }
    }

    /// The route the broken forms are built for: `messages` when the app has it, else the first
    /// route that is not the landing page.
    public static func sampleRoute(in app: BankingApp) -> String {
        let routes = app.screens.routes
        if routes.contains("messages") { return "messages" }
        return routes.first { $0 != app.screens.landingPage.route } ?? routes.first ?? "messages"
    }
}
