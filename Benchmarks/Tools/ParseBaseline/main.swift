import Foundation

// The end-to-end baseline of explain-throughput.sh: read links from stdin, one per line, parse each with
// URLComponents (as strictly as the engine first tries), and write one short line per link: what a program
// that does nothing but parse has to do. Output is buffered like linklab's.
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
    let text = "{\"scheme\":\"\(components?.scheme ?? "")\",\"host\":\"\(components?.host ?? "")\"}"
    out.append(contentsOf: text.utf8)
    out.append(10)
    if out.count >= 1 << 16 { flush(&out) }
}
flush(&out)
