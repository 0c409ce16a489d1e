import Foundation

/// Finds executables that `swift build` put beside the test bundle.
enum BinaryLocator {
    /// The built `linklab` executable, or nil when it cannot be found.
    static var linklab: URL? { executable(named: "linklab") }

    /// The build products folder: on Linux the test runner is
    /// `.build/<triple>/debug/<Package>PackageTests.xctest`, itself an executable in that folder;
    /// on macOS it is a bundle inside it.
    static var productsFolder: URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return runner.deletingLastPathComponent()
    }

    /// An executable called `name` in the products folder, if it exists.
    static func executable(named name: String) -> URL? {
        let candidate = productsFolder.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }
}
