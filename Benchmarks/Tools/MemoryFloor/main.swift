import Foundation

// The memory floor for tui-memory.sh: a trivial Foundation program that reads links from stdin, one a line,
// parses each with URLComponents and keeps them all, then says how many it kept. With empty input it is the
// floor at start; with the links the app was given, the floor with as many decisions.
var kept: [URLComponents] = []
while let line = readLine() {
    if let components = URLComponents(string: line) { kept.append(components) }
}
print("kept \(kept.count) links")
