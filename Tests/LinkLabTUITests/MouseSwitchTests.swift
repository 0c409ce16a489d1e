import Testing
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI

/// Alt-M, by event: the model switches mouse capture, asks the host to switch the terminal, and the bar says which.
@Suite("Alt-M switches mouse capture")
struct MouseSwitchTests {
    @Test("Alt-M off, then on: one effect each, a notice, and the bar's words")
    func toggles() throws {
        var model = try AppFixture.model(size: .large)
        var expected = model
        // "Mouse on" where the F-keys leave room for it; "Mouse off" always, so the way back shows.
        #expect(model.frame.row(35).contains("Alt-M Mouse on"))
        #expect(model.key(.alt("m")) == [.captureMouse(false)])
        expected.mouseCapture = false
        expected.notice = "Mouse off: the terminal selects text. Alt-M turns it on."
        #expect(model == expected)
        #expect(model.frame.row(35).contains("Alt-M Mouse off"))
        model.send(.resize(width: 80, height: 24))
        #expect(model.frame.row(23).contains("Alt-M Mouse off"))
        model.key(.function(1))
        #expect(model.key(.alt("m")) == [.captureMouse(true)], "in a window too")
        #expect(model.mouseCapture)
    }
}
