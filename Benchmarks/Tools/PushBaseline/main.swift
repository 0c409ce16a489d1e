import Foundation

// The honest floor of push-throughput.sh: read a JSON Lines check list of push rows from the file named on
// the command line, a line at a time, parse each line with JSONSerialization, read what a push decision needs
// (the payload's sender, the route under its data, the stage, the expected outcome), compare the outcome
// with a word, and write one line a row through a byte buffer, then a summary. What a streaming checker of
// pushes that does nothing but parse has to do.
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
    FileHandle.standardError.write(Data("usage: PushBaseline FILE.jsonl\n".utf8))
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
    let bytes = Data(bytes: linePointer!, count: count)
    guard let row = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
          let payload = row["payload"] as? [String: Any] else { continue }
    let sender = payload["sender"] as? String ?? ""
    let data = payload["data"] as? [String: Any] ?? [:]
    let route = data.values.lazy.compactMap { ($0 as? [String: Any])?["route"] as? String }.first ?? ""
    let stage = row["stage"] as? String ?? "tap"
    let expected = (row["expect"] as? [String: Any])?["outcome"] as? String ?? ""
    let navigated = stage == "tap" && !route.isEmpty
    if navigated == (expected == "navigated") { passed += 1 }
    for part in ["{\"line\":\(lineNumber),\"sender\":\"", sender, "\",\"route\":\"", route, "\",\"stage\":\"", stage, "\"}\n"] {
        out.append(contentsOf: part.utf8)
    }
    if out.count > 1 << 15 { flush(&out) }
}
out.append(contentsOf: "\(passed) passed, \(lineNumber - passed) failed\n".utf8)
flush(&out)
