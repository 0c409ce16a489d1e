#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment, locale and monotonic clock.
public enum Environment {
    /// Sets (or, with nil, removes) an environment variable.
    public static func set(_ name: String, _ value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }

    /// Takes the user's locale from LANG and LC_* (for the wide-character terminal library).
    public static func adoptUserLocale() {
        setlocale(LC_ALL, "")
    }

    /// True when the locale adopted encodes text as UTF-8: only then can the terminal show characters
    /// beyond ASCII (borders, marks, arrows). Under LANG=C, or with LANG unset, it cannot.
    public static var localeIsUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased().filter { $0 != "-" && $0 != "_" }
        return name == "utf8"
    }

    /// Microseconds on the monotonic clock.
    public static func monotonicMicroseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1_000
    }

    /// Seconds since 1970 on the wall clock.
    public static func wallClockSeconds() -> Int { Int(time(nil)) }

    /// Seconds on the monotonic clock.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
