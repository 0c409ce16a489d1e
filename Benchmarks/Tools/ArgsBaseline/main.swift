import Foundation

// The honest floor of aasa-throughput.sh and args-throughput.sh: take links as command-line
// arguments (after the first, a file name that is read once), parse each with URLComponents (as strictly as
// the engine first tries), read scheme, host, path and fragment, and write one line a link through a byte
// buffer. What a command that checks links given as arguments has to do at the least.
func flush(_ out: inout [UInt8]) {
    out.withUnsafeBufferPointer { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
    out.removeAll(keepingCapacity: true)
}
let arguments = CommandLine.arguments.dropFirst()
guard let file = arguments.first, FileManager.default.contents(atPath: file) != nil else {
    FileHandle.standardError.write(Data("usage: ArgsBaseline FILE LINK...\n".utf8))
    exit(2)
}
var out: [UInt8] = []
out.reserveCapacity(1 << 16)
for link in arguments.dropFirst() {
    let components = URLComponents(string: link, encodingInvalidCharacters: false) ?? URLComponents(string: link)
    for part in ["{\"scheme\":\"", components?.scheme ?? "", "\",\"host\":\"", components?.percentEncodedHost ?? "",
                 "\",\"path\":\"", components?.percentEncodedPath ?? "", "\",\"fragment\":\"", components?.percentEncodedFragment ?? "", "\"}"] {
        out.append(contentsOf: part.utf8)
    }
    out.append(10)
    if out.count >= 1 << 16 { flush(&out) }
}
flush(&out)
