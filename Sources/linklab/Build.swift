import ArgumentParser
import LinkLabCore

/// `linklab build`: the two built-in links for a route, checked by explaining them back.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the custom-scheme link and the Universal Link for a route.",
        discussion: """
        ROUTE may be written settings/profile, /settings/profile or #/settings/profile.
        Example:
          linklab build settings/profile
            custom scheme   q2mob://open?targetPage=%23%2Fsettings%2Fprofile
            universal link  https://demo.q2.com/experimental/uux.aspx#/settings/profile
        Exit status: 0 when both links are built; 1 if they do not explain back to
        the route (a LinkLab bug); 2 for a route that cannot be built; 3 when the
        output cannot be written.
        """
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "Print {\"customScheme\": …, \"universalLink\": …}.")
    var json = false

    @Argument(help: ArgumentHelp("The route, such as settings/profile.", valueName: "ROUTE"))
    var route: String

    func run() throws {
        let app = try options.loadApp()
        let bare = LinkBuilder.bareRoute(route.trimmingCharacters(in: .whitespacesAndNewlines))
        if let problem = LinkBuilder.problem(with: bare) { throw UsageError(message: problem) }
        let builder = LinkBuilder(configuration: app.configuration)
        let custom = builder.customSchemeLink(route: bare)
        let universal = builder.universalLink(route: bare)

        // Both links must explain back to the route; if not, the builder is wrong, not the user.
        let engine = LinkEngine(app: app)
        for link in [custom, universal] where engine.evaluate(link).route != bare {
            Terminal.standardError("linklab: internal error: \(link) does not explain back to \(DisplayText.sanitize(bare))")
            throw ExitCode(1)
        }
        if app.screens.screen(forRoute: LinkEngine.routePath(bare)) == nil {
            Terminal.standardError("note: #/\(DisplayText.sanitize(bare, limit: 120)) is not a page the \(app.configuration.name) app knows; these links would leave the app on its current screen.")
        }
        let out = OutputBuffer()
        if json {
            out.line("{\"customScheme\":\(JSONText.quote(custom)),\"universalLink\":\(JSONText.quote(universal))}")
        } else {
            out.line("custom scheme   \(custom)")
            out.line("universal link  \(universal)")
        }
        out.flush()
    }
}
