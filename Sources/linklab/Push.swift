import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `linklab push`: what the app does with a push notification payload at a stage.
struct Push: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: Help.Push.abstract,
        discussion: Help.Push.discussion
    )

    /// A payload larger than this is refused (exit status 2): APNs itself allows 4 KB.
    static let maximumPayloadBytes = InputFile.Kind.payload.limit

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @OptionGroup var appState: AppStateOptions

    @Option(help: ArgumentHelp(Help.Push.stage))
    var stage: PushStage = .tap

    @Flag(name: .customLong("signed-out"), help: ArgumentHelp(Help.Push.signedOut))
    var signedOut = false

    @Option(name: .customLong("notification-permission"),
            help: ArgumentHelp(Help.Push.notificationPermission, valueName: "granted|denied"))
    var notificationPermission: NotificationPermission?

    @Flag(help: ArgumentHelp(Help.Push.json))
    var json = false

    @Flag(help: ArgumentHelp(Help.Push.quiet))
    var quiet = false

    @OptionGroup var bundle: BundleOptions

    @Argument(help: ArgumentHelp(Help.Push.file, valueName: "FILE"))
    var file: String

    func run() throws {
        var app = try appState.apply(to: platform.apply(try options.loadApp()))
        if let notificationPermission { app.configuration.android.notificationPermission = notificationPermission }
        let bytes: [UInt8]
        do throws(FileProblem) {
            bytes = file == "-"
                ? try InputFile.read(descriptor: Platform.standardInput, limit: Self.maximumPayloadBytes)
                : try InputFile.read(file, as: .payload)
        } catch {
            throw UsageError(.payloadUnreadable(file: file, error))
        }
        // Parsed from the bytes, so that bytes that are not UTF-8 are an error and never replaced.
        let payload: PushPayload
        do {
            payload = PushPayload(json: try JSONValue.parse(utf8: bytes), text: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw UsageError(.payloadNotJSON(file: file, error))
        }
        var session = Session(app: app, signedIn: !signedOut)
        let before = session.state
        let decisions = session.handle(.push(payload, stage: stage))
        let out = OutputBuffer()
        let printer = DecisionPrinter(json: json, colors: !json && Terminal.colorsWanted)
        for decision in decisions {
            if !decision.outcome.isSuccess { out.markFailure() } else if quiet { continue }
            printer.print(decision, to: out)
        }
        out.flush()
        if let html = bundle.html {
            let collector = BundleCollector(path: html)
            for decision in decisions {
                collector.add(decision, app: app, appState: before.app, after: session.state.app, signedInAtStart: before.signedIn)
            }
            try collector.write(.push, app: app, files: file == "-" ? [] : [SupportBundleFile.digest(.payload, file)])
        }
        if !decisions.allSatisfy(\.outcome.isSuccess) { throw ExitCode(1) }
    }
}

extension PushStage: ExpressibleByArgument {}
extension NotificationPermission: ExpressibleByArgument {}
