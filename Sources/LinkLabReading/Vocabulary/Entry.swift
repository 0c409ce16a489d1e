/// Which entry point an input came through, judged by its shape.
public enum Entry: String, Sendable, Codable, CaseIterable {
    /// `urlScheme://open?targetPage=…`, or any other scheme's link that looks like one.
    case customScheme
    /// `https://{associatedDomain}/…/{targetPageName}#/route`, or any other https link.
    case universalLink
    /// `urlScheme://moduleIdentifier/path` or a Universal Link whose route starts with a module identifier.
    case moduleLink
    /// A push notification payload.
    case push
    /// Something that is not a link at all.
    case unrecognized
    /// A session action rather than an input: sign in, cancel sign-in, sign out or back.
    case signIn, cancelSignIn, signOut, back
    /// The App Store installs the app (docs/contract.md, "App states").
    case install
    /// The app is launched from its icon.
    case launch
}

/// Who draws the screen a route resolves to.
public enum Handler: String, Sendable, Codable, CaseIterable {
    /// A native module of the app.
    case native
    /// The UUX web page.
    case uux
    /// A continuity module claimed the link and handles it itself.
    case module
}
