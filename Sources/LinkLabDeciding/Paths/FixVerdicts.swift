#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabReading

/// Whether a corrected link navigates, remembered per engine (docs/contract.md, P12: a fix is offered only
/// when LinkLab checked it). `explain` and `check` meet the same few fixes on link after link; each distinct
/// one is decided once instead of once per link. The answer depends on the link and on where it is opened
/// (`Context`), and on nothing else (the engine is pure). The context is the same for every link of a run, so
/// the verdicts are kept in a table per context, found by comparing contexts (a remembered set of domains is
/// compared, never hashed), and a lookup hashes only the link. The memory is bounded: at most four contexts,
/// the oldest dropped first, and a table starts over when full.
final class FixVerdicts: @unchecked Sendable {
    /// The corrected link, as its typed parts when it has them: wording it costs more than deciding
    /// it once did, and the parts name the same link.
    enum Subject: Hashable {
        case link(String)
        case customSchemeLink(scheme: String, route: String)
        case universalLink(uuxPage: String, route: String)
    }

    /// Where the link is opened: the tap, the domains the phone remembers for the browser, and whether the
    /// app is installed.
    struct Context: Equatable {
        var source: TapSource
        var page: String?
        var explicit: Bool
        var browserDomains: Set<String>
        var installed: Bool
    }

    static let contexts = 4
    static let capacity = 1_024
    private let lock = Lock()
    /// The context of the last question and its verdicts.
    private var context: Context?
    private var verdicts: [Subject: Bool] = [:]
    /// The tables of the contexts asked before it, the most recent last.
    private var older: [(context: Context, verdicts: [Subject: Bool])] = []

    /// The verdict for `subject` opened in `context`, decided by `decide` the first time it is asked.
    func verdict(_ subject: Subject, in context: Context, decide: () -> Bool) -> Bool {
        lock.lock()
        select(context)
        let known = verdicts[subject]
        lock.unlock()
        if let known { return known }
        let verdict = decide()
        lock.lock()
        select(context)
        if verdicts.count >= Self.capacity { verdicts.removeAll(keepingCapacity: true) }
        verdicts[subject] = verdict
        lock.unlock()
        return verdict
    }

    /// Makes `context`'s table the current one (called with the lock held).
    private func select(_ context: Context) {
        if self.context == context { return }
        if let current = self.context {
            if older.count >= Self.contexts - 1 { older.removeFirst() }
            older.append((current, verdicts))
        }
        if let i = older.lastIndex(where: { $0.context == context }) {
            verdicts = older.remove(at: i).verdicts
        } else {
            verdicts = [:]
        }
        self.context = context
    }
}
