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
            var w = JSONWriter(capacity: 1024)
            w.raw("{\"route\":"); w.string(plan.route)
            w.raw(",\"taken\":"); w.string(plan.source.rawValue)
            if let module = plan.module { w.raw(",\"module\":"); w.string(module) }
            w.raw(",\"customScheme\":"); w.string(plan.customScheme)
            w.raw(",\"universalLink\":"); w.string(plan.universalLink)
            w.raw("}")
            out.line(w.text)
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
