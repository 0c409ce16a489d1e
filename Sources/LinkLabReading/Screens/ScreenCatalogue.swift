#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText

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
            if screen.id.isEmpty { throw ConfigurationError(file: source, key: "id", problem: .emptyScreenID) }
            if let other = byID[screen.id] {
                throw ConfigurationError(file: file, key: "id", problem: .screenIDTwice(id: screen.id, otherScreen: other + 1))
            }
            byID[screen.id] = index
            if !owners.contains(screen.owner) {
                throw ConfigurationError(file: file, key: "owner", problem: .unknownOwner(screen.owner, modules: modules.map(\.identifier)))
            }
            if let route = screen.route {
                if route.isEmpty || route.hasPrefix("#") || route.hasPrefix("/") || route.hasSuffix("/") || DisplayText.containsUnsafe(route) {
                    throw ConfigurationError(file: file, key: "route", problem: .mustBe(.screenRoute))
                }
                if let other = byRoute[route] {
                    throw ConfigurationError(file: file, key: "route", problem: .screenRouteTwice(route: route, otherScreen: screens[other].id))
                }
                byRoute[route] = index
            }
        }
        guard let landing = byID[Screen.landingPageID] else {
            throw ConfigurationError(file: source, problem: .noLandingPage)
        }
        guard let login = byID[Screen.loginID] else {
            throw ConfigurationError(file: source, problem: .noLoginScreen)
        }
        if screens[landing].route == nil {
            throw ConfigurationError(file: "\(source)/\(Screen.landingPageID).json", key: "route", problem: .landingPageWithoutRoute)
        }
        if screens[login].requiresSignIn || screens[login].route != nil {
            throw ConfigurationError(file: "\(source)/\(Screen.loginID).json", key: "route", problem: .loginUnreachable)
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
