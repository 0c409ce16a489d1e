import ArgumentParser
import Foundation
import LinkLabCore

/// `linklab push`: what the app does with a push notification payload at a stage.
struct Push: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain what the app would do with a push notification payload.",
        discussion: """
        The payload is APNs JSON: {"aps": {...}, "sender": "<module push sender>", "data": {"<payloadKey>": {"route": "messages"}}}.
        Examples:
          linklab push payload.json
          echo '{"aps":{},"sender":"com.q2.mobile.module.demo",'\\
          '"data":{"demo":{"route":"messages"}}}' | linklab push -
          linklab push --stage silent payload.json
        A payload larger than 1 MiB is refused (exit status 2).
        Output and exit status are those of `linklab explain`.
        """
    )

    /// A payload larger than this is refused (exit status 2): APNs itself allows 4 KB.
    static let maximumPayloadBytes = InputFile.Kind.payload.limit

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @OptionGroup var appState: AppStateOptions

    @Option(help: "When the push reaches the app: tap (may navigate), foreground or silent (never navigate).")
    var stage: PushStage = .tap

    @Flag(name: .customLong("signed-out"), help: "Answer as if nobody were signed in.")
    var signedOut = false

    @Flag(help: "Print the decision as one JSON object.")
    var json = false

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "FILE"))
    var file: String

    func run() throws {
        let app = try appState.apply(to: platform.apply(try options.loadApp()))
        let name = file == "-" ? "standard input" : file
        let bytes: [UInt8]
        do throws(FileProblem) {
            bytes = file == "-"
                ? try InputFile.read(descriptor: STDIN_FILENO, limit: Self.maximumPayloadBytes)
                : try InputFile.read(file, as: .payload)
        } catch {
            throw UsageError(message: "\(DisplayText.sanitize(name, limit: 200)) \(error.reason)")
        }
        // Parsed from the bytes, so that bytes that are not UTF-8 are an error and never replaced.
        var payload: PushPayload
        do {
            payload = PushPayload(json: try JSONValue.parse(utf8: bytes))
        } catch {
            throw UsageError(message: "\(DisplayText.sanitize(name, limit: 200)) is not valid JSON: \(error.message)")
        }
        payload.text = String(decoding: bytes, as: UTF8.self)
        var session = Session(app: app, signedIn: !signedOut)
        let decisions = session.handle(.push(payload, stage: stage))
        let out = OutputBuffer()
        let printer = DecisionPrinter(json: json, colors: !json && Terminal.colorsWanted)
        decisions.forEach { printer.print($0, to: out) }
        out.flush()
        if !decisions.allSatisfy(\.outcome.isSuccess) { throw ExitCode(1) }
    }
}

extension PushStage: ExpressibleByArgument {}
