import Foundation

/// Seconds from a fixed point that never jumps (CLOCK_MONOTONIC): the time the run loop gives the
/// model's animations.
enum MonotonicClock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
