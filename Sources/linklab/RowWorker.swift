import LinkLabText
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// One `check` thread's own engine and text report: it decides a row and words its report (text or one JSON
/// line) straight into the output buffer it is given, so that with `--jobs N` the threads do the whole of a row
/// but reading it and counting it.
final class RowWorker {
    let engine: LinkEngine
    private let json: Bool
    private let quiet: Bool
    private let text: CheckText

    init(engine: LinkEngine, json: Bool, quiet: Bool, colors: Bool) {
        self.engine = engine
        self.json = json
        self.quiet = quiet
        text = CheckText(colors: colors)
    }

    /// Decides a batch of rows and words their reports into one buffer, for the main thread to take in order.
    /// The results go back only when `keeping` (for `--junit` and `--html`); otherwise they are counted and
    /// freed here, on the thread that made them.
    func run(_ rows: consuming [CheckRow], keeping: Bool) -> CheckedBatch {
        var batch = CheckedBatch(report: OutputBuffer(holding: (), capacity: reportCapacity))
        if keeping { batch.results.reserveCapacity(rows.count) }
        // Each row is moved out of the array, in order: a loop over the array would copy each one.
        rows.reverse()
        while let row = rows.popLast() {
            let result = CheckResult.run(row, engine: engine)
            word(result, to: batch.report)
            if result.passed { batch.passed += 1 } else { batch.failed += 1 }
            if keeping { batch.results.append(result) }
        }
        reportCapacity = max(reportCapacity, batch.report.count)
        return batch
    }

    /// The largest batch report so far: the next one's buffer starts that large.
    private var reportCapacity = 0

    /// The row's report: with `--quiet` only a row that fails; a failed row marks where the failure begins.
    func word(_ result: borrowing CheckResult, to out: OutputBuffer) {
        if !result.passed { out.markFailure() }
        if quiet && result.passed { return }
        if json {
            var line = out.json
            CheckResultJSON.write(result, into: &line)
            out.endLine()
        } else {
            text.print(result, to: out)
        }
    }
}

/// A batch of `check` rows decided on a thread: its reports, its counts, and its results when they are kept.
struct CheckedBatch {
    let report: OutputBuffer
    var passed = 0
    var failed = 0
    var results: [CheckResult] = []
}
