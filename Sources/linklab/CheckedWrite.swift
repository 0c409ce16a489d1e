#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// Writes every byte or says why not: a partial write is continued, EINTR is retried, and a
/// non-blocking descriptor that is full (EAGAIN) is waited on with poll(2) until it drains.
enum CheckedWrite {
    /// How a write ended.
    enum Outcome: Equatable {
        case written
        /// The reader went away (EPIPE): nobody is left to tell.
        case closed
        /// Any other error, such as ENOSPC on /dev/full.
        case failed(errno: Int32)
    }

    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Outcome {
        var count = 0
        return all(bytes, to: descriptor, count: &count)
    }

    /// The same, adding to `count` every byte written, so that a caller knows how far a closed pipe got.
    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, count: inout Int) -> Outcome {
        do { try FileDescriptor.write(descriptor, bytes, written: &count) } catch {
            switch error {
            case .nothingWritten: return .failed(errno: SystemError.inputOutput.code)
            case .failed(let system) where system.isBrokenPipe: return .closed
            case .failed(let system): return .failed(errno: system.code)
            }
        }
        return .written
    }

    static func all(_ bytes: [UInt8], to descriptor: Int32) -> Outcome {
        bytes.withUnsafeBytes { all($0, to: descriptor) }
    }

}
