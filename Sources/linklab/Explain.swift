import ArgumentParser
import LinkLabCore

/// `linklab explain`: the readable trace of what the app would do with each link.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: Help.Explain.abstract,
        discussion: Help.Explain.discussion
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @OptionGroup var appState: AppStateOptions

    @OptionGroup var tapOptions: TapOptions
    @OptionGroup var liveSite: LiveOptions

    @Flag(help: ArgumentHelp(Help.Explain.json))
    var json = false

    @Flag(name: .customLong("signed-out"), help: ArgumentHelp(Help.Explain.signedOut))
    var signedOut = false

    @Argument(help: ArgumentHelp(Help.Explain.links, valueName: "LINK"))
    var links: [String] = []

    /// Whether a line of standard input holds only white space, and is skipped. A line that starts with a
    /// visible ASCII character is answered at once, without reading it as Unicode characters.
    static func isBlank(_ line: String) -> Bool {
        if let first = line.utf8.first, first > 0x20, first < 0x7F { return false }
        return line.allSatisfy(\.isWhitespace)
    }

    func run() throws {
        let app = try liveSite.apply(to: appState.apply(to: platform.apply(try options.loadApp())))
        let engine = LinkEngine(app: app)
        var initial = SessionState.initial(signedIn: !signedOut, appState: app.configuration.appState)
        initial.tap = try tapOptions.tap(on: app.configuration.platform)
        let printer = DecisionPrinter(json: json, colors: !json && Terminal.colorsWanted)
        let out = OutputBuffer()
        var allSucceeded = true
        func explain(_ link: String) {
            let (_, decisions) = Session.decide(initial, .openLink(link), engine: engine)
            // Read in place through the buffer: a loop over the array, or its subscript, copies each decision
            // (retaining every string and array in it) only to print it.
            decisions.withUnsafeBufferPointer { decisions in
                for i in decisions.indices {
                    printer.print(decisions[i], to: out)
                    allSucceeded = allSucceeded && decisions[i].outcome.isSuccess
                }
            }
        }
        if links.isEmpty {
            var reader = LineReader.standardInput()
            reader.beforeRead = { out.flush() }
            while let line = reader.next() {
                if Self.isBlank(line) { continue }
                explain(line)
            }
            try reader.finishReading()
        } else {
            links.forEach(explain)
        }
        out.flush()
        if !allSucceeded { throw ExitCode(1) }
    }
}
