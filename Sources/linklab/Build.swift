import ArgumentParser
import LinkLabCore

/// `linklab build`: the links for a route, from whatever the person copied.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the custom-scheme link and the Universal Link for a route.",
        discussion: """
        ROUTE may be written settings/profile, /settings/profile or #/settings/profile, or pasted as
        a browser URL (the route after #/ is taken), as %23%2Fsettings%2Fprofile (decoded once) or as
        a custom-scheme link. A route that starts with a continuity module's identifier, such as
        com.q2.mobile.module.demo/path, gets the module-owned forms.
        Example:
          linklab build settings/profile
            custom scheme   q2mob://open?targetPage=%23%2Fsettings%2Fprofile
            universal link  https://demo.q2.com/experimental/uux.aspx#/settings/profile
        Exit status: 0 when the links were built; 2 for usage or configuration errors; 3 when the output
        cannot be written.
        """
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "Print {\"route\", \"taken\", \"customScheme\", \"universalLink\"} (and \"module\" for module links).")
    var json = false

    @Argument(help: ArgumentHelp("The route, or a URL or link to take it from.", valueName: "ROUTE"))
    var route: String

    func run() throws {
        let app = try options.loadApp()
        let plan: BuildPlan
        switch LinkBuilder(configuration: app.configuration).plan(route, engine: LinkEngine(app: app)) {
        case .success(let p): plan = p
        case .failure(let problem): throw UsageError(message: Wording.problem(problem))
        }
        let knows = app.screens.screen(forRoute: LinkEngine.routePath(plan.route)) != nil
        if let note = Wording.buildNote(plan, knowsRoute: knows, appName: app.configuration.name) {
            Terminal.standardError("note: \(note)")
        }
        let shownRoute = DisplayText.sanitize(plan.route, limit: 200)
        let out = OutputBuffer()
        if json {
            var fields = ["\"route\":\(JSONText.quote(plan.route))", "\"taken\":\(JSONText.quote(plan.source.rawValue))"]
            if let module = plan.module { fields.append("\"module\":\(JSONText.quote(module))") }
            fields += ["\"customScheme\":\(JSONText.quote(plan.customScheme))", "\"universalLink\":\(JSONText.quote(plan.universalLink))"]
            out.line("{" + fields.joined(separator: ",") + "}")
        } else {
            if let taken = Wording.taken(plan.source) { out.line("route           \(shownRoute)  (\(taken))") }
            if let module = plan.module {
                out.line("module          \(DisplayText.sanitize(module))")
                out.line("custom scheme   \(plan.customScheme)")
                out.line("universal link  \(plan.universalLink)")
            } else {
                out.line("custom scheme   \(plan.customScheme)")
                out.line("universal link  \(plan.universalLink)")
            }
        }
        out.flush()
    }
}
