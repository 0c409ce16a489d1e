import Foundation
import Testing

/// LinkLabSystem is the one target that imports the C library (README, "Layers"), so the
/// differences between Linux and macOS live in one folder. Any other source that imports Glibc, Musl or
/// Darwin, names one of them, or asks whether it can import one fails here.
@Suite("The system layer")
struct SystemLayerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let libraries = ["Glibc", "Musl", "Darwin"]

    /// Every Swift source under `Sources/`, by its path from the package root.
    static func sources() throws -> [(path: String, text: String)] {
        let folder = packageRoot.appendingPathComponent("Sources")
        let paths = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        return try paths.map { ("Sources/" + $0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The library a line imports, if it imports one of them (`import Glibc`, `@preconcurrency import Darwin`,
    /// `public import Musl`, `import struct Glibc.stat`).
    static func importedLibrary(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let modifiers: Set<Substring> = ["public", "internal", "package", "private", "fileprivate"]
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
              words[..<at].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else { return nil }
        let target = words[at + 1].split(separator: ".").first.map(String.init) ?? ""
        let kinds: Set<String> = ["struct", "class", "enum", "func", "var", "let", "typealias", "protocol"]
        let named = kinds.contains(target) && at + 2 < words.count ? String(words[at + 2].split(separator: ".").first ?? "") : target
        return libraries.contains(named) ? named : nil
    }

    @Test("only Sources/LinkLabSystem imports Glibc, Musl or Darwin")
    func imports() throws {
        let files = try Self.sources()
        #expect(files.count > 100)
        var importers: Set<String> = []
        for file in files {
            for line in file.text.split(separator: "\n") where Self.importedLibrary(line) != nil {
                importers.insert(file.path)
                #expect(file.path.hasPrefix("Sources/LinkLabSystem/"), "\(file.path): \(line)")
            }
        }
        #expect(importers.contains("Sources/LinkLabSystem/Platform.swift"))
    }

    @Test("no other source names the C library's module or asks whether it can import it")
    func qualifiedNames() throws {
        for file in try Self.sources() where !file.path.hasPrefix("Sources/LinkLabSystem/") {
            for library in Self.libraries {
                #expect(!file.text.contains("\(library)."), "\(file.path) names \(library).")
                #expect(!file.text.contains("canImport(\(library))"), "\(file.path) asks canImport(\(library))")
            }
        }
    }

    @Test("the test's own reading of an import line", arguments: [
        ("import Glibc", "Glibc"), ("@preconcurrency import Glibc", "Glibc"), ("public import Darwin", "Darwin"),
        ("import struct Musl.stat", "Musl"), ("import Darwin.C", "Darwin"), ("import Foundation", nil),
        ("import LinkLabSystem", nil), ("// import Glibc is said here", nil),
    ] as [(String, String?)])
    func reading(line: String, library: String?) {
        // A comment that mentions an import is not one: only `import` after attributes and modifiers counts.
        #expect(Self.importedLibrary(Substring(line)) == library)
    }

    @Test("Package.swift declares the system target with no dependency of its own")
    func manifest() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".target(name: "LinkLabSystem"),"#))
    }
}
