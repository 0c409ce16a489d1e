// swift-tools-version: 6.1
import PackageDescription

// Layers, innermost first: the system layer (LinkLabSystem, the one target that imports the C library), the
// ncursesw shim, the one definition of text unsafe to show (LinkLabText), the pure core, the frame toolkit
// (cells, widths, wrapping, input decoding: nothing of links), the pure TUI model, its views and run loop, the
// ncurses backend, and the `linklab` executable that wires them together. The README draws the graph.
//
// Each direct dependency is held to the minor version tested (README, "Versions").
#if os(macOS)
let ncurseswPackage: String? = "ncursesw"
#else
let ncurseswPackage: String? = nil
#endif

let package = Package(
    name: "LinkLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "linklab", targets: ["linklab"]),
        .executable(name: "linklab-fetch", targets: ["linklab-fetch"]),
        .library(name: "LinkLabFormats", targets: ["LinkLabFormats"]),
        .library(name: "LinkLabReading", targets: ["LinkLabReading"]),
        .library(name: "LinkLabDeciding", targets: ["LinkLabDeciding"]),
        .library(name: "LinkLabWording", targets: ["LinkLabWording"]),
        .library(name: "LinkLabFrames", targets: ["LinkLabFrames"]),
        .library(name: "LinkLabTUIModel", targets: ["LinkLabTUIModel"]),
        .library(name: "LinkLabTUI", targets: ["LinkLabTUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/x-sheep/swift-property-based", .upToNextMinor(from: "2.0.1")),
        // The test store's diff of two models (Tests/LinkLabTUITests/Support/TestStore.swift).
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", .upToNextMinor(from: "1.7.3")),
    ],
    targets: [
        // The only target that imports Glibc, Musl or Darwin: files, descriptors, signals, the environment.
        .target(name: "LinkLabSystem"),
        // The version (one place) and the commit `make` builds from.
        .systemLibrary(name: "CLinkLabBuild"),
        // ncursesw: Debian's and Ubuntu's libncurses-dev, Homebrew's keg-only ncurses (README, "Install").
        // On macOS it is found through pkg-config; on Linux in the system's own folders, because SwiftPM
        // drops the -D flags Debian's ncursesw.pc gives and warns about them on every build.
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: ncurseswPackage,
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // libcurl, for the network helper alone (README, "The HTTP client"): the system's library, found by pkg-config.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // DisplayText, the one definition of text unsafe to show, and the sinks text is written into (plain
        // and JSON): below both the core and the frame toolkit.
        .target(name: "LinkLabText"),
        // The core is four rooms, in the order data flows through them (README, "Architecture").
        // The syntaxes LinkLab reads, knowing nothing of banking: strict JSON, property lists, manifest XML,
        // CSV, links, glob and path patterns, input files.
        .target(name: "LinkLabFormats", dependencies: ["LinkLabText", "LinkLabSystem"]),
        // Every input (settings, partner files, check lists, scenarios, screens, live-site files) into typed facts.
        .target(name: "LinkLabReading", dependencies: ["LinkLabText", "LinkLabSystem", "LinkLabFormats"]),
        // The engine and the session: iOS's and Android's rules, the tap path, pushes, findings and decisions.
        .target(name: "LinkLabDeciding", dependencies: ["LinkLabText", "LinkLabSystem", "LinkLabFormats", "LinkLabReading"]),
        // The catalogue of sentences and every writer of a decision: text, JSON, check lists, JUnit.
        .target(name: "LinkLabWording", dependencies: ["LinkLabText", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding"]),
        // Knows nothing of links: it depends on the text-safety target only.
        .target(name: "LinkLabFrames", dependencies: ["LinkLabText", "LinkLabSystem"]),
        // The TUI's state and its reducer: keys and events in, a new model and effects out. It reads input events and
        // measures text with the frame toolkit, and draws nothing.
        .target(name: "LinkLabTUIModel", dependencies: ["LinkLabText", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "LinkLabFrames"]),
        // The views and the run loop: draws the model into frames, and keeps the render caches between them.
        .target(name: "LinkLabTUI", dependencies: ["LinkLabText", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "LinkLabFrames", "LinkLabTUIModel"]),
        .target(name: "LinkLabTerminal", dependencies: ["CNCursesW", "LinkLabSystem", "LinkLabFrames", "LinkLabTUIModel", "LinkLabTUI"]),
        // The one target that touches the network: fetches a site's files as bytes for the core to judge.
        .target(name: "LinkLabSite", dependencies: ["LinkLabSystem", "LinkLabText", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "CCurl"]),
        // The network helper: `linklab site` and `--live` run it, so that linklab itself loads no HTTP client.
        // `swift build` builds it beside linklab (`swift run linklab` builds linklab alone).
        .executableTarget(name: "linklab-fetch", dependencies: ["LinkLabSystem", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "LinkLabSite"]),
        .executableTarget(
            name: "linklab",
            dependencies: [
                // Not "linklab-fetch": SwiftPM would link the helper's HTTP client into linklab too.
                "LinkLabSystem", "CLinkLabBuild", "LinkLabText", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "LinkLabFrames", "LinkLabTUIModel", "LinkLabTUI", "LinkLabTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The test targets' one golden-file helper (compare, name the first differing line, re-record with
        // LINKLAB_RECORD_GOLDENS=1): a regular target under Tests/, depending on nothing of the app.
        .target(name: "LinkLabTestSupport", path: "Tests/LinkLabTestSupport"),
        .testTarget(
            name: "LinkLabCoreTests",
            dependencies: ["LinkLabTestSupport", "LinkLabText", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", "LinkLabSystem", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "LinkLabSiteTests", dependencies: ["LinkLabSite"]),
        .testTarget(name: "LinkLabFramesTests", dependencies: ["LinkLabFrames", "LinkLabText"]),
        .testTarget(name: "LinkLabTUITests", dependencies: ["LinkLabTestSupport", "LinkLabTUIModel", "LinkLabTUI", "LinkLabFrames", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording", .product(name: "CustomDump", package: "swift-custom-dump")], resources: [.copy("Snapshots")]),
        .testTarget(name: "LinkLabEndToEndTests", dependencies: ["LinkLabTestSupport", "linklab", "linklab-fetch", "LinkLabFormats", "LinkLabReading", "LinkLabDeciding", "LinkLabWording"], exclude: ["SiteServer", "Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
