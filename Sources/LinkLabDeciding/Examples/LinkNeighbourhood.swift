import LinkLabReading
import LinkLabFormats

/// `linklab vary`: a link, and the documented ways of writing it wrong, each decided by the engine.
public struct LinkNeighbourhood: Sendable {
    /// One variant and what the app does with it.
    public struct Neighbour: Sendable, Equatable {
        public var variant: LinkVariant
        public var link: VariantLink
        public var decision: Decision

        /// The code that explains the outcome best: the variant's documented code when the decision
        /// has it, else the first error, else the first diagnostic.
        public var mainCode: String? {
            if let documented = variant.documentedCode, decision.diagnostics.contains(where: { $0.code == documented }) {
                return documented.rawValue
            }
            return (decision.diagnostics.first { $0.severity == .error } ?? decision.diagnostics.first)?.code.rawValue
        }
    }

    /// The link as given, opened from one of the platform's sources (docs/contract.md, "Where the link was
    /// tapped"): `vary` adds the same link from each source.
    public struct SourceNeighbour: Sendable, Equatable {
        public var tap: Tap
        public var decision: Decision

        /// The code that explains the outcome best: the first path code (where it was tapped, the way it
        /// took), else the first error, else the first diagnostic.
        public var mainCode: String? {
            let path = decision.diagnostics.first { if case .path = $0.finding { true } else { false } }
            return (path ?? decision.diagnostics.first { $0.severity == .error } ?? decision.diagnostics.first)?.code.rawValue
        }
    }

    /// The link as given, decided signed in.
    public var given: Decision
    /// The route the variants are built for.
    public var route: String
    public var neighbours: [Neighbour]
    /// Where the given link and its variants were tapped (`vary --from`).
    public var tap: Tap
    /// The given link from each source of the platform, signed in.
    public var sources: [SourceNeighbour]

    /// The neighbourhood of `link` in `app` tapped at `tap`, or nil when the link carries no route to build
    /// variants from.
    public init?(of link: String, app: BankingApp, tap: Tap = .unspecified) {
        let engine = LinkEngine(app: app)
        func decide(_ text: String, signedIn: Bool, from: Tap = tap) -> Decision? {
            let event: SessionEvent = from == .unspecified ? .openLink(text) : .openLinkFrom(text, from)
            return Session.decisions(.initial(signedIn: signedIn), event, engine: engine).last
        }
        // The route as the engine read it, not the decision's display form: a route holding an unsafe
        // character is shown escaped (`\u{202E}`), and variants built from that text would vary another link.
        guard let given = decide(link, signedIn: true), let route = engine.evaluate(link).route, !route.isEmpty else { return nil }
        self.given = given
        self.route = route
        let variants = LinkVariants(configuration: app.configuration, route: route, original: link)
        neighbours = LinkVariant.neighbourhood.compactMap { variant in
            let built = variants.link(variant)
            return decide(built.link, signedIn: built.signedIn).map { Neighbour(variant: variant, link: built, decision: $0) }
        }
        self.tap = tap
        sources = Self.sourceTaps(for: link, platform: app.configuration.platform).compactMap { from in
            decide(link, signedIn: true, from: from).map { SourceNeighbour(tap: from, decision: $0) }
        }
    }

    /// Each source of `platform`; a source that taps on a page (iOS `safari`, `web-view`) twice for a web
    /// link: on a page of another domain, and on the link's own site (P2, P3).
    public static func sourceTaps(for link: String, platform: Platform) -> [Tap] {
        let host = LinkParts.webHost(ofLink: link)
        return TapSource.sources(on: platform).flatMap { source -> [Tap] in
            guard source.takesPage(on: platform), let host else { return [Tap(source: source)] }
            return [Tap(source: source), Tap(source: source, page: "https://\(host)/")]
        }
    }
}
