#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading

/// The way from a tap to the app, hop by hop (docs/contract.md, "Where the link was tapped"): the source,
/// the wrappers and trackers, the server redirects, and what the phone remembers.
struct PathPlan {
    enum End {
        /// The engine's evaluation decides, as for any link (the app, the browser by the link's own rules, or
        /// nothing): `deciding`'s, or the first hop's when that is nil.
        case engine(text: String)
        /// The app received a tracking URL it has no route in.
        case trackingInApp(host: String, destination: String?)
        /// The browser shows `url`, decided by the path (a source, the phone's memory, or a redirect).
        case browser(url: String)
        /// LinkLab stopped following the way.
        case stopped
    }

    var first: LinkEvaluation
    /// The evaluation that decides when it is not the first hop's. Kept apart so that the first evaluation is
    /// held once, not copied (each copy retains every string and array in it).
    var deciding: LinkEvaluation?
    var hops = PlannedHops()
    var findings: [PathFinding] = []
    var end: End
    var wrapper: LinkWrapper?
    var trackingHost: String?
    var remembered: String?
    /// Whether the path changed anything compared with judging the link alone.
    var changed = false

    /// The evaluation behind `.engine`, moved out of the plan: the plan's `first` is left empty.
    mutating func takeDeciding() -> LinkEvaluation {
        if let deciding = deciding.take() { return deciding }
        var taken = LinkEvaluation(input: "", entry: first.entry, verdict: .notOpened, route: nil, trace: Trace())
        swap(&taken, &first)
        return taken
    }

    /// Keeps the hop's evaluation as the plan returns: as `first` when it is the first hop's, as `deciding`
    /// when it decides a later hop; moved in, not copied.
    mutating func keep(_ evaluation: consuming LinkEvaluation, isFirst: Bool, decides: Bool) {
        if isFirst { first = evaluation } else if decides { deciding = evaluation }
    }
}

extension PathPlan {
    /// The plan before its first hop: the engine decides `text`, with nothing evaluated yet.
    init(startingAt text: String) {
        self.init(first: .placeholder, end: .engine(text: text))
    }
}

extension LinkEvaluation {
    /// The first evaluation of a plan before it is kept: nothing, at no cost.
    static var placeholder: LinkEvaluation {
        LinkEvaluation(input: "", entry: .unrecognized, verdict: .notOpened, route: nil, trace: Trace())
    }
}

extension Transition {
    /// The planner of this transition's way, lent for one link.
    var planner: PathPlanner {
        PathPlanner(engine: state.app.installed ? engine : engine.notLaunching, browserDomains: state.browserDomains,
                    installed: state.app.installed)
    }

    /// Opens a link tapped at `tap`: the way is followed hop by hop, then the app's state, the sign-in gate
    /// and the journey apply to whatever reaches the app.
    mutating func open(_ text: String, tap: Tap) {
        // OPEN on the Smart App Banner ends the customer's choice of Safari for the page's domain (P10, P13).
        if tap.source == .banner, app.configuration.platform.rules.remembersBrowserChoice, let host = LinkParts.webHost(ofLink: text) {
            state.browserDomains.remove(host.asciiLowercased())
        }
        let planner = self.planner
        var plan = PathPlan(startingAt: text)
        planner.planPath(text, tap: tap, into: &plan)
        let before = made.count
        var given: String?
        switch plan.end {
        case .engine(let finalText):
            // `input` is what was given, also when a later hop's link decides.
            given = plan.deciding == nil ? nil : plan.first.input
            let evaluation = plan.takeDeciding()
            if !state.app.installed { openNotInstalled(evaluation) }
            else if !state.app.running, evaluation.opensApp { openOnColdStart(evaluation, text: finalText) }
            else { receive(evaluation, text: finalText) }
        case .trackingInApp(let host, _):
            var trace = Trace()
            if !state.app.running {
                state.app.running = true
                trace.pass(.appState(.launches(firstLaunch: false, rootTitle: rootTitle)))
            }
            let onScreen = title(state.currentScreen)
            decisions.append(Decision(input: plan.first.input, entry: .universalLink, outcome: .stayed, route: nil,
                                      steps: trace.steps, diagnostics: [Diagnostic(.path(.trackingURLInApp(host: host)))],
                                      conclusion: .path(.trackingStays(title: onScreen))))
        case .browser(let url):
            let shown = engine.evaluate(url)
            var trace = plan.first.trace
            if state.app.installed == false { trace.fail(.appState(app.configuration.platform.rules.appNotInstalled)) }
            let host = LinkParts.webHost(ofLink: url) ?? ""
            decisions.append(Decision(input: plan.first.input, entry: plan.first.entry, outcome: .openedInBrowser,
                                      route: shown.route ?? plan.first.route, steps: trace.steps, diagnostics: trace.diagnostics,
                                      conclusion: .path(.browser(host: host, banner: app.configuration.paths.appStoreID != nil && app.configuration.platform.rules.showsSmartAppBanner,
                                                                 platform: app.configuration.platform))))
        case .stopped:
            let trace = plan.first.trace
            decisions.append(Decision(input: plan.first.input, entry: plan.first.entry, outcome: .notOpened, route: plan.first.route,
                                      steps: trace.steps, diagnostics: trace.diagnostics, conclusion: .path(.stopped)))
        }
        guard made.count > before else { return }
        // The decision is changed where it lies in the array: taking it out and putting it back copied it
        // whole (every string and array in it retained, then the one taken out released). The fixes are
        // checked by the planner, not by this transition, so that the array can be changed meanwhile; the
        // decision already carries its scene, and nothing here changes the state.
        if let given { made[before].input = given }
        // A link that reaches its screen has nothing to correct: no wrapper finding, no corrected link.
        let navigates = made[before].outcome.isSuccess
        let findings = navigates ? plan.findings.filter { if case .wrapped = $0 { false } else { true } } : plan.findings
        if !findings.isEmpty { made[before].diagnostics += findings.map { Diagnostic(.path($0)) } }
        planner.checkFixes(&made[before], plan: plan, tap: tap)
        if navigates {
            for i in made[before].diagnostics.indices {
                switch made[before].diagnostics[i].finding {
                case .path, .copyArtefact(.htmlAmpersand): made[before].diagnostics[i].fix = nil
                default: break
                }
            }
        }
        if tap.explicit || plan.changed || plan.hops.count > 1 {
            let config = app.configuration
            var bannerLink: String?
            if made[before].outcome == .openedInBrowser, let last = plan.hops.last { bannerLink = last.url }
            let checkedFix = made[before].diagnostics.lazy.compactMap(\.fixText).first
            made[before].path = DecisionPath(tap: tap, platform: config.platform, hops: plan.hops.all, wrapper: plan.wrapper,
                                             trackingHost: plan.trackingHost, remembered: plan.remembered,
                                             banner: config.paths.appStoreID != nil && config.platform.rules.showsSmartAppBanner, bannerLink: bannerLink,
                                             checkedFix: checkedFix, appName: config.name, installed: state.app.installed)
        }
    }
}
