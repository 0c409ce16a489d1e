import Foundation

/// The plain-text output side of the CLI: buffered stdout, stderr, and whether colour is wanted.
enum Terminal {
    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
    static var colorsWanted: Bool {
        isatty(STDOUT_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}

/// Collects output and writes it in large blocks, so that 200,000 lines do not cost 200,000 writes.
final class OutputBuffer {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(10)
        if bytes.count >= 1 << 16 { flush() }
    }

    func line(bytes: UnsafeBufferPointer<UInt8>) {
        bytes.withMemoryRebound(to: UInt8.self) { self.bytes.append(contentsOf: $0) }
        self.bytes.append(10)
        if self.bytes.count >= 1 << 16 { flush() }
    }

    func flush() {
        var offset = 0
        bytes.withUnsafeBufferPointer { buffer in
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
