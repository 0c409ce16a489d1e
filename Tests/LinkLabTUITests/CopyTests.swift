import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// F11 copies the corrected link (else the last link) with OSC 52.
@Suite("Copy with OSC 52")
struct CopyTests {
    @Test("the OSC 52 sequence is ESC ] 52 ; c ; base64 BEL", arguments: [
        ("", "\u{1B}]52;c;\u{07}"),
        ("f", "\u{1B}]52;c;Zg==\u{07}"),
        ("fo", "\u{1B}]52;c;Zm8=\u{07}"),
        ("foo", "\u{1B}]52;c;Zm9v\u{07}"),
        ("foobar", "\u{1B}]52;c;Zm9vYmFy\u{07}"),
        ("q2mob://open?targetPage=%23%2Fmessages", "\u{1B}]52;c;cTJtb2I6Ly9vcGVuP3RhcmdldFBhZ2U9JTIzJTJGbWVzc2FnZXM=\u{07}"),
        ("é", "\u{1B}]52;c;w6k=\u{07}"),
    ])
    func sequence(text: String, expected: String) {
        #expect(ClipboardSequence.copy(text) == expected)
    }

    @Test("F11 after a broken link copies the corrected link and says so")
    func copiesCorrectedLink() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=#/transfer")
        let effects = model.key(.function(11))
        #expect(effects == [.copyToClipboard("q2mob://open?targetPage=%23%2Ftransfer")])
        #expect(model.notice == "Sent the corrected link as OSC 52: copied if the terminal allows it.")
    }

    @Test("F11 after a good link copies that link")
    func copiesLastLink() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(model.key(.function(11)) == [.copyToClipboard("q2mob://open?targetPage=%23%2Fmessages")])
        #expect(model.notice == "Sent the link as OSC 52: copied if the terminal allows it.")
    }

    @Test("F11 with nothing opened copies nothing and says why")
    func nothingToCopy() throws {
        var model = try AppFixture.model()
        #expect(model.key(.function(11)).isEmpty)
        #expect(model.notice == "Nothing to copy yet: open a link first.")
    }

    @Test("a Universal Link shows whole at 80×24, inside the decisions pane, its rows joined by ↵; F11 copies it whole")
    func linkWhole() throws {
        var model = try AppFixture.model()
        let link = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
        model.open(link)
        let frame = model.frame
        let pane = Layout(width: 80, height: 24).decisions
        let rows = (pane.y..<pane.maxY).map { y in
            var row = ""
            for x in (pane.x + 2)..<(pane.maxX - 2) where !frame[x, y].isContinuation { row += frame[x, y].text }
            return row.trimmingCharacters(in: .whitespaces)
        }
        #expect(rows.joined(separator: "\n").replacingOccurrences(of: "↵\n", with: "").contains(link), "\(frame.plainText())")
        #expect(frame.plainText().contains("https://demo.q2.com/experimental/↵"), "cut after a /, where the link's own parts meet")
        #expect(model.key(.function(11)).contains(.copyToClipboard(link)))
    }
}

/// Status messages fit at 80×24; the message log keeps them all, with their time.
@Suite("Message log")
struct MessageLogTests {
    @Test("every notice is logged with the time the host gave, and F12 lists them")
    func logsEveryNotice() throws {
        var model = try AppFixture.model()
        model.clock = 3_600 * 9 + 60 * 41 + 7
        model.key(.enter)
        model.clock += 1
        model.key(.function(11))
        #expect(model.messageLog.map(\.text) == ["Type or paste a link first. F5 lists examples.", "Nothing to copy yet: open a link first."])
        #expect(model.messageLog.first?.clockText == "09:41:07")
        model.key(.function(12))
        #expect(model.overlay == .messageLog)
        let text = model.screenText
        #expect(text.contains("09:41:07  Type or paste a link first. F5 lists examples."))
        #expect(text.contains("09:41:08  Nothing to copy yet: open a link first."))
        model.key(.escape)
        #expect(model.overlay == nil)
    }

    @Test("the replay's notice fits the status line at 80×24")
    func replayNoticeFits() throws {
        var model = try AppFixture.model(signedIn: false)
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        model.finishAnimation()
        model.key(.function(3))
        model.advanceAnimation(now: 0)
        model.advanceAnimation(now: 0.3)
        #expect(model.liveFrame.row(21).contains("Landing page reached; replaying #/settings/profile…"), "\(model.liveFrame.row(21))")
    }
}
