#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabReading

/// Whether a corrected link navigates, remembered per engine (docs/contract.md, P12: a fix is offered only
/// when LinkLab checked it). `explain` and `check` meet the same few fixes on link after link; each distinct
/// one is decided once instead of once per link. The answer depends on the link, where it was tapped, the
/// domains the phone remembers for the browser and whether the app is installed, and on nothing else (the engine is pure), so those make the
/// key. The memory is bounded: it starts over when full.
final class FixVerdicts: @unchecked Sendable {
    /// The corrected link, as its typed parts when it has them: wording it costs more than deciding
    /// it once did, and the parts name the same link.
    enum Subject: Hashable {
        case link(String)
        case customSchemeLink(scheme: String, route: String)
        case universalLink(uuxPage: String, route: String)
    }

    struct Key: Hashable {
        var link: Subject
        var source: TapSource
        var page: String?
        var explicit: Bool
        var browserDomains: Set<String>
        var installed: Bool

    }

    static let capacity = 4_096
    private let lock = Lock()
    private var verdicts: [Key: Bool] = [:]

    /// The verdict for `key`, decided by `decide` the first time it is asked.
    func verdict(_ key: Key, decide: () -> Bool) -> Bool {
        lock.lock()
        let known = verdicts[key]
        lock.unlock()
        if let known { return known }
        let verdict = decide()
        lock.lock()
        if verdicts.count >= Self.capacity { verdicts.removeAll(keepingCapacity: true) }
        verdicts[key] = verdict
        lock.unlock()
        return verdict
    }
}
