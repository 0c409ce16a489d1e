import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// The words of `linklab build`.
extension Wording {
    /// What the route was taken from, for the `route` line: nil when it was typed as a route.
    public static func taken(_ source: BuildSource) -> String? {
        switch source {
        case .route: nil
        case .browserURL: "taken after #/ in the URL"
        case .encoded: "decoded once from %23%2F…"
        case .targetPage: "taken from the link's targetPage"
        case .moduleLink: "taken from the module link"
        }
    }

    /// The note printed when the links would leave the app where it is, or nil.
    public static func buildNote(_ plan: BuildPlan, knowsRoute: Bool, appName: String) -> String? {
        if let module = plan.module {
            guard plan.moduleClaims == false else { return nil }
            return text { o in
                o.user(plan.route, limit: 120); o += " is not a target "; o.user(module)
                o += " declares; these links would leave the app on its current screen."
            }
        }
        guard !knowsRoute else { return nil }
        return text { o in
            Wording.route(plan.route, into: &o); o += " is not a page the "; o.user(appName)
            o += " app knows; these links would leave the app on its current screen."
        }
    }

    /// One line for what `linklab build` cannot build from.
    public static func problem(_ problem: BuildProblem) -> String {
        text { o in
            switch problem {
            case .empty: o += "the route is empty; give one such as settings/profile, or paste the browser's URL"
            case .unsafe(let route):
                o += "the route "; o.write(route); o += " contains control or text-direction characters"
            case .traversal(let route):
                o += "the route "; o.write(route); o += " contains . or .. segments, which the app refuses"
            case .urlWithoutRoute(let url):
                o.write(url); o += " has no #/route part; open the page in a browser and copy the address while it shows"
            case .linkWithoutTargetPage(let link):
                o.write(link); o += " has no targetPage=%23%2F… to take the route from"
            case .notALink(let text):
                o.write(text); o += " is neither a route nor a link LinkLab can take a route from"
            case .noRouteRead(let link, let code):
                o += "the app reads no route from "; o.write(link)
                if let code { o += " ("; o.write(code.rawValue); o += ")" }
                o += "; linklab explain says why"
            }
        }
    }
}

extension LinkBuilder {
    /// `routeProblem`, worded: what a scenario or a command says of a route it cannot build.
    public static func problem(with route: String) -> String? { routeProblem(route).map(Wording.problem) }
}
