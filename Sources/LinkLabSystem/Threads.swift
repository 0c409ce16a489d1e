#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work that blocks (a network request, each within its own time limit) run side by side, one thread each:
/// not a pool sized to the cores, which on two cores would make the fourth request wait for the first two.
public enum Threads {
    /// Runs `body(0)` … `body(count - 1)` each on a thread of its own, and returns when all have returned. A
    /// thread that cannot be started runs its work on the calling thread instead.
    public static func runSideBySide(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        var inline: [Int] = []
        for index in 0..<count {
            let work = Unmanaged.passRetained(Work { body(index) })
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let started = pthread_create(&thread, nil, { raw in
                #if canImport(Darwin)
                let work = Unmanaged<Work>.fromOpaque(raw).takeRetainedValue()
                #else
                let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
                #endif
                work.run()
                return nil
            }, work.toOpaque())
            #if canImport(Darwin)
            if started == 0, let thread { threads.append(thread) } else { work.release(); inline.append(index) }
            #else
            if started == 0 { threads.append(thread) } else { work.release(); inline.append(index) }
            #endif
        }
        for index in inline { body(index) }
        for thread in threads { pthread_join(thread, nil) }
    }

    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
