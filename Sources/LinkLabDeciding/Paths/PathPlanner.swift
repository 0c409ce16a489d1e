#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabReading
import LinkLabFormats

/// The way a link takes from where it was tapped (docs/contract.md, "Where the link was tapped"): the
/// engine, and what of the session the way depends on (the domains the customer chose Safari for). Small
/// on purpose: a transition lends one to plan and check fixes while it changes its own decisions, where
/// a second transition copied the whole session state for every link.
struct PathPlanner {
    let engine: LinkEngine
    /// The domains whose links the customer chose to open in Safari (P10).
    let browserDomains: Set<String>
    /// Whether the app is installed: when it is not, no hop reaches it (A27, A28), and no fix that needs it is offered.
    var installed = true

    var app: BankingApp { engine.app }

    /// The source's own rule for the first hop: a reason the browser opens it whatever the link, or nil
    /// when the link's own rules decide (docs/contract.md, P1–P4, P13).
    func sourceRule(_ tap: Tap, host: String) -> (HopReason, keeps: Bool)? {
        let platform = app.configuration.platform
        switch tap.source {
        case .app, .qr, .chrome, .banner: return nil
        case .typed, .script, .customTab: return (.source(tap.source), true)
        case .webView where platform.rules.judgesWebViewBySource: return (.source(tap.source), true)
        case .safari, .webView:
            // No page named: a page of another domain, so the tap is judged like any other.
            // A page written as a path is a page on the link's own domain (scenarios that serve every FI).
            guard let page = tap.page.flatMap({ TapPage.isOwnPath($0) ? host : LinkParts.webHost(ofLink: $0) }) else { return nil }
            return page == host ? (.samePage(host: page, source: tap.source), false) : nil
        }
    }

    /// Follows `text` from `tap` until the app or the browser has it.
    func planPath(_ text: String, tap: Tap) -> PathPlan {
        var plan = PathPlan(startingAt: text)
        planPath(text, tap: tap, into: &plan)
        return plan
    }

