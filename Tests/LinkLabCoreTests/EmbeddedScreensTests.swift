import Foundation
import Testing
import LinkLabBuiltIns
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The demo FI's screens are compiled into the binary (`EmbeddedScreens.swift`, written by
/// `.ci/embed-screens`), so they must never drift from the `screens/` folder they are made from.
@Suite("The embedded demo screens")
struct EmbeddedScreensTests {
    @Test("the embedded screens are the screens/ folder, file by file and byte by byte; run .ci/embed-screens after editing one")
    func sameAsFolder() throws {
        let folder = Fixtures.screensDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(EmbeddedScreens.files.map(\.name) == names)
        for (name, json) in EmbeddedScreens.files {
            var text = try String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
            if text.hasSuffix("\n") { text.removeLast() }
            #expect(json == text, "\(name) differs from screens/\(name): run .ci/embed-screens")
        }
    }

    @Test("the embedded screens load as the folder does")
    func loadsAsFolder() throws {
        let modules = FIConfiguration.demo.modules
        let embedded = try ScreenLoader.loadEmbedded(modules: modules)
        #expect(embedded == (try ScreenLoader.load(directory: Fixtures.screensDirectory, modules: modules)))
    }
}
