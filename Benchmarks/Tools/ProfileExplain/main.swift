import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
import LinkLabTUIModel
import LinkLabTUI
import LinkMix

// Runs one benchmark's work in a plain loop, so that a profiler sees nothing else:
//   ProfileExplain parse|evaluate|reduce|json [ROUNDS]     (each round walks Links.all once)
//   ProfileExplain render [ROUNDS]     (renders the 200x60 frame of a session holding Links.all's decisions)
//   ProfileExplain type [ROUNDS]       (types ROUNDS keys into a line of 2,000 characters in that session:
//                                       handle, render, and compare with the frame before, per key)
//   valgrind --tool=callgrind .build/release/ProfileExplain reduce 2000
let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "json"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 2000 : 2000
let links = Links.all
let engine = LinkEngine(app: Links.app)
let signedIn = SessionState.initial(signedIn: true)
var checksum = 0
var writer = JSONWriter(capacity: 1 << 16)
var busy = AppModel(app: Links.app, signedIn: true, width: 200, height: 60)
if mode == "type" {
    for link in links {
        _ = busy.handle(.paste(link))
        _ = busy.perform(.openLink)
    }
    _ = busy.handle(.paste(String(repeating: "x", count: 2_000)))
    let caches = RenderCaches()
    var shown = AppRenderer.render(busy, caches: caches)
    let start = DispatchTime.now().uptimeNanoseconds
    for round in 0..<rounds {
        _ = busy.handle(round % 2 == 0 ? .text("a") : .key(.backspace))
        let frame = AppRenderer.render(busy, caches: caches)
        frame.forEachChange(since: shown) { _, _, _ in checksum &+= 1 }
        shown = frame
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("type: \(rounds) keys in \(String(format: "%.3f", elapsed)) s, \(String(format: "%.1f", elapsed * 1e6 / Double(rounds))) µs per key, \(checksum / max(1, rounds)) cells changed per key")
    exit(0)
}
if mode == "render" {
    for link in links {
        _ = busy.handle(.paste(link))
        _ = busy.perform(.openLink)
    }
    let caches = RenderCaches()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds { checksum &+= AppRenderer.render(busy, caches: caches).width }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("render: \(rounds) frames in \(String(format: "%.3f", elapsed)) s, \(String(format: "%.1f", elapsed * 1e6 / Double(rounds))) µs per frame")
    exit(0)
}
let start = DispatchTime.now().uptimeNanoseconds
for _ in 0..<rounds {
    for link in links {
        switch mode {
        case "parse": checksum &+= Links.parseFields(link)
        case "evaluate": checksum &+= engine.evaluate(link).trace.steps.count
        case "reduce": checksum &+= Session.decide(signedIn, .openLink(link), engine: engine).1.count
        case "json":
            writer.removeAll()
            for decision in Session.decide(signedIn, .openLink(link), engine: engine).1 {
                DecisionJSON.write(decision, into: &writer)
            }
            checksum &+= writer.bytes.count
        default:
            FileHandle.standardError.write(Data("usage: ProfileExplain parse|evaluate|reduce|json|render [ROUNDS]\n".utf8))
            exit(2)
        }
    }
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let perLink = elapsed * 1e6 / Double(rounds * links.count)
print("\(mode): \(rounds * links.count) links in \(String(format: "%.3f", elapsed)) s, \(String(format: "%.2f", perLink)) µs per link (checksum \(checksum))")
