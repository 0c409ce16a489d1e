import Dispatch
import Synchronization

/// Batches of inputs worked on by N threads and handed back in input order (`--jobs N`).
///
/// Each thread owns its worker (its own engine and writers) and takes whole batches, the next one free, so a
/// thread that is slowed does not hold the others back. A batch goes over and comes back as one value: the
/// threads share nothing per input, only a queue touched once a batch. Memory holds a few batches at once,
/// whatever the length of the list.
final class InOrderBatches<Worker, Input, Output>: @unchecked Sendable {
    /// Inputs a batch holds.
    let size: Int
    private let workers: [Worker]
    private let work: (Worker, consuming [Input]) -> Output
    /// Batches handed over and not yet taken back, oldest first.
    private var inFlight: [Batch] = []
    /// The most batches handed over and not taken back: the reader waits for the oldest beyond it.
    private let mostInFlight: Int
    /// Batches waiting for a thread; `nil` tells a thread to stop.
    private let queued = Mutex<[Batch?]>([])
    private let queuedCount = DispatchSemaphore(value: 0)
    private var started = false
    private var ended = false

    /// One batch: its inputs on the way over, its output on the way back.
    private final class Batch: @unchecked Sendable {
        var inputs: [Input]
        var output: Output?
        let done = DispatchSemaphore(value: 0)
        init(_ inputs: [Input]) { self.inputs = inputs }
    }

    init(workers: [Worker], size: Int = 256, work: @escaping (Worker, consuming [Input]) -> Output) {
        self.workers = workers
        self.size = max(1, size)
        self.work = work
        mostInFlight = 2 * workers.count + 1
    }

    /// Hands `inputs` to the threads, then gives `take` the outputs that are ready, in input order (waiting
    /// for the oldest only when too many are out).
    func hand(_ inputs: consuming [Input], _ take: (Output) throws -> Void) rethrows {
        startThreads()
        let batch = Batch(inputs)
        inFlight.append(batch)
        queued.withLock { $0.append(batch) }
        queuedCount.signal()
        while let oldest = inFlight.first {
            if inFlight.count > mostInFlight {
                oldest.done.wait()
            } else if oldest.done.wait(timeout: .now()) != .success {
                break
            }
            try take(takeOldest())
        }
    }

    /// Waits for every batch handed over and gives `take` their outputs in input order; then the threads stop.
    func finish(_ take: (Output) throws -> Void) rethrows {
        defer { end() }
        while let oldest = inFlight.first {
            oldest.done.wait()
            try take(takeOldest())
        }
    }

    /// Stops the threads once the batches already handed over are done (their outputs are dropped).
    func end() {
        guard started, !ended else { return }
        ended = true
        queued.withLock { queue in for _ in workers { queue.append(nil) } }
        for _ in workers { queuedCount.signal() }
        for batch in inFlight { batch.done.wait() }
        inFlight.removeAll()
    }

    deinit { end() }

    private func takeOldest() -> Output {
        let batch = inFlight.removeFirst()
        defer { batch.output = nil }
        return batch.output!
    }

    private func startThreads() {
        guard !started else { return }
        started = true
        for worker in workers {
            let job = Unchecked((self, worker))
            DispatchQueue.global().async {
                let (batches, worker) = job.value
                batches.serve(worker)
            }
        }
    }

    /// A thread's loop: the next batch waiting, worked on whole, until told to stop.
    private func serve(_ worker: Worker) {
        while true {
            queuedCount.wait()
            guard let batch = queued.withLock({ $0.removeFirst() }) else { return }
            let inputs = batch.inputs
            batch.inputs = []
            batch.output = work(worker, inputs)
            batch.done.signal()
        }
    }
}

/// Values handed to a thread that the caller keeps apart from every other thread (see `InOrderBatches`).
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
