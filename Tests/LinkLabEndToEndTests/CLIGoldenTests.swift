import Foundation
import Testing
import LinkLabTestSupport

/// Golden CLI outputs (swift-argument-parser's habit): each command's main forms run through the
/// real binary from the repository root, and their exit status, standard output and standard error are
/// compared byte for byte with `Goldens/cli/<name>.txt`. Re-record with `LINKLAB_RECORD_GOLDENS=1` and read
/// the diff: a changed golden is a changed product.
@Suite("CLI goldens")
struct CLIGoldenTests {
    struct Form: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var testDescription: String { "\(name): linklab \(arguments.joined(separator: " "))" }
    }

    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let universal = "https://demo.q2.com/experimental/uux.aspx#/transfer"
    static let inputs = "Tests/LinkLabEndToEndTests/Goldens/cli/inputs"
    static let aasa = "Tests/LinkLabCoreTests/Fixtures/aasa/SYNTHETIC_q2_demo__apple-app-site-association.json"

    static let forms: [Form] = [
        Form(name: "help", arguments: ["--help"]),
        Form(name: "help-explain", arguments: ["help", "explain"]),
        Form(name: "help-check", arguments: ["help", "check"]),
        Form(name: "explain", arguments: ["explain", messages]),
        Form(name: "explain-json", arguments: ["explain", "--json", messages]),
        Form(name: "explain-several", arguments: ["explain", messages, universal, "q2mob://open?targetPage=%23%2Fnowhere"]),
        Form(name: "explain-signed-out", arguments: ["explain", "--signed-out", universal]),
        Form(name: "explain-not-installed", arguments: ["explain", "--not-installed", universal]),
        Form(name: "explain-cold-start", arguments: ["explain", "--cold-start", messages]),
        Form(name: "explain-from-safari", arguments: ["explain", "--from", "safari", "--page", "https://news.example.com/", universal]),
        Form(name: "explain-android", arguments: ["explain", "--platform", "android", universal]),
        Form(name: "explain-android-settings", arguments: ["explain", "--config", "examples/android/settings.json", universal]),
        Form(name: "explain-not-a-link", arguments: ["explain", "not a link"]),
        Form(name: "explain-missing-config", arguments: ["explain", "--config", "no-such-settings.json", messages]),
        Form(name: "explain-unknown-option", arguments: ["explain", "--frobnicate", messages]),
        Form(name: "build", arguments: ["build", "settings/profile"]),
        Form(name: "build-json", arguments: ["build", "--json", "settings/profile"]),
        Form(name: "vary", arguments: ["vary", messages]),
        Form(name: "push", arguments: ["push", "--stage", "tap", "\(inputs)/payload.json"]),
        Form(name: "push-json-signed-out", arguments: ["push", "--json", "--signed-out", "\(inputs)/payload.json"]),
        Form(name: "push-broken", arguments: ["push", "\(inputs)/broken-payload.json"]),
        Form(name: "push-android-fcm", arguments: ["push", "--platform", "android", "examples/android/fcm-notification.json"]),
        Form(name: "push-android-fcm-denied", arguments: ["push", "--platform", "android", "--notification-permission", "denied",
                                                          "examples/android/fcm-notification.json"]),
        Form(name: "push-android-fcm-data-json", arguments: ["push", "--platform", "android", "--json", "--stage", "silent",
                                                             "examples/android/fcm-data.json"]),
        Form(name: "aasa", arguments: ["aasa", "--app-id", "ABCDE12345.com.q2.mobile.demo", aasa,
                                       "https://demo.q2.com/experimental/uux.aspx", "https://demo.q2.com/elsewhere"]),
        Form(name: "aasa-json", arguments: ["aasa", "--json", "--app-id", "ABCDE12345.com.q2.mobile.demo", aasa,
                                            "https://demo.q2.com/experimental/uux.aspx"]),
        Form(name: "assetlinks", arguments: ["assetlinks", "--config", "examples/android/settings.json",
                                             "examples/android/assetlinks.json", universal]),
        Form(name: "check", arguments: ["check", "examples/links.csv", "examples/pushes.jsonl"]),
        Form(name: "play", arguments: ["play", "scenarios/deferred-replay.json"]),
        Form(name: "play-android", arguments: ["play", "scenarios/android-app-links.json"]),
        Form(name: "unknown-command", arguments: ["frobnicate"]),
        Form(name: "link-without-command", arguments: [messages]),
    ]

    @Test("each command's main forms print what their golden says", arguments: forms)
    func golden(_ form: Form) throws {
        let root = LinkLab.repositoryRoot.path + "/"
        // Relative paths are the repository's; absolute ones are taken back out of the output.
        let arguments = form.arguments.map { word in
            !word.hasPrefix("-") && !word.contains("://") && word.contains("/")
                && FileManager.default.fileExists(atPath: root + word) ? root + word : word
        }
        let result = try LinkLab.run(arguments, environment: ["NO_COLOR": "1", "COLUMNS": "80"])
        func shown(_ text: String) -> String { text.replacingOccurrences(of: root, with: "") }
        let actual = """
            $ linklab \(form.arguments.joined(separator: " "))
            exit: \(result.status)
            --- stdout
            \(shown(result.out))--- stderr
            \(shown(result.err))
            """
        let path = LinkLab.repositoryRoot.appendingPathComponent("Tests/LinkLabEndToEndTests/Goldens/cli/\(form.name).txt").path
        Golden.compare(actual, path: path)
    }

    @Test("every golden file belongs to a form")
    func noStrayGoldens() throws {
        let folder = LinkLab.repositoryRoot.appendingPathComponent("Tests/LinkLabEndToEndTests/Goldens/cli").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.forms.map { "\($0.name).txt" }))
    }
}
