import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// On Android no
/// sentence of a decision names iOS or its parts. The checks shared by both phones (intake, userinfo, the
/// host as written) name the phone emulated.
@Suite("Android wording")
struct AndroidWordingTests {
    static let iOSWords = ["iOS", "iPhone", "Safari", "App Store", "Info.plist", "apple-app-site-association", "AASA"]

    /// The fuzzing corpus's links (one per file, the first line) and the hostile forms of the demo's.
    static func links() throws -> [String] {
        let corpus = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/links")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        let fromCorpus = files.compactMap { name -> String? in
            guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(name).path) else { return nil }
            return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
        }
        return fromCorpus + [
            "https://user@demo.q2.com/experimental/uux.aspx#/messages",
            "https://demo.q2.com@evil.example/experimental/uux.aspx#/messages",
            "https://xn--dmo-xla.q2.com/experimental/uux.aspx#/messages",
            "https://demo.q2.com/experimental/uux.aspx#/mess ages",
            "q2mob://open?targetPage=#/messages",
            "otherapp://open?targetPage=%23%2Fmessages",
            "not a link",
            "https://demo.q2.com/experimental/uux.aspx\u{202E}#/messages",
        ]
    }

    @Test("no Android decision, signed in or out, names iOS, the iPhone, Safari or the AASA")
    func noIOSWords() throws {
        var configuration = Fixtures.demoApp.configuration
        configuration.platform = .android
        let engine = LinkEngine(app: try Fixtures.app(configuration))
        let links = try Self.links()
        #expect(links.count > 50)
        for signedIn in [true, false] {
            for link in links {
                let (_, decisions) = Session.decide(.initial(signedIn: signedIn), .openLink(link), engine: engine)
                for d in decisions {
                    let line = DecisionJSON.line(d) + d.steps.map(\.detail).joined() + d.diagnostics.map(\.message).joined()
                    for word in Self.iOSWords where line.contains(word) {
                        Issue.record("\(word) in the Android decision for \(link.debugDescription): \(line.prefix(600))")
                    }
                }
            }
        }
    }

    @Test("the shared sentences still name iOS on iOS")
    func iOSKeepsItsWords() {
        let engine = LinkEngine(app: Fixtures.demoApp)
        let (_, decisions) = Session.decide(.initial(signedIn: true), .openLink("https://user@demo.q2.com/experimental/uux.aspx#/messages"), engine: engine)
        #expect(decisions.first?.diagnostics.first?.message.contains("iOS would not open the app") == true)
    }
}
