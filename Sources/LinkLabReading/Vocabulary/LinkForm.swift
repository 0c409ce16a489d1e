/// The three shapes of link a route can be written in: what a scenario's `openRoute` step names with
/// `as` (`customScheme`, `universalLink`, `moduleLink`).
public enum LinkForm: String, Sendable, Equatable, CaseIterable {
    /// `urlScheme://open?targetPage=%23%2Froute`.
    case customScheme
    /// `https://{associatedDomain}/…/{targetPageName}#/route`.
    case universalLink
    /// A continuity link to a module: `urlScheme://{module}/{path}`, or its Universal Link form.
    case moduleLink

    /// The link for `route` under the FI, or nil when a module link is asked for and no module
    /// declares continuity targets. For a module link the route is the path under the module,
    /// and `module` defaults to the first module that declares continuity targets.
    public func link(route: String, configuration: FIConfiguration, module: String? = nil,
                     via: LinkForm = .customScheme) -> String? {
        let builder = LinkBuilder(configuration: configuration)
        let bare = LinkBuilder.bareRoute(route)
        switch self {
        case .customScheme: return builder.customSchemeLink(route: bare)
        case .universalLink: return builder.universalLink(route: bare)
        case .moduleLink:
            guard let identifier = module ?? LinkForm.continuityModule(in: configuration)?.identifier else { return nil }
            let target = bare.isEmpty ? identifier : identifier + "/" + bare
            return via == .universalLink ? builder.universalLink(route: target) : "\(configuration.urlScheme)://\(target)"
        }
    }

    /// The module whose continuity links the examples use: the first that declares a target.
    public static func continuityModule(in configuration: FIConfiguration) -> ModuleDeclaration? {
        configuration.modules.first { !$0.continuityTargets.isEmpty }
    }
}
