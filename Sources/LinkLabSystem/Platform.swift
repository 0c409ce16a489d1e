// LinkLabSystem: the one target that imports the C library (Glibc, Musl or Darwin). Every other target reaches
// the operating system through the small, typed calls here, so the differences between Linux and macOS
// live in this folder alone (as swift-argument-parser's Platform.swift keeps them in one file).
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which operating system LinkLab was built for, where a behaviour differs (folders, the clipboard).
public enum Platform: Sendable {
    case linux, macOS

    /// The platform of this build.
    public static var current: Platform {
        #if os(macOS)
        .macOS
        #else
        .linux
        #endif
    }

    /// The value of an environment variable, or nil when it is unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether the descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Ends the process with `status`, flushing nothing (the writers flush themselves).
    public static func exit(_ status: Int32) -> Never { cExit(status) }

    /// Standard input, output and error.
    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2
}

private func cExit(_ status: Int32) -> Never { exit(status) }
