import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// One key table drives the dispatch; every required key does its job.
@Suite("Key table")
struct KeyTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var key: Key
        var context: KeyContext
        var action: AppAction
        var testDescription: String { "\(key) in \(context) → \(action)" }
    }

    static let required: [Row] = [
        Row(key: .enter, context: .main, action: .openLink),
        Row(key: .function(1), context: .main, action: .showHelp),
        Row(key: .function(2), context: .main, action: .showPushComposer),
        Row(key: .function(3), context: .main, action: .signInOrOut),
        Row(key: .function(4), context: .main, action: .backOrCancelSignIn),
        Row(key: .function(5), context: .main, action: .showLinkLibrary),
        Row(key: .function(10), context: .main, action: .quit),
        Row(key: .control("c"), context: .main, action: .quit),
        Row(key: .pageUp, context: .main, action: .scrollUp),
        Row(key: .pageDown, context: .main, action: .scrollDown),
        Row(key: .escape, context: .main, action: .clearInput),
        Row(key: .escape, context: .overlay, action: .closeOverlay),
        Row(key: .function(10), context: .overlay, action: .quit),
        Row(key: .control("c"), context: .overlay, action: .quit),
        Row(key: .function(1), context: .overlay, action: .showHelp),
    ]

    @Test("every required key maps to its action", arguments: required)
    func requiredKey(row: Row) {
        #expect(KeyTable.action(for: row.key, in: row.context) == row.action)
    }

    @Test("F10 and Ctrl-C quit from the main screen and from a window", arguments: [Key.function(10), .control("c")])
    func quit(key: Key) throws {
        var model = try AppFixture.model()
        #expect(model.key(key) == [.quit])
        model.key(.function(5))
        #expect(model.key(key) == [.quit])
    }

    @Test("Enter opens the link in the input line and records the decision")
    func enterOpens() throws {
        var model = try AppFixture.model()
        model.send(.paste("q2mob://open?targetPage=%23%2Fmessages"))
        let effects = model.key(.enter)
        #expect(model.state.currentScreen == "messages")
        #expect(model.input.isEmpty)
        // A pasted link is kept in the history between runs: the host saves it.
        #expect(effects == [.record(model.state.history), .saveHistory(["q2mob://open?targetPage=%23%2Fmessages"])])
    }

    @Test("F1, F2 and F5 open help, the push composer and the link library")
    func windowKeys() throws {
        var model = try AppFixture.model()
        model.key(.function(1))
        #expect(model.overlay == .help)
        model.key(.escape)
        model.key(.function(2))
        #expect(model.overlay == .pushComposer(PushComposer(configuration: model.configuration)))
        model.key(.escape)
        model.key(.function(5))
        #expect(model.overlay == .linkLibrary(selected: 0))
    }

    @Test("PgUp scrolls the decisions pane back a page and PgDn forward, never past the newest")
    func scrolling() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.open("q2mob://open?targetPage=#/transfer")
        let start = model.scrollBack
        model.key(.pageUp)
        #expect(model.scrollBack == start + model.pageSize)
        #expect(model.frame.row(1).contains("PgDn: more"))
        model.key(.pageDown, times: 5)
        #expect(model.scrollBack == 0)
        #expect(model.frame.row(1).contains("PgUp: older"))
    }
}
