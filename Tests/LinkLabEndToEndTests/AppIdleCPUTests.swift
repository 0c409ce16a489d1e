import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An idle app blocks on input and uses no CPU.
@Suite("terminal app idles", .enabled(if: TmuxSession.isAvailable && FileManager.default.fileExists(atPath: "/proc/self/stat")))
struct AppIdleCPUTests {
    @Test("after start and after a link, one idle second costs at most 2 clock ticks")
    func idleCPU() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        try #require(app.waitForStatus("#/messages"))
        let pid = try #require(app.panePid)
        try #require(LinkLabAppSession.command(of: pid) == "linklab")
        // Let the last frame settle, then measure a whole idle second. This sleep is the
        // measurement itself, not a wait for output.
        usleep(200_000)
        let before = try #require(LinkLabAppSession.cpuTicks(of: pid))
        sleep(1)
        let after = try #require(LinkLabAppSession.cpuTicks(of: pid))
        #expect(after - before <= 2, "used \(after - before) ticks (of \(sysconf(Int32(_SC_CLK_TCK)))/s) while idle")
    }
}
