import Foundation
import Testing

/// `linklab explain`: colour only on a terminal, never with NO_COLOR set.
@Suite("linklab explain colour on a terminal", .enabled(if: TmuxSession.isAvailable))
struct ExplainColourTests {
    @Test("on a terminal explain is coloured; with NO_COLOR it is not", arguments: [false, true])
    func colour(noColor: Bool) throws {
        let app = try LinkLabAppSession.direct(
            ["explain", ExplainCommandTests.unencoded], width: 200, environment: noColor ? ["NO_COLOR": "1"] : [:])
        defer { app.close() }
        #expect(app.waitForExit() == 1)
        let raw = app.screenWithEscapes
        #expect(raw.contains("unencoded-target-page"), "\(raw)")
        #expect(raw.contains("stayed"))
        #expect(RawOutput.hasColour(raw) == !noColor, "NO_COLOR=\(noColor): \(raw.prefix(200).debugDescription)")
    }
}
