import LinkLabDeciding
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The run loop keeps the model it drew without the session's history and F8's check list, and tells them
/// unchanged by their stamp: the kept model answers as the whole one would, and the history the loop goes on
/// changing is not shared, so a decision is appended in place.
@Suite("The kept model holds no history")
struct ModelWithoutHistoryTests {
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("typing after the kept model differs only in the input line; a decision does not")
    func typingAndDeciding() throws {
        var model = try AppFixture.model()
        _ = model.open(Self.messages)
        model.finishAnimation()
        let kept = ModelWithoutHistory(model)
        _ = model.send(.text("q"), .text("2"))
        #expect(kept.differsOnlyInInputLine(model))
        #expect(model.differsOnlyInInputLine(from: model))
        _ = model.send(.key(.enter))
        #expect(!kept.differsOnlyInInputLine(model))
    }

    @Test("two models that part with a decision each are told apart, though their histories are as long")
    func divergingModels() throws {
        var start = try AppFixture.model()
        _ = start.open(Self.messages)
        start.finishAnimation()
        var one = start
        var other = start
        _ = one.open(Self.messages)
        _ = other.open(Self.profile)
        one.finishAnimation()
        other.finishAnimation()
        #expect(one.state.history.count == other.state.history.count)
        #expect(!ModelWithoutHistory(one).differsOnlyInInputLine(other))
        #expect(ModelWithoutHistory(start).differsOnlyInInputLine(start))
    }

    @Test("a decision made after a frame is drawn is appended to the history's storage in place")
    func appendedInPlace() throws {
        let caches = RenderCaches()
        var model = try AppFixture.model()
        var inPlace = 0
        for index in 0..<12 {
            _ = model.open(Self.messages + "\(index)")
            model.finishAnimation()
            _ = AppRenderer.render(model, caches: caches)
            let roomy = model.state.history.capacity > model.state.history.count
            let before = model.state.history.withUnsafeBufferPointer { $0.baseAddress }
            _ = model.open(Self.profile)
            model.finishAnimation()
            let after = model.state.history.withUnsafeBufferPointer { $0.baseAddress }
            if roomy {
                #expect(before == after, "decision \(index)")
                inPlace += 1
            }
            _ = AppRenderer.render(model, caches: caches)
        }
        #expect(inPlace > 0)
    }
}
