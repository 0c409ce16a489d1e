import Foundation
import Testing

/// The frame toolkit knows nothing of links (README, "Layers"). It imports only the text-safety target, the
/// system and the standard library's Synchronization (the grapheme table's lock), never the core, so a frame
/// cannot parse a URL or decide a route.
@Suite("LinkLabFrames' layer")
struct FramesLayerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("no LinkLabFrames source imports anything but LinkLabText and the system")
    func imports() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/LinkLabFrames")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        let allowed: Set<String> = ["LinkLabText", "LinkLabSystem", "Foundation", "FoundationEssentials", "Synchronization"]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                      words[..<at].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0) })
                else { continue }
                #expect(allowed.contains(String(words[at + 1])), "\(file): \(line)")
            }
        }
    }

    @Test("Package.swift gives LinkLabFrames no dependency but LinkLabText and the system layer")
    func manifest() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".target(name: "LinkLabFrames", dependencies: ["LinkLabText", "LinkLabSystem"])"#))
    }
}
