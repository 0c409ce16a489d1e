import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Presets give the documented payload shapes; the stage decides whether a push may navigate.
@Suite("Push composer")
struct PushComposerTests {
    /// Opens the composer and steps the preset with → as a person would.
    static func composer(preset: PushPreset, stage: PushStage = .tap) throws -> AppModel {
        var model = try AppFixture.model()
        model.key(.function(2))
        model.key(.right, times: PushPreset.allCases.firstIndex(of: preset) ?? 0)
        model.key(.tab, times: 3)
        model.key(.right, times: PushStage.allCases.firstIndex(of: stage) ?? 0)
        return model
    }

    static func open(_ model: AppModel) -> PushComposer? {
        if case .pushComposer(let composer) = model.overlay { return composer }
        return nil
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        var preset: PushPreset
        var sender: String?
        var moduleRoute: String?
        var topLevelRoute: String?
        var outcome: Outcome
        var code: String?
        var testDescription: String { Wording.title(of: preset) }
    }

    static let shapes: [Shape] = [
        Shape(preset: .documented, sender: "com.q2.mobile.module.demo", moduleRoute: "messages", outcome: .navigated),
        Shape(preset: .wrongSender, sender: "com.q2.mobile.module.Demo", moduleRoute: "messages", outcome: .stayed, code: "push-sender-unknown"),
        Shape(preset: .unknownSender, sender: "com.example.other", moduleRoute: "messages", outcome: .stayed, code: "push-sender-unknown"),
        Shape(preset: .noSender, sender: nil, moduleRoute: "messages", outcome: .stayed, code: "push-sender-missing"),
        Shape(preset: .genericRoute, sender: "com.q2.mobile.module.demo", topLevelRoute: "messages", outcome: .stayed, code: "push-not-navigated"),
        Shape(preset: .noRoute, sender: "com.q2.mobile.module.demo", outcome: .stayed, code: "push-payload-invalid"),
        Shape(preset: .unknownRoute, sender: "com.q2.mobile.module.demo", moduleRoute: "rewards", outcome: .stayed, code: "unknown-route"),
    ]

    @Test("each preset builds its payload shape and a tap gives its outcome", arguments: shapes)
    func preset(shape: Shape) throws {
        var model = try Self.composer(preset: shape.preset)
        let composer = try #require(Self.open(model))
        #expect(composer.preset == shape.preset)
        let payload = composer.payload
        #expect(payload["aps"] != nil)
        #expect(payload["sender"]?.string == shape.sender)
        #expect(payload["data"]?["demo"]?["route"]?.string == shape.moduleRoute)
        #expect(payload["route"]?.string == shape.topLevelRoute)
        model.key(.enter)
        #expect(model.overlay == nil)
        let decision = try #require(model.lastDecision)
        #expect(decision.outcome == shape.outcome)
        if let code = shape.code { #expect(decision.codes.contains(code)) }
        #expect(model.state.currentScreen == (shape.outcome == .navigated ? "messages" : "landingPage"))
    }

    @Test("the documented payload navigates only on a tap", arguments: PushStage.allCases)
    func stage(stage: PushStage) throws {
        var model = try Self.composer(preset: .documented, stage: stage)
        #expect(Self.open(model)?.stage == stage)
        model.key(.enter)
        let decision = try #require(model.lastDecision)
        if stage == .tap {
            #expect(decision.outcome == .navigated)
            #expect(model.state.currentScreen == "messages")
        } else {
            #expect(decision.outcome == .stayed)
            #expect(decision.codes.contains("push-stage-no-navigation"))
            #expect(model.state.currentScreen == "landingPage")
        }
    }

    @Test("the route can be edited: Ctrl-U clears it, typing replaces it")
    func editRoute() throws {
        var model = try AppFixture.model()
        model.key(.function(2))
        model.key(.tab, times: 2)
        model.key(.control("u"))
        model.send(.text("settings/profile"))
        #expect(Self.open(model)?.payload["data"]?["demo"]?["route"]?.string == "settings/profile")
        #expect(model.input.isEmpty, "typing in the composer must not reach the input line")
        model.key(.enter)
        #expect(model.state.currentScreen == "profile")
    }

    @Test("the sender can be edited, and the composer reopens as it was last used")
    func editSender() throws {
        var model = try AppFixture.model()
        model.key(.function(2))
        model.key(.tab)
        model.key(.backspace, times: 4)
        model.send(.text("Demo"))
        model.key(.enter)
        #expect(model.lastDecision?.codes.contains("push-sender-unknown") == true)
        model.key(.function(2))
        #expect(Self.open(model)?.sender.text == "com.q2.mobile.module.Demo")
    }

    @Test("← cycles presets and stages backwards, wrapping around")
    func cycleBackwards() throws {
        var model = try AppFixture.model()
        model.key(.function(2))
        model.key(.left)
        #expect(Self.open(model)?.preset == .unknownRoute)
        model.key(.backTab)
        #expect(Self.open(model)?.field == .stage)
        model.key(.left)
        #expect(Self.open(model)?.stage == .silent)
    }

    @Test("on Android the composer offers the FCM notification and data messages first; each navigates on a tap")
    func androidPresets() throws {
        var model = try AppFixture.model()
        PlatformToggleTests.toggle(in: &model)
        #expect(model.configuration.platform == .android)
        model.key(.function(2))
        let first = try #require(Self.open(model))
        #expect(first.preset == .fcmNotification)
        #expect(first.payload["message"]?["notification"] != nil)
        #expect(first.payload["message"]?["data"]?["demo"]?.string == #"{"route":"messages"}"#)
        #expect(model.screenText.contains("FCM notification message"), "\(model.screenText)")
        model.key(.enter)
        #expect(model.lastDecision?.outcome == .navigated)
        #expect(model.lastDecision?.steps.contains { $0.check == "FCM message" } == true)

        model.key(.escape)
        model.key(.function(2))
        model.key(.right)
        let data = try #require(Self.open(model))
        #expect(data.preset == .fcmData)
        #expect(data.payload["message"]?["notification"] == nil)
        #expect(model.screenText.contains("FCM data message"))
        model.key(.enter)
        #expect(model.lastDecision?.outcome == .navigated)
        #expect(model.lastDecision?.steps.contains { $0.check == "delivery" } == true)

        // Back on iOS, no FCM preset is offered.
        PlatformToggleTests.toggle(in: &model)
        model.key(.function(2))
        #expect(Self.open(model)?.preset == .documented)
        model.key(.left)
        #expect(Self.open(model)?.preset == .unknownRoute)
    }

    @Test("on Android, F6's notification row denies POST_NOTIFICATIONS: the FCM notification is then not shown")
    func notificationsDenied() throws {
        var model = try AppFixture.model(size: .large)
        PlatformToggleTests.toggle(in: &model)
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.android).count + 3)
        #expect(model.screenText.contains("[✓] Notifications allowed (POST_NOTIFICATIONS, Android 13+)"), "\(model.screenText)")
        model.key(.enter)
        #expect(model.configuration.android.notificationPermission == .denied)
        #expect(model.notice?.hasPrefix("Notifications denied") == true)
        #expect(model.screenText.contains("[ ] Notifications allowed"))
        model.key(.escape)
        model.key(.function(2))
        model.key(.enter)
        #expect(model.lastDecision?.outcome == .notOpened)
        #expect(model.lastDecision?.codes == ["post-notifications-denied"])
        // On iOS the row is not there, and the rows below keep their places.
        PlatformToggleTests.toggle(in: &model)
        model.key(.function(6))
        #expect(!model.screenText.contains("Notifications allowed"))
    }
}
