#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// How many documents were parsed while it was set (`StrictJSON.parses`): proof that a file is read once.
final class ParseCount: @unchecked Sendable {
    private let lock = Lock()
    private var parsed = 0

    var value: Int { lock.withLock { parsed } }

    func count() { lock.withLock { parsed += 1 } }
}
