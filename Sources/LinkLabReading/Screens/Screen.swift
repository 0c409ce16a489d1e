/// One screen of the fake FI app, read from `screens/*.json`.
public struct Screen: Sendable, Equatable, Codable {
    /// A stable id; scenarios name screens by it (`login` is the login screen).
    public var id: String
    /// The route the screen answers to, without `#/` (`settings/profile`); nil for the login screen.
    public var route: String?
    public var title: String
    /// Paragraphs of body text.
    public var body: [String]
    /// Who draws it: `uux` (the web page), `app` (the app shell: login) or a module identifier (native).
    public var owner: String
    /// Whether only a signed-in customer may see it.
    public var requiresSignIn: Bool

    public init(id: String, route: String?, title: String, body: [String], owner: String, requiresSignIn: Bool) {
        self.id = id
        self.route = route
        self.title = title
        self.body = body
        self.owner = owner
        self.requiresSignIn = requiresSignIn
    }

    /// The owner value for screens drawn by the UUX web page.
    public static let uuxOwner = "uux"
    /// The owner value for the app shell's own screens.
    public static let appOwner = "app"
    /// The id of the landing page, the root of every signed-in journey.
    public static let landingPageID = "landingPage"
    /// The id of the login screen, the root while signed out.
    public static let loginID = "login"

    /// Native when a module draws it, UUX when the web page does.
    public var handler: Handler { owner == Screen.uuxOwner || owner == Screen.appOwner ? .uux : .native }
}
