import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `linklab check`: link lists with expected outcomes, for CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: Help.Check.abstract,
        discussion: Help.Check.discussion
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @OptionGroup var appState: AppStateOptions

    @OptionGroup var liveSite: LiveOptions

    @OptionGroup var jobs: JobsOption

    @OptionGroup var bundle: BundleOptions

    @Option(help: ArgumentHelp(Help.Check.junit, valueName: "FILE"))
    var junit: String?

    @Option(name: .customLong("from"), help: ArgumentHelp(
        Help.Check.from,
        valueName: "SOURCE"))
    var from: String?

    @Option(name: .customLong("page"), help: ArgumentHelp(Help.Check.page, valueName: "URL"))
    var page: String?

    @Flag(help: ArgumentHelp(Help.Check.json))
    var json = false

    @Flag(help: ArgumentHelp(Help.Check.quiet))
    var quiet = false

    @Flag(name: .customLong("allow-outside-files"),
          help: ArgumentHelp(Help.Check.allowOutsideFiles))
    var allowOutsideFiles = false

    @Argument(help: ArgumentHelp(Help.Check.files, valueName: "FILE"))
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError(Wording.sentence(for: .noCheckList)) }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError(Wording.sentence(for: .standardInputTwice)) }
    }

    func run() throws {
        let app = try liveSite.apply(to: appState.apply(to: platform.apply(try options.loadApp())))
        let onPlatform = app.configuration.platform
        let defaultTap = try TapOptions.tap(from: from, page: page, on: onPlatform)
        // Every file is read through before any row runs, so a typo never leaves a half-run batch (a plain
        // row is checked on its bytes, without being built: `validateRest`). Then the rows are read again,
        // one at a time, and each is run and reported as it is read: a list of a million rows takes the
        // memory of one.
        var lists: [CheckList] = []
        for file in files {
            let rowCount: Int
            do throws(CheckListError) {
                // `-`: the list on standard input, read once and kept for the two readings.
                let list = file == "-" ? try CheckList.standardInput() : try CheckList.open(path: file)
                var reader = try rows(of: list, defaultTap: defaultTap, on: onPlatform)
                try reader.validateRest()
                rowCount = reader.rowCount
                lists.append(list)
            } catch {
                throw UsageError(.checkList(error))
            }
            if rowCount == 0, let list = lists.last { throw UsageError(.emptyCheckList(file: list.path)) }
        }
        // With --jobs N, the rows are handed in batches to N threads and reported in input order: each thread
        // has its own engine and writers, decides a whole batch and words its reports into one buffer, so the
        // main thread only reads the rows, counts, and copies the words out, while the threads decide.
        // The rows, their results and the report are the same as with one.
        let json = self.json
        let quiet = self.quiet
        let colors = !json && Terminal.colorsWanted
        func worker() -> RowWorker { RowWorker(engine: LinkEngine(app: app), json: json, quiet: quiet, colors: colors) }
        let out = OutputBuffer()
        let spool = try junit.map { _ throws(OutputError) in try JUnitSpool() }
        var total = 0
        var failed = 0
        let collector = bundle.html.map(BundleCollector.init)
        // The bundle's phones are drawn on the main thread, with an engine the threads never use.
        let collectorEngine = collector.map { _ in LinkEngine(app: app) }
        let start = app.configuration.appState
        func count(_ result: borrowing CheckResult) {
            total += 1
            if !result.passed { failed += 1 }
            spool?.add(result)
            if let collector, let collectorEngine {
                // The row decided again for the state it leaves, which the phone is drawn in.
                let (state, _) = Session.reduce(.initial(signedIn: result.row.signedIn, appState: start), result.row.event,
                                                engine: collectorEngine)
                collector.add(result.decision, app: app, appState: start, after: state.app, signedInAtStart: result.row.signedIn,
                              origin: "\(result.row.file):\(result.row.line)", passed: result.passed)
            }
        }
        // The results go back to the main thread only for what needs each one: the JUnit file and the bundle.
        let keeping = spool != nil || collector != nil
        func report(_ batch: CheckedBatch) {
            if keeping {
                for result in batch.results { count(result) }
            } else {
                total += batch.passed + batch.failed
                failed += batch.failed
            }
            out.append(batch.report)
        }
        // One job: each row is run as it is read, moved from the reader into its result, with no batch.
        let single = jobs.jobs > 1 ? nil : worker()
        let batches = single != nil ? nil : InOrderBatches(workers: (0..<jobs.jobs).map { _ in worker() }) { worker, rows in
            worker.run(rows, keeping: keeping)
        }
        var batch: [CheckRow] = []
        func finish() {
            guard let batches else { return }
            if !batch.isEmpty { batches.hand(batch, report) }
            batch = []
            batches.finish(report)
        }
        for list in lists {
            do throws(CheckListError) {
                var reader = try rows(of: list, defaultTap: defaultTap, on: onPlatform)
                while let row = try reader.next() {
                    if let single {
                        let result = CheckResult.run(row, engine: single.engine)
                        count(result)
                        single.word(result, to: out)
                        continue
                    }
                    batch.append(row)
                    if let batches, batch.count >= batches.size {
                        batches.hand(batch, report)
                        batch = []
                        batch.reserveCapacity(batches.size)
                    }
                }
            } catch {
                // Only when the file changed between the two readings: the rows read before it are reported.
                finish()
                out.flush()
                throw UsageError(.checkList(error))
            }
        }
        finish()
        if !json { out.line(Wording.passedAndFailed(passed: total - failed, failed: failed)) }
        out.flush()
        if let junit, let spool { try spool.write(to: junit) }
        try collector?.write(.check, app: app, files: files.filter { $0 != "-" }.map { SupportBundleFile.digest(.checkList, $0) })
        if failed > 0 { throw ExitCode(1) }
    }

    private func rows(of list: CheckList, defaultTap: Tap, on platform: Platform) throws(CheckListError) -> CheckListReader {
        try CheckListReader(list, allowOutside: allowOutsideFiles, platform: platform, defaultTap: defaultTap)
    }
}