    /// The way from `tap`, into a plan the caller holds: a plan built here and returned was copied whole.
    func planPath(_ text: String, tap: Tap, into plan: inout PathPlan) {
        let config = app.configuration
        let settings = config.paths
        // `evaluation` is the current hop's. It is moved into the plan as the plan returns, or as the way
        // leaves the first hop, so that no evaluation is copied.
        var current = text
        var knownHost: String?? = nil
        var evaluation = engine.evaluate(text, webHost: &knownHost)
        var carried: HopReason?      // a reason that keeps every later hop in the browser
        var visited: [String] = []   // the hops before this one (no array is made for a link of one hop)
        var isFirst = true
        while true {
            // The engine read `current` for `evaluation`, and tells its host when the parts did.
            let host = knownHost ?? LinkParts.webHost(ofLink: current)
            if visited.contains(current) {
                plan.findings.append(.redirectLoop(url: current))
                plan.end = .stopped; plan.changed = true
                plan.keep(evaluation, isFirst: isFirst, decides: false)
                return
            }
            if plan.hops.count >= LinkPathSettings.maximumHops {
                plan.findings.append(.tooManyHops(limit: LinkPathSettings.maximumHops))
                plan.end = .stopped; plan.changed = true
                plan.keep(evaluation, isFirst: isFirst, decides: false)
                return
            }
            let opensApp = evaluation.opensApp
            // Custom schemes and refused links: the engine decides; the source does not change them (P8).
            guard let host, evaluation.verdict != .notOpened else {
                let reaches = opensApp && installed
                let why: HopReason = !installed && opensApp ? .appNotInstalled
                    : !reaches ? .nothingOpens
                    : evaluation.isCustomScheme ? .customScheme(prompted: isFirst && (tap.source == .typed || tap.source == .script))
                    : .appClaims
                plan.hops.append(Hop(url: current, echo: evaluation.input, opens: reaches ? .app : .nothing, why: why))
                plan.end = .engine(text: current)
                plan.keep(evaluation, isFirst: isFirst, decides: true)
                return
            }
            let tracking = !opensApp && !host.equalsIgnoringASCIICase(config.associatedDomain) && settings.hasOwnAASA(host)
            var toApp = opensApp || tracking
            var why: HopReason = tracking ? .trackingAASA(host: host) : toApp ? .appClaims : .linkRules
            // No app to hand the link to: the browser opens it (A27), and no source is said to have kept it there.
            if toApp, !installed { toApp = false; why = .appNotInstalled }
            if !isFirst, settings.serverRedirects == .app, carried == nil, let from = visited.last.flatMap({ LinkParts.webHost(ofLink: $0) }), toApp {
                why = .redirectToApp(from: from)
            }
            if isFirst, let (reason, keeps) = sourceRule(tap, host: host) {
                if keeps { carried = reason }
                if toApp {
                    plan.findings.append(.sourceOpensBrowser(tap.source, pageHost: tap.page.flatMap { LinkParts.webHost(ofLink: $0) }))
                    plan.changed = true
                }
                toApp = false; why = reason
            } else if toApp, let reason = carried {
                toApp = false; why = reason
                plan.changed = true
            } else if toApp, config.platform.rules.remembersBrowserChoice, !(isFirst && tap.source == .banner),
                      browserDomains.contains(host) {
                // OPEN on the banner ends the customer's choice of Safari (P10, P13): only a later hop is kept by it.
                toApp = false; why = .remembered(domain: host)
                plan.remembered = host
                plan.findings.append(.rememberedBrowser(domain: host))
                plan.changed = true
            } else if !toApp, let reason = carried {
                why = reason
            }
            // The FI's own domain is never a wrapper: its links are not parsed again to find out, nor searched.
            // A link copied out of HTML keeps its `&amp;`: the wrapper is read with `&` (copy-artefact).
            let destination = host.equalsIgnoringASCIICase(config.associatedDomain) ? nil
                : WrapperTable.unwrap(CopyArtefact.htmlAmpersandsRead(current) ?? current, host: host,
                                      appDomain: config.associatedDomain, partner: settings.wrappers)
            let known = settings.destination(forHost: host) ?? (isFirst ? tap.redirectsTo : nil)
            let next = destination?.destination ?? known
            let bank = host.equalsIgnoringASCIICase(config.associatedDomain) || settings.hasOwnAASA(host)
            let addedBy: WrapperOwner? = bank ? .bank : destination?.wrapper.addedBy ?? (known != nil ? .unknown : nil)
            if toApp, isFirst, tap.source == .banner, why == .appClaims { why = .bannerOpen }
            if toApp {
                var hop = Hop(url: current, echo: evaluation.input, opens: .app, why: why)
                hop.wrapper = destination?.wrapper
                hop.addedBy = addedBy
                plan.hops.append(hop)
                if tracking {
                    plan.changed = true
                    plan.trackingHost = plan.trackingHost ?? host
                    if plan.wrapper == nil { plan.wrapper = destination?.wrapper }
                    if settings.appResolvesTrackingLinks, let next {
                        let resolved = engine.evaluate(next)
                        plan.hops.append(Hop(url: next, opens: resolved.opensApp ? .app : .browser, why: .appResolves(from: host)))
                        plan.end = .engine(text: next)
                        plan.deciding = resolved
                    } else {
                        plan.end = .trackingInApp(host: host, destination: next)
                    }
                    plan.keep(evaluation, isFirst: isFirst, decides: false)
                    return
                }
                plan.end = .engine(text: current)
                plan.keep(evaluation, isFirst: isFirst, decides: true)
                return
            }
            var hop = Hop(url: current, echo: evaluation.input, opens: .browser, why: why)
            hop.wrapper = destination?.wrapper
            hop.addedBy = addedBy
            plan.hops.append(hop)
            if destination != nil || known != nil {
                plan.changed = true
                plan.trackingHost = plan.trackingHost ?? host
                if plan.wrapper == nil { plan.wrapper = destination?.wrapper }
                plan.findings.append(.wrapped(destination?.wrapper, host: host, destination: next))
            }
            guard let next else {
                if let destination { plan.findings.append(.destinationUnknown(destination.wrapper, host: host)) }
                plan.end = plan.changed ? .browser(url: current) : .engine(text: current)
                plan.keep(evaluation, isFirst: isFirst, decides: !plan.changed)
                return
            }
            // The browser loads the page, and the server sends it on (P9: Safari stays unless the settings say otherwise).
            if carried == nil, settings.serverRedirects == .browser { carried = .serverRedirect(from: host, wrapper: destination?.wrapper) }
            else if case .serverRedirect = carried { carried = .serverRedirect(from: host, wrapper: destination?.wrapper) }
            if isFirst { plan.first = consume evaluation }
            visited.append(current)
            isFirst = false
            current = next
            knownHost = nil
            evaluation = engine.evaluate(next, webHost: &knownHost)
        }
    }

