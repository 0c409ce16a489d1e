import LinkLabText
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// One `check` thread's own engine and writers: it decides a row and words its report (text or one JSON line),
/// so that with `--jobs N` the threads do the whole of a row but reading it and counting it.
final class RowWorker {
    let engine: LinkEngine
    private let json: Bool
    private let quiet: Bool
    private let text: CheckText
    /// One writer for every `--json` line: each row is written into its bytes, sanitised as it goes in.
    private let jsonLine = JSONWriter(capacity: 1 << 14)

    init(engine: LinkEngine, json: Bool, quiet: Bool, colors: Bool) {
        self.engine = engine
        self.json = json
        self.quiet = quiet
        text = CheckText(colors: colors)
    }

    /// Decides `row` and words its report into a buffer of its own, for the main thread to take in order.
    func run(_ row: CheckRow) -> (CheckResult, OutputBuffer) {
        let result = CheckResult.run(row, engine: engine)
        let held = OutputBuffer(holding: ())
        word(result, to: held)
        return (result, held)
    }

    /// The row's report: with `--quiet` only a row that fails; a failed row marks where the failure begins.
    func word(_ result: borrowing CheckResult, to out: OutputBuffer) {
        if !result.passed { out.markFailure() }
        if quiet && result.passed { return }
        if json {
            // A local copy of the writer works on the same bytes.
            var w = jsonLine
            w.removeAll()
            CheckResultJSON.write(result, into: &w)
            out.line(json: w.bytes)
        } else {
            text.print(result, to: out)
        }
    }
}
