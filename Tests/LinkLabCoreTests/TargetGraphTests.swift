import Foundation
import Testing

/// The README draws the targets' graph (README, "Architecture"); `Package.swift` declares it; every source
/// imports only what its line allows. Swift lets a target import any module its dependencies bring along,
/// so without this test a view could reach the core's readers, or the core the terminal, by an import.
@Suite("The target graph")
struct TargetGraphTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each target of the README's graph, with the project targets it may import.
    static func readmeGraph() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.firstRange(of: "```text\ntarget            imports\n"))
        let body = readme[start.upperBound...]
        let end = try #require(body.firstRange(of: "```"))
        var graph: [String: Set<String>] = [:]
        for line in body[..<end.lowerBound].split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let target = words.first else { continue }
            graph[target] = Set(words.dropFirst().filter { $0 != "-" })
        }
        return graph
    }

    /// Each target's dependencies among the project's own targets, as `Package.swift` declares them.
    static func manifestGraph(targets: Set<String>) throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var graph: [String: Set<String>] = [:]
        // Each `.target(`, `.executableTarget(` or `.systemLibrary(` up to the next one.
        let pieces = manifest.split(separator: "\n        .")
        for piece in pieces {
            guard piece.hasPrefix("target(") || piece.hasPrefix("executableTarget(") || piece.hasPrefix("systemLibrary("),
                  let nameRange = piece.firstRange(of: "name: \"") else { continue }
            let name = String(piece[nameRange.upperBound...].prefix { $0 != "\"" })
            var dependencies: Set<String> = []
            // The list runs to its first `]` (`.product(…)` holds none); comments in it are not dependencies.
            if let list = piece.firstRange(of: "dependencies: [") {
                let body = piece[list.upperBound...].prefix { $0 != "]" }
                    .split(separator: "\n").filter { !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") }
                for line in body {
                    for (index, word) in line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    where index % 2 == 1 && targets.contains(String(word)) {
                        dependencies.insert(String(word))
                    }
                }
            }
            graph[name] = dependencies
        }
        return graph
    }

    @Test("the README's graph is the graph Package.swift declares")
    func readmeMatchesManifest() throws {
        let readme = try Self.readmeGraph()
        #expect(readme.count >= 10)
        let manifest = try Self.manifestGraph(targets: Set(readme.keys))
        #expect(Set(manifest.keys) == Set(readme.keys))
        for (target, allowed) in readme {
            #expect(manifest[target] == allowed, "\(target): Package.swift says \(manifest[target] ?? []), the README \(allowed)")
        }
    }

    @Test("every source imports only the project targets its line of the graph allows")
    func imports() throws {
        let graph = try Self.readmeGraph()
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        var checked = 0
        for (target, allowed) in graph {
            let folder = sources.appendingPathComponent(target)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in walk where file.hasSuffix(".swift") {
                checked += 1
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                          words[..<at].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains($0) }) else { continue }
                    let module = String(words[at + 1])
                    guard graph[module] != nil else { continue }
                    #expect(allowed.contains(module), "\(target)/\(file) imports \(module), which the graph does not allow")
                }
            }
        }
        #expect(checked > 100)
    }

    @Test("no target of the core holds over 8,000 lines, so each room stays one a person can walk through")
    func roomsStaySmall() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        for target in ["LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "LinkLabTUI", "linklab"] {
            let folder = sources.appendingPathComponent(target)
            let walk = try #require(FileManager.default.enumerator(atPath: folder.path), "\(target) has no folder")
            var lines = 0
            for case let file as String in walk where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            #expect(lines > 500 && lines <= 8_000, "\(target) holds \(lines) lines")
        }
    }

    /// Synchronization's `Mutex` and `Atomic` are marked `@available(macOS 15.0, …)` in the module's own
    /// interface; a package that declared an older macOS would not build on a Mac, where no CI of ours runs.
    @Test("the macOS the package declares is one where every Synchronization type it uses exists")
    func macOSHasSynchronization() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = Int(try #require(manifest.firstMatch(of: /\.macOS\(\.v(\d+)\)/)?.output.1)) ?? 0
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let walk = try #require(FileManager.default.enumerator(atPath: sources.path))
        var users: [String] = []
        for case let file as String in walk where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains("import Synchronization") { users.append(file) }
        }
        #expect(!users.isEmpty)
        #expect(declared >= 15, "\(users.count) sources import Synchronization, which needs macOS 15; Package.swift says \(declared)")
    }
}