    /// docs/contract.md, P12: a corrected link is offered only when LinkLab checked that it navigates in the
    /// app from the same source. For a wrapped or tracked link, the fix is its destination when that navigates.
    func checkFixes(_ decision: inout Decision, plan: PathPlan, tap: Tap) {
        let samePlace = Tap(source: tap.source, page: tap.page, redirectsTo: nil, explicit: tap.explicit)
        for i in decision.diagnostics.indices {
            // A link's fixes are links: a corrected payload belongs to a push, which takes no path.
            guard let fix = decision.diagnostics[i].fix else { continue }
            if !navigates(fix, from: samePlace) { decision.diagnostics[i].fix = nil }
        }
        for i in decision.diagnostics.indices {
            let target: String?
            switch decision.diagnostics[i].finding {
            case .path(.wrapped(_, _, let destination)): target = destination
            case .path(.trackingURLInApp):
                if case .trackingInApp(_, let destination) = plan.end { target = destination } else { target = nil }
            default: continue
            }
            if let target, navigates(target, from: samePlace) { decision.diagnostics[i].fix = .link(target) }
        }
    }

    /// Whether `link`, opened from `tap` in the current state, reaches a screen or a module in the app.
    func navigates(_ link: String, from tap: Tap) -> Bool {
        navigates(.link(link), from: tap) { link }
    }

    /// Whether the link a fix writes navigates from `tap`. A fix the verdicts know by its parts is worded
    /// only the first time it is met.
    func navigates(_ fix: Fix, from tap: Tap) -> Bool {
        switch fix {
        case .customSchemeLink(let scheme, let route):
            navigates(.customSchemeLink(scheme: scheme, route: route), from: tap) { fix.text }
        case .universalLink(let uuxPage, let route):
            navigates(.universalLink(uuxPage: uuxPage, route: route), from: tap) { fix.text }
        case .url, .link, .splice, .payload:
            navigates(fix.text, from: tap)
        }
    }

    private func navigates(_ subject: FixVerdicts.Subject, from tap: Tap, link: () -> String) -> Bool {
        let context = FixVerdicts.Context(source: tap.source, page: tap.page, explicit: tap.explicit,
                                          browserDomains: browserDomains, installed: installed)
        return engine.fixVerdicts.verdict(subject, in: context) {
            let link = link()
            return !DisplayText.containsUnsafe(link) && plans(link, from: tap)
        }
    }

    /// Whether the way from `tap` with `link` ends in the app with a route or a module.
    private func plans(_ link: String, from tap: Tap) -> Bool {
        let plan = planPath(link, tap: tap)
        guard case .engine = plan.end, plan.hops.last?.opens == .app else { return false }
        switch (plan.deciding ?? plan.first).verdict {
        case .resolved, .claimed: return true
        case .notOpened, .openedInBrowser, .stayed: return false
        }
    }
}
