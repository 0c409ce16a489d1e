// swift-tools-version: 6.1
// LinkLab's performance benchmarks, kept out of the root package so that `swift test` stays lean.
// Run with: cd Benchmarks && swift package benchmark
import Foundation
import PackageDescription

// The root package is a path dependency; its identity is the name of the folder it was cloned into.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LinkLabBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        // ordo-one/package-benchmark, renamed ordo-one/benchmark. Only the malloc interposer: no jemalloc, and no
        // Swift 6.3 runtime interposer (not available from this machine's package mirror).
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // package-benchmark runs every executable target whose folder sits directly in a `Benchmarks` folder.
        .executableTarget(
            name: "LinkLabBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LinkLabFormats", package: root), .product(name: "LinkLabReading", package: root), .product(name: "LinkLabDeciding", package: root), .product(name: "LinkLabWording", package: root),
                "LinkMix",
            ],
            path: "LinkLabBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A full frame at 200x60.
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LinkLabFormats", package: root), .product(name: "LinkLabReading", package: root), .product(name: "LinkLabDeciding", package: root), .product(name: "LinkLabWording", package: root),
                .product(name: "LinkLabFrames", package: root),
                .product(name: "LinkLabTUIModel", package: root),
                .product(name: "LinkLabTUI", package: root),
                "LinkMix",
            ],
            path: "FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The mixed list of links every benchmark reads, and the demo FI.
        .target(name: "LinkMix", dependencies: [.product(name: "LinkLabFormats", package: root), .product(name: "LinkLabReading", package: root), .product(name: "LinkLabDeciding", package: root), .product(name: "LinkLabWording", package: root)], path: "Tools/LinkMix"),
        // A plain loop over the same work, for valgrind --tool=callgrind or perf (see README, Performance).
        .executableTarget(
            name: "ProfileExplain",
            dependencies: [
                .product(name: "LinkLabFormats", package: root), .product(name: "LinkLabReading", package: root), .product(name: "LinkLabDeciding", package: root), .product(name: "LinkLabWording", package: root), .product(name: "LinkLabFrames", package: root),
                .product(name: "LinkLabTUIModel", package: root), .product(name: "LinkLabTUI", package: root), "LinkMix",
            ],
            path: "Tools/ProfileExplain"
        ),
        // One key with a frame of its own at 200x60 with a full decisions pane, in a plain loop.
        .executableTarget(
            name: "ProfileKeys",
            dependencies: [
                .product(name: "LinkLabFormats", package: root), .product(name: "LinkLabReading", package: root), .product(name: "LinkLabDeciding", package: root), .product(name: "LinkLabWording", package: root), .product(name: "LinkLabFrames", package: root),
                .product(name: "LinkLabTUIModel", package: root), .product(name: "LinkLabTUI", package: root), "LinkMix",
            ],
            path: "Tools/ProfileKeys"
        ),
        // The end-to-end baseline for explain-throughput.sh: parse each stdin line with URLComponents, write a line.
        .executableTarget(name: "ParseBaseline", path: "Tools/ParseBaseline"),
        // The floors of check-throughput.sh (a CSV read a line at a time) and aasa- and args-throughput.sh
        // (links as arguments). The scripts compile them with swiftc -O; they are targets here too.
        .executableTarget(name: "CheckBaseline", path: "Tools/CheckBaseline"),
        .executableTarget(name: "ArgsBaseline", path: "Tools/ArgsBaseline"),
        // The memory floor of tui-memory.sh: links read from stdin and kept parsed with URLComponents.
        .executableTarget(name: "MemoryFloor", path: "Tools/MemoryFloor"),
    ],
    swiftLanguageModes: [.v6]
)
