import ArgumentParser
import LinkLabCore

/// `linklab explain`: the readable trace of what the app would do with each link.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain what the app would do with each link, and why.",
        discussion: """
        With no LINK, links are read from standard input, one per line (blank lines are skipped).
        Long lists belong on standard input: links given as arguments take time
        that grows with the square of their number (8,000 arguments: about 2 s;
        the same links on standard input: 0.05 s).
        Examples:
          linklab explain 'q2mob://open?targetPage=%23%2Fmessages'
          linklab explain --signed-out \\
            'https://demo.q2.com/experimental/uux.aspx#/settings/profile'
          linklab explain --json < links.txt
          linklab explain --not-installed \\
            'https://demo.q2.com/experimental/uux.aspx#/messages'
          linklab explain --cold-start 'q2mob://open?targetPage=%23%2Fmessages'
          linklab explain --from typed 'https://demo.q2.com/experimental/uux.aspx#/messages'
          linklab explain --from safari --page https://demo.q2.com/offers 'https://demo.q2.com/experimental/uux.aspx#/messages'
        A link wrapped by Safe Links, Proofpoint, Google, Facebook or an email's click tracking is followed
        hop by hop; --redirects-to URL gives the destination of a wrapper that holds only a token.
        A line of standard input over 1 MiB is read as its first 1 MiB: input-too-long.
        Exit status: 0 when every link navigated, was deferred or was handled by a
        module; 1 when any stayed, was not opened or opened in the browser; 2 for usage or configuration
        errors; 3 when the output cannot be written (a full disk, a closed pipe).
        """
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @OptionGroup var appState: AppStateOptions

    @OptionGroup var tapOptions: TapOptions
    @OptionGroup var liveSite: LiveOptions

    @Flag(help: "Print one JSON object per link per line.")
    var json = false

    @Flag(name: .customLong("signed-out"), help: "Answer as if nobody were signed in.")
    var signedOut = false

    @Argument(help: ArgumentHelp("Links to explain. Quote them: they contain ? and #.", valueName: "LINK"))
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
