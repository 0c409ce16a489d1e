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

    /// The link as given, decided signed in.
    public var given: Decision
    /// The route the variants are built for.
    public var route: String
    public var neighbours: [Neighbour]

    /// The neighbourhood of `link` in `app`, or nil when the link carries no route to build variants from.
    public init?(of link: String, app: BankingApp) {
        let engine = LinkEngine(app: app)
        func decide(_ text: String, signedIn: Bool) -> Decision? {
            Session.decide(.initial(signedIn: signedIn), .openLink(text), engine: engine).1.last
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
    }
}
