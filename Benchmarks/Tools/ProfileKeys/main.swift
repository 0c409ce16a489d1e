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

// What one key with a frame of its own costs in the terminal app at 200x60 with a full decisions
// pane, as the app spends it: the model handles the key, the frame is rendered, and it is compared with the
// frame before to find the cells the terminal must be sent. A plain loop, so a profiler sees nothing else:
//   ProfileKeys [KEYS] [LINE]     types KEYS keys (a character, then Backspace, in turn) into a line of
//                                 LINE characters, after the 22 decisions of Links.all; prints CPU time a key
//   valgrind --tool=callgrind .build/release/ProfileKeys 2000      # then 4000: instructions a key by difference
let arguments = CommandLine.arguments
let keys = arguments.count > 1 ? Int(arguments[1]) ?? 4000 : 4000
let line = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 0

var model = AppModel(app: Links.app, signedIn: true, width: 200, height: 60)
for link in Links.all {
    _ = model.handle(.paste(link))
    _ = model.perform(.openLink)
}
if line > 0 { _ = model.handle(.paste(String(repeating: "x", count: line))) }
precondition(model.state.history.count >= Links.all.count, "every link of the mix should be decided")

func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

let caches = RenderCaches()
var shown = AppRenderer.render(model, caches: caches)
var changed = 0
let start = cpuSeconds()
for key in 0..<keys {
    _ = model.handle(key % 2 == 0 ? .text("a") : .key(.backspace))
    let frame = AppRenderer.render(model, caches: caches)
    frame.forEachChange(since: shown) { _, _, _ in changed += 1 }
    shown = frame
}
let elapsed = cpuSeconds() - start
print("keys: \(keys) at 200x60, \(model.state.history.count) decisions, line of \(line): "
    + String(format: "%.1f µs CPU a key", elapsed * 1e6 / Double(max(1, keys)))
    + ", \(changed / max(1, keys)) cells changed a key")
