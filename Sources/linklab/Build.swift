import ArgumentParser
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `linklab build`: the links for a route, from whatever the person copied.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: Help.Build.abstract,
        discussion: Help.Build.discussion
    )

    @OptionGroup var options: AppOptions

    @Flag(help: ArgumentHelp(Help.Build.json))
    var json = false

    @Argument(help: ArgumentHelp(Help.Build.route, valueName: "ROUTE"))
    var route: String

    func run() throws {
        let app = try options.loadApp()
        let plan: BuildPlan
        switch LinkBuilder(configuration: app.configuration).plan(route, engine: LinkEngine(app: app)) {
        case .success(let p): plan = p
        case .failure(let problem): throw UsageError(.build(problem))
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
