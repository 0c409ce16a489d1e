#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// ISO-8601 times for exports: `2026-11-23T07:58:12Z` on records, and a form safe in file names on
/// every system (`2026-11-23T07-58-12Z`: no colons).
public enum Timestamp {
    public static func iso8601(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    public static func fileName(_ date: Date) -> String {
        iso8601(date).replacing(":", with: "-")
    }
}
