import Foundation

// The honest floor of check-throughput.sh: read a check list (CSV with a header, the link in the
// first column) from the file named on the command line, a chunk at a time, parse each row's link with
// URLComponents (as strictly as the engine first tries), read the fields a decision needs (scheme, host,
// fragment and targetPage), compare the outcome column with a word, and write one line a row through a byte
// buffer, then a summary. What a streaming checker that does nothing but parse has to do.
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
guard CommandLine.arguments.count == 2, let file = fopen(CommandLine.arguments[1], "r") else {
    FileHandle.standardError.write(Data("usage: CheckBaseline FILE.csv\n".utf8))
    exit(2)
}
var out: [UInt8] = []
out.reserveCapacity(1 << 16)
var linePointer: UnsafeMutablePointer<CChar>?
var capacity = 0
var lineNumber = 0
var passed = 0
while true {
    let count = getline(&linePointer, &capacity, file)
    if count < 0 { break }
    lineNumber += 1
    if lineNumber == 1 { continue }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(linePointer!).assumingMemoryBound(to: UInt8.self), count: count)
    // The first field: quoted ("" for a quote) or up to the first comma.
    var link: [UInt8] = []
    var i = 0
    if i < bytes.count, bytes[i] == 0x22 {
        i += 1
        while i < bytes.count {
            if bytes[i] == 0x22 {
                if i + 1 < bytes.count, bytes[i + 1] == 0x22 { link.append(0x22); i += 2; continue }
                i += 1
                break
            }
            link.append(bytes[i]); i += 1
        }
    } else {
        while i < bytes.count, bytes[i] != 0x2C, bytes[i] != 0x0A { link.append(bytes[i]); i += 1 }
    }
    let rest = bytes[min(i + 1, bytes.count)...].prefix { $0 != 0x2C && $0 != 0x0A }
    let text = String(decoding: link, as: UTF8.self)
    let components = URLComponents(string: text, encodingInvalidCharacters: false) ?? URLComponents(string: text)
    let targetPage = components?.queryItems?.first { $0.name == "targetPage" }?.value ?? ""
    let navigated = rest.elementsEqual("navigated".utf8)
    if navigated == (components?.fragment != nil || !targetPage.isEmpty) { passed += 1 }
    for part in ["{\"line\":\(lineNumber),\"scheme\":\"", components?.scheme ?? "", "\",\"host\":\"", components?.percentEncodedHost ?? "",
                 "\",\"fragment\":\"", components?.percentEncodedFragment ?? "", "\",\"targetPage\":\"", targetPage, "\"}"] {
        out.append(contentsOf: part.utf8)
    }
    out.append(10)
    if out.count >= 1 << 16 { flush(&out) }
}
out.append(contentsOf: "\(passed) passed, \(lineNumber - 1 - passed) failed\n".utf8)
flush(&out)
