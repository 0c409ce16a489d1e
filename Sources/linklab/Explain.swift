import ArgumentParser
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

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
    @OptionGroup var jobs: JobsOption

    @Flag(help: ArgumentHelp(Help.Explain.json))
    var json = false

    @Flag(help: ArgumentHelp(Help.Explain.quiet))
    var quiet = false

    @Flag(name: .customLong("signed-out"), help: ArgumentHelp(Help.Explain.signedOut))
    var signedOut = false

    @OptionGroup var bundle: BundleOptions

    @Option(name: .long, help: ArgumentHelp(Help.Bundle.svg, valueName: "FILE"))
    var svg: String?

    @Argument(help: ArgumentHelp(Help.Explain.links, valueName: "LINK"))
    var links: [String] = []

    /// Whether a line of standard input holds only white space, and is skipped. A line that starts with a
    /// visible ASCII character is answered at once, without reading it as Unicode characters.
    static func isBlank(_ line: String) -> Bool {
        if let first = line.utf8.first, first > 0x20, first < 0x7F { return false }
        return line.allSatisfy(\.isWhitespace)
    }

    /// The links given as arguments; none when they are to be read from standard input (none given, or `-`
    /// alone). A `-` among links is a link like any other word, as it always was (`explain -- a - b`).
    var arguments: [String] { links == ["-"] ? [] : links }

    func run() throws {
        let app = try liveSite.apply(to: appState.apply(to: platform.apply(try options.loadApp())))
        var initial = SessionState.initial(signedIn: !signedOut, appState: app.configuration.appState)
        initial.tap = try tapOptions.tap(on: app.configuration.platform)
        let colors = !json && Terminal.colorsWanted
        let out = OutputBuffer()
        var allSucceeded = true
        // --html and --svg: the links are kept, to be decided again for the page once the report is out.
        let kept = bundle.html != nil || svg != nil ? KeptLinks() : nil
        if jobs.jobs > 1 {
            allSucceeded = try explainInBatches(app: app, initial: initial, colors: colors, out: out, keeping: kept)
        } else {
            let engine = LinkEngine(app: app)
            let printer = DecisionPrinter(json: json, colors: colors)
            let quiet = self.quiet
            // A constant, so that the function below lends it: the `var` it captured was copied for every link.
            let start = initial
            func explain(_ link: String) {
                kept?.links.append(link)
                allSucceeded = Self.explain(link, from: start, engine: engine, printer: printer, quiet: quiet, to: out) && allSucceeded
            }
            if arguments.isEmpty {
                var reader = LineReader.standardInput()
                reader.beforeRead = { out.flush() }
                while let line = reader.next() {
                    if Self.isBlank(line) { continue }
                    explain(line)
                }
                try reader.finishReading()
            } else {
                arguments.forEach(explain)
            }
        }
        out.flush()
        if let svg, let kept, kept.links.isEmpty { throw UsageError(.noLinkToPicture(file: svg)) }
        if let kept { try writePictures(of: kept.links, app: app, initial: initial) }
        if !allSucceeded { throw ExitCode(1) }
    }

    /// `--html` and `--svg`: each kept link decided again from the same start, with the state it leaves.
    private func writePictures(of links: [String], app: BankingApp, initial: SessionState) throws(OutputError) {
        let engine = LinkEngine(app: app)
        let collector = bundle.html.map(BundleCollector.init)
        var last: (Decision, AppState)?
        for link in links {
            let (state, decisions) = Session.reduce(initial, .openLink(link), engine: engine)
            for decision in decisions {
                last = (decision, state.app)
                collector?.add(decision, app: app, appState: initial.app, after: state.app, signedInAtStart: initial.signedIn)
            }
        }
        try collector?.write(.explain, app: app)
        if let svg, let (decision, state) = last {
            try SupportBundleFile.writePicture(after: decision, app: app, appState: state, to: svg)
        }
    }

    /// Decides one link and prints its decisions; whether every one succeeded.
    /// With `quiet`, only the decisions that fail are printed.
    static func explain(_ link: String, from initial: SessionState, engine: LinkEngine, printer: DecisionPrinter,
                        quiet: Bool = false, to out: OutputBuffer) -> Bool {
        var allSucceeded = true
        var decisions = Session.decisions(initial, .openLink(link), engine: engine, scenes: false)
        // Each decision is moved out of the array, in order, and lent to the printer. A loop over the array,
        // its subscript, or its buffer copies each one (retaining every string and array in it) to print it.
        decisions.reverse()
        while let decision = decisions.popLast() {
            let succeeded = decision.outcome.isSuccess
            allSucceeded = allSucceeded && succeeded
            if !succeeded { out.markFailure() }
            if quiet && succeeded { continue }
            printer.print(consume decision, to: out)
        }
        return allSucceeded
    }

    /// `--jobs N`: batches of links decided and worded on N threads, each with its own engine and printer,
    /// each batch into one buffer, written in input order.
    private func explainInBatches(app: BankingApp, initial: SessionState, colors: Bool, out: OutputBuffer,
                                  keeping kept: KeptLinks?) throws -> Bool {
        let json = self.json, quiet = self.quiet, links = arguments
        let workers = (0..<jobs.jobs).map { _ in (LinkEngine(app: app), DecisionPrinter(json: json, colors: colors)) }
        let batches = InOrderBatches<(LinkEngine, DecisionPrinter), String, (OutputBuffer, Bool)>(workers: workers) { worker, links in
            var links = links
            let held = OutputBuffer(holding: ())
            var succeeded = true
            links.reverse()
            while let link = links.popLast() {
                succeeded = Self.explain(link, from: initial, engine: worker.0, printer: worker.1, quiet: quiet, to: held) && succeeded
            }
            return (held, succeeded)
        }
        var allSucceeded = true
        func take(_ done: (OutputBuffer, Bool)) {
            out.append(done.0)
            allSucceeded = allSucceeded && done.1
        }
        func run(_ batch: [String]) {
            kept?.links += batch
            batches.hand(batch, take)
        }
        if links.isEmpty {
            var reader = LineReader.standardInput()
            var batch: [String] = []
            while let line = reader.next() {
                if Self.isBlank(line) { continue }
                batch.append(line)
                if batch.count == batches.size { run(batch); batch = [] }
            }
            if !batch.isEmpty { run(batch) }
            batches.finish(take)
            try reader.finishReading()
        } else {
            var start = links.startIndex
            while start < links.endIndex {
                let end = min(start + batches.size, links.endIndex)
                run(Array(links[start..<end]))
                start = end
            }
            batches.finish(take)
        }
        return allSucceeded
    }
}

/// The links `explain` was given, kept for `--html` and `--svg`.
final class KeptLinks {
    var links: [String] = []
}
