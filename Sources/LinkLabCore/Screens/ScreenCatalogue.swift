import Foundation

/// Every screen of the fake FI app, validated at load: unique ids and routes, known owners,
/// and a landing page and a login screen.
public struct ScreenCatalogue: Sendable, Equatable {
    public private(set) var screens: [Screen]
    private var byRoute: [String: Int]
    private var byID: [String: Int]

    /// Builds a catalogue from screens in memory; `source` names where they came from in errors.
    public init(screens: [Screen], modules: [ModuleDeclaration], source: String = "screens") throws(ConfigurationError) {
        self.screens = screens
        byRoute = [:]
        byID = [:]
        let owners = Set(modules.map(\.identifier) + [Screen.uuxOwner, Screen.appOwner])
        for (index, screen) in screens.enumerated() {
            let file = "\(source)/\(screen.id).json"
            if screen.id.isEmpty { throw ConfigurationError(file: source, key: "id", reason: "a screen has an empty id") }
            if let other = byID[screen.id] {
                throw ConfigurationError(file: file, key: "id", reason: "\(screen.id) is also the id of screen \(other + 1); ids must be unique")
            }
            byID[screen.id] = index
            if !owners.contains(screen.owner) {
                throw ConfigurationError(file: file, key: "owner", reason: "\(DisplayText.sanitize(screen.owner, limit: 80)) is not uux, app or a module the settings declare (\(modules.map(\.identifier).joined(separator: ", ")))")
            }
            if let route = screen.route {
                if route.isEmpty || route.hasPrefix("#") || route.hasPrefix("/") || route.hasSuffix("/") || DisplayText.containsUnsafe(route) {
                    throw ConfigurationError(file: file, key: "route", reason: "must be a route such as settings/profile: no leading #/ or /, no trailing /, no control characters")
                }
                if let other = byRoute[route] {
                    throw ConfigurationError(file: file, key: "route", reason: "\(route) is also the route of screen \(screens[other].id); routes must be unique")
                }
                byRoute[route] = index
            }
        }
        guard let landing = byID[Screen.landingPageID] else {
            throw ConfigurationError(file: source, reason: "has no landing page: a screen with id \(Screen.landingPageID) is required")
        }
        guard let login = byID[Screen.loginID] else {
            throw ConfigurationError(file: source, reason: "has no login screen: a screen with id \(Screen.loginID) is required")
        }
        if screens[landing].route == nil {
            throw ConfigurationError(file: "\(source)/\(Screen.landingPageID).json", key: "route", reason: "the landing page needs a route")
        }
        if screens[login].requiresSignIn || screens[login].route != nil {
            throw ConfigurationError(file: "\(source)/\(Screen.loginID).json", key: "route", reason: "the login screen has no route and does not require sign-in")
        }
    }

    /// The screen that answers to `route`, if any.
    public func screen(forRoute route: String) -> Screen? { byRoute[route].map { screens[$0] } }
    /// The screen with this id, if any.
    public func screen(id: String) -> Screen? { byID[id].map { screens[$0] } }

    public var landingPage: Screen { screens[byID[Screen.landingPageID] ?? 0] }
    public var login: Screen { screens[byID[Screen.loginID] ?? 0] }

    /// Every route the app knows, in catalogue order.
    public var routes: [String] { screens.compactMap(\.route) }

    /// A known route that differs only in case or a trailing slash, for "did you mean" hints.
    public func nearestRoute(to route: String) -> String? {
        var candidate = route
        while candidate.hasSuffix("/") { candidate.removeLast() }
        if candidate != route, byRoute[candidate] != nil { return candidate }
        let lower = candidate.lowercased()
        // Walked in place: `routes` would build an array of every route on each unknown link.
        for screen in screens {
            if let known = screen.route, known.lowercased() == lower { return known }
        }
        return nil
    }
}
