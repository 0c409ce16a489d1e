import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

// explain (--json) over stdin, as `linklab explain` does, without the CLI (no SwiftNIO to build): for
// instruction counts when linklab's release build cannot be had. Built with swiftc, see docs/performance.md.
func run() throws {
    let json = CommandLine.arguments.contains("--json")
    let app = try AppLoader.load(configPath: nil, screensDirectory: nil)
    let engine = LinkEngine(app: app)
    let initial = SessionState.initial(signedIn: true, appState: app.configuration.appState)
    var writer = JSONWriter(capacity: 1 << 14)
    var textWriter = TextWriter(capacity: 1 << 14)
    var out = [UInt8]()
    out.reserveCapacity(1 << 16)
    while let line = readLine() {
        if let first = line.utf8.first, first > 0x20, first < 0x7F {} else if line.allSatisfy(\.isWhitespace) { continue }
        var decisions = Session.decisions(initial, .openLink(line), engine: engine)
        decisions.reverse()
        // Moved out in order, as `explain` does, so that no decision is copied to be written.
        while let decision = decisions.popLast() {
            if json {
                writer.removeAll()
                DecisionJSON.write(taking: consume decision, into: &writer)
                out.append(contentsOf: writer.bytes); out.append(10)
            } else {
                textWriter.removeAll()
                DecisionText.write(taking: consume decision, colors: false, into: &textWriter)
                out.append(contentsOf: textWriter.bytes)
            }
        }
        if out.count > 60_000 { FileHandle.standardOutput.write(Data(out)); out.removeAll(keepingCapacity: true) }
    }
    FileHandle.standardOutput.write(Data(out))
}
try run()
