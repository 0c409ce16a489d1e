import Foundation
import PropertyBased
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// One reader of links. `build`, `vary` and `explain` all ask the engine, so on any link
/// they agree on the route: `build` builds from the route `explain` says the app receives, or refuses
/// when the app receives none; `vary` varies that same route, or has nothing to vary.
@Suite("build, vary and explain agree on a link's route")
struct LinkReaderAgreementTests {
    static let app = Fixtures.demoApp
    static let engine = LinkEngine(app: app)
    static let builder = LinkBuilder(configuration: app.configuration)

    /// The fuzz corpus of links, as people pasted and the fuzzer grew them.
    static let corpus: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/links")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }()

    static func agree(_ link: String) {
        let explained = Session.decide(.initial(signedIn: true), .openLink(link), engine: engine).1.last
        let read = engine.evaluate(link)
        // explain's route is the engine's, shown safely.
        #expect(explained?.route == read.route.map { DisplayText.containsUnsafe($0) ? DisplayText.sanitize($0, limit: .max) : $0 }, "\(link)")
        let vary = LinkNeighbourhood(of: link, app: app)
        if let route = read.route, !route.isEmpty, explained != nil {
            #expect(vary?.route == route, "vary: \(link)")
        } else {
            #expect(vary == nil, "vary found a route explain does not: \(link)")
        }
        guard link.trimmedAround.contains("://"), !link.trimmedAround.asciiLowercased().hasPrefix("%23") else { return }
        switch builder.plan(link, engine: engine) {
        case .success(let plan):
            if plan.source == .moduleLink { return }   // a custom-scheme module link: its target, which no route names
            #expect(plan.route == read.route, "build took \(plan.route), explain reads \(read.route ?? "no route"): \(link)")
        case .failure(let problem):
            if let route = read.route, LinkBuilder.routeProblem(route) == nil {
                #expect(Bool(false), "build refused (\(problem)) a link explain reads the route \(route) from: \(link)")
            }
        }
    }

    @Test("on every link of the fuzz corpus")
    func corpusAgrees() {
        #expect(Self.corpus.count > 50)
        for link in Self.corpus { Self.agree(link) }
    }

    static let piece = Gen<String?>.element(of: [
        "q2mob://", "Q2MOB://", "https://", "http://", "demo.q2.com", "DEMO.q2.com", "other.example", "open", "OPEN",
        "com.q2.mobile.module.demo", "/experimental/", "uux.aspx", "UUX.aspx", "?", "&", "=", "#", "#/", "%23", "%2F", "%2f",
        "%2523", "targetPage", "targetpage", "messages", "settings", "/", "profile", "..", ".", " ", "%20", "é", "\u{202E}", "x=1",
    ] as [String]).map { $0! }
    static let link = piece.array(of: 1...12).map { $0.joined() }

    @Test("on generated links in the shapes people paste")
    func generatedAgree() async {
        await propertyCheck(count: 1500, input: Self.link) { Self.agree($0) }
    }
}
