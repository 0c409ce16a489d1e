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
        .library(name: "LinkLabCore", targets: ["LinkLabCore"]),
        .library(name: "LinkLabFrames", targets: ["LinkLabFrames"]),
        .library(name: "LinkLabTUIModel", targets: ["LinkLabTUIModel"]),
        .library(name: "LinkLabTUI", targets: ["LinkLabTUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/x-sheep/swift-property-based", .upToNextMinor(from: "2.0.1")),
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
        // DisplayText, the one definition of text unsafe to show: below both the core and the frame toolkit.
        .target(name: "LinkLabText"),
        .target(name: "LinkLabCore", dependencies: ["LinkLabText", "LinkLabSystem"]),
        // Knows nothing of links: it depends on the text-safety target only.
        .target(name: "LinkLabFrames", dependencies: ["LinkLabText", "LinkLabSystem"]),
        // The TUI's state and its reducer: keys and events in, a new model and effects out. It reads input events and
        // measures text with the frame toolkit, and draws nothing.
        .target(name: "LinkLabTUIModel", dependencies: ["LinkLabText", "LinkLabCore", "LinkLabFrames"]),
        // The views and the run loop: draws the model into frames, and keeps the render caches between them.
        .target(name: "LinkLabTUI", dependencies: ["LinkLabText", "LinkLabCore", "LinkLabFrames", "LinkLabTUIModel"]),
        .target(name: "LinkLabTerminal", dependencies: ["CNCursesW", "LinkLabSystem", "LinkLabFrames", "LinkLabTUIModel", "LinkLabTUI"]),
        // The one target that touches the network: fetches a site's files as bytes for the core to judge.
        .target(name: "LinkLabSite", dependencies: ["LinkLabSystem", "LinkLabText", "LinkLabCore", "CCurl"]),
        // The network helper: `linklab site` and `--live` run it, so that linklab itself loads no HTTP client.
        // `swift build` builds it beside linklab (`swift run linklab` builds linklab alone).
        .executableTarget(name: "linklab-fetch", dependencies: ["LinkLabSystem", "LinkLabCore", "LinkLabSite"]),
        .executableTarget(
            name: "linklab",
            dependencies: [
                // Not "linklab-fetch": SwiftPM would link the helper's HTTP client into linklab too.
                "LinkLabSystem", "CLinkLabBuild", "LinkLabText", "LinkLabCore", "LinkLabFrames", "LinkLabTUIModel", "LinkLabTUI", "LinkLabTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LinkLabCoreTests",
            dependencies: ["LinkLabCore", "LinkLabSystem", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "LinkLabSiteTests", dependencies: ["LinkLabSite"]),
        .testTarget(name: "LinkLabFramesTests", dependencies: ["LinkLabFrames", "LinkLabText"]),
        .testTarget(name: "LinkLabTUITests", dependencies: ["LinkLabTUIModel", "LinkLabTUI", "LinkLabFrames", "LinkLabCore"], resources: [.copy("Snapshots")]),
        .testTarget(name: "LinkLabEndToEndTests", dependencies: ["linklab", "linklab-fetch", "LinkLabCore"], exclude: ["SiteServer", "Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
