// swift-tools-version: 6.1
import PackageDescription

// Layers, innermost first: the ncursesw shim, the pure core, the pure TUI model,
// the ncurses backend, and the `linklab` executable that wires them together.
let package = Package(
    name: "LinkLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "linklab", targets: ["linklab"]),
        .library(name: "LinkLabCore", targets: ["LinkLabCore"]),
        .library(name: "LinkLabTUI", targets: ["LinkLabTUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNCursesW",
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "LinkLabCore"),
        .target(name: "LinkLabTUI", dependencies: ["LinkLabCore"]),
        .target(name: "LinkLabTerminal", dependencies: ["CNCursesW", "LinkLabTUI"]),
        .executableTarget(
            name: "linklab",
            dependencies: [
                "LinkLabCore", "LinkLabTUI", "LinkLabTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LinkLabCoreTests",
            dependencies: ["LinkLabCore", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "LinkLabTUITests", dependencies: ["LinkLabTUI", "LinkLabCore"], resources: [.copy("Snapshots")]),
        .testTarget(name: "LinkLabEndToEndTests", dependencies: ["linklab", "LinkLabCore"]),
    ],
    swiftLanguageModes: [.v6]
)
