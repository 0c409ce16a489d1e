import Foundation
import Testing

/// Code laid out by use (docs/performance.md): the file Package.swift hands the linker names functions of the
/// app's own code as ELF sections, each once, and Package.swift names that file.
@Suite("The startup order file")
struct StartupOrderTests {
    static let file = TargetGraphTests.packageRoot.appendingPathComponent("Sources/linklab/startup-order.txt")

    @Test("each line is the section of one Swift function, named once")
    func wellFormed() throws {
        let lines = try String(contentsOf: Self.file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let names = lines.last == "" ? lines.dropLast() : lines[...]
        #expect(names.count > 500)
        for name in names { #expect(name.hasPrefix(".text.$s") && !name.contains(" "), "\(name)") }
        #expect(Set(names).count == names.count, "a function is named twice")
        #expect(names.contains { $0.contains("10AppRunLoop") }, "the run loop, which every start runs, is named")
    }

    @Test("Package.swift gives it to the linker in release builds on Linux, and turns on function sections")
    func named() throws {
        let manifest = try String(contentsOf: TargetGraphTests.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("--section-ordering-file=\\(Context.packageDirectory)/Sources/linklab/startup-order.txt"))
        #expect(manifest.contains("\"-Xfrontend\", \"-function-sections\""))
        #expect(manifest.contains("exclude: [\"startup-order.txt\"]"))
    }
}
