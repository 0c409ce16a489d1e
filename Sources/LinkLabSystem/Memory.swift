#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's byte search and comparison, for the readers that scan large buffers.
public enum Memory {
    /// The first `byte` in `count` bytes from `start`, or nil.
    @inlinable
    public static func find(_ byte: UInt8, in start: UnsafeRawPointer, count: Int) -> UnsafeRawPointer? {
        UnsafeRawPointer(memchr(start, Int32(byte), count))
    }

    /// Whether `count` bytes at `a` and `b` are the same.
    @inlinable
    public static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }
}
