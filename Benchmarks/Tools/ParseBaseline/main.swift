import Foundation

// The honest floor of explain-throughput.sh: read links from stdin, one per line, parse each with
// URLComponents (as strictly as the engine first tries), read the fields every decision needs (scheme, host,
// fragment and targetPage), and write one line per link through a byte buffer: what a program that does
// nothing but parse has to do. Output is buffered like linklab's.
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
var out: [UInt8] = []
out.reserveCapacity(1 << 16)
while let line = readLine(strippingNewline: true) {
    if line.allSatisfy(\.isWhitespace) { continue }
    let components = URLComponents(string: line, encodingInvalidCharacters: false) ?? URLComponents(string: line)
    let targetPage = components?.queryItems?.first { $0.name == "targetPage" }?.value ?? ""
    for part in ["{\"scheme\":\"", components?.scheme ?? "", "\",\"host\":\"", components?.percentEncodedHost ?? "",
                 "\",\"fragment\":\"", components?.percentEncodedFragment ?? "", "\",\"targetPage\":\"", targetPage, "\"}"] {
        out.append(contentsOf: part.utf8)
    }
    out.append(10)
    if out.count >= 1 << 16 { flush(&out) }
}
flush(&out)
