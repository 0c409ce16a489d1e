import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Each part of the screen keeps its drawing and is redrawn only when its input changes, and a
/// key on the input line redraws the input line only. A kept drawing is a shortcut, never another answer:
/// after every event the frame equals the one drawn whole.
@Suite("The screen draws what changed")
struct ScreenDrawingsTests {
    static let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"

    /// Events that change every part: typing, links, sign-in and out with a replay, scrolling, windows,
    /// the browser, a resize, the app's state and a walkthrough.
    static let events: [InputEvent] = [
        .text("q"), .text("2"), .key(.backspace), .key(.backspace), .paste(messages), .key(.enter),
        .paste(profile), .key(.left), .key(.left), .text("x"), .key(.home), .key(.control("u")),
        .key(.function(3)), .paste(profile), .key(.enter), .key(.function(3)), .key(.pageUp), .key(.pageUp),
        .key(.pageDown), .key(.function(4)), .key(.function(2)), .key(.escape), .key(.function(5)), .key(.down),
        .key(.enter), .key(.enter), .paste("https://elsewhere.example/page"), .key(.enter), .key(.escape),
        .resize(width: 120, height: 36), .text("a"), .resize(width: 200, height: 60), .key(.function(6)),
        .key(.down), .key(.escape), .key(.function(1)), .key(.function(1)), .key(.function(7)), .key(.enter),
        .key(.enter), .key(.enter), .text("z"), .key(.escape), .key(.escape), .resize(width: 79, height: 24),
        .resize(width: 80, height: 24), .key(.function(12)), .key(.escape), .text("ok"),
    ]

    @Test("after every event, and during every animation, the frame is the one drawn whole")
    func sameAsWhole() throws {
        let caches = RenderCaches()
        var model = try AppFixture.model(walkthroughs: try AppFixture.allWalkthroughs())
        var now = 100.0
        for (index, event) in Self.events.enumerated() {
            _ = model.handle(event)
            #expect(AppRenderer.render(model, caches: caches) == AppRenderer.renderWhole(model), "after event \(index): \(event)")
            // Through a replay's beats and slides, frame by frame.
            var frames = 0
            while let deadline = model.animationDeadline, frames < 40 {
                now = max(now, deadline) + 0.001
                model.advanceAnimation(now: now)
                #expect(AppRenderer.render(model, caches: caches) == AppRenderer.renderWhole(model), "animating after event \(index)")
                frames += 1
            }
        }
    }

    @Test("a key on the input line redraws the input line only, and changes cells on that row only",
          arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)])
    func typingRedrawsTheInputLine(size: TerminalSize) throws {
        let caches = RenderCaches()
        var model = try AppFixture.model(size: size)
        for link in [Self.messages, Self.profile, Self.messages] { model.open(link) }
        model.finishAnimation()
        var shown = AppRenderer.render(model, caches: caches)
        model.send(.paste("q2mob://open"))
        shown = AppRenderer.render(model, caches: caches)
        for event in [InputEvent.text("a"), .key(.backspace), .key(.left), .text("é"), .key(.end), .key(.backspace)] {
            _ = model.handle(event)
            let frame = AppRenderer.render(model, caches: caches)
            #expect(caches.drawings.lastRedrawn == [], "\(event)")
            var rows = Set<Int>()
            frame.forEachChange(since: shown) { _, y, _ in rows.insert(y) }
            #expect(rows.isSubset(of: [size.height - 2]), "\(event): rows \(rows.sorted())")
            shown = frame
        }
    }

    @Test("a decision redraws the panes it changes; a status message redraws the status line")
    func decisionRedrawsPanes() throws {
        let caches = RenderCaches()
        var model = try AppFixture.model(size: TerminalSize(width: 200, height: 60))
        _ = AppRenderer.render(model, caches: caches)
        model.open(Self.messages)
        model.finishAnimation()
        _ = AppRenderer.render(model, caches: caches)
        let redrawn = try #require(caches.drawings.lastRedrawn)
        #expect(redrawn.contains(.phone))
        #expect(redrawn.contains(.decisions))
        #expect(redrawn.contains(.status))
        #expect(!redrawn.contains(.title))
        model.send(.key(.enter))
        _ = AppRenderer.render(model, caches: caches)
        #expect(caches.drawings.lastRedrawn == [.status], "Enter on an empty line says what to do, in the status line")
    }
}
