import Dispatch

/// Work shared out to threads a window at a time, handed back in input order (`--jobs N`).
///
/// Each thread owns its own worker (its own engine and buffers), so nothing is shared while they run;
/// a window of inputs is split into one contiguous slice a thread, and the results are taken back slice by
/// slice, in order. Memory holds one window of inputs and results, whatever the length of the list.
struct InOrderWorkers<Worker> {
    let workers: [Worker]
    /// Inputs held at once.
    let window: Int

    init(jobs: Int, window: Int = 1024, make: () throws -> Worker) rethrows {
        var workers: [Worker] = []
        for _ in 0..<max(1, jobs) { workers.append(try make()) }
        self.workers = workers
        self.window = max(window, jobs)
    }

    /// Runs `work` on every input of the window, on the threads, and returns the results in input order.
    func map<Input, Result>(_ inputs: [Input], _ work: (Worker, Input) -> Result) -> [Result] {
        let jobs = min(workers.count, inputs.count)
        if jobs <= 1 { return inputs.map { work(workers[0], $0) } }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: inputs.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        let slice = (inputs.count + jobs - 1) / jobs
        inputs.withUnsafeBufferPointer { inputs in
            withoutActuallyEscaping(work) { work in
                // Each thread reads the inputs and its own worker, and writes only its own slice of `results`;
                // `concurrentPerform` returns when every thread is done, so nothing outlives this call.
                let shared = Unchecked((workers, inputs, work, results))
                DispatchQueue.concurrentPerform(iterations: jobs) { job in
                    let (workers, inputs, work, results) = shared.value
                    let worker = workers[job]
                    var index = job * slice
                    let end = min(index + slice, inputs.count)
                    while index < end {
                        results[index] = work(worker, inputs[index])
                        index += 1
                    }
                }
            }
        }
        return results.map { $0! }
    }

    /// Starts `map` on a window, on the threads, and returns at once: the caller reads the next window (and
    /// writes out the one before) while this one is decided. `PendingWindow.results()` waits for it.
    func start<Input, Result>(_ inputs: [Input], _ work: @escaping (Worker, Input) -> Result) -> PendingWindow<Result> {
        let pending = PendingWindow<Result>()
        // The window and the workers are the threads' alone until `results()` returns: the caller hands over
        // the inputs, and starts no other window on these workers before it has taken this one's results.
        let job = Unchecked((self, inputs, work, pending))
        DispatchQueue.global().async {
            let (workers, inputs, work, pending) = job.value
            pending.finish(workers.map(inputs, work))
        }
        return pending
    }
}

/// A window's results, handed back from the threads once: `results()` waits until they are all there.
final class PendingWindow<Result>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var made: [Result] = []

    fileprivate func finish(_ results: [Result]) {
        made = results
        done.signal()
    }

    /// Waits for the window, then gives its results in input order.
    func results() -> [Result] {
        done.wait()
        defer { made = [] }
        return made
    }
}

/// Values handed to `concurrentPerform`'s threads, which the caller keeps apart (see `InOrderWorkers.map`).
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
