import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Panes never draw outside their rectangles: every part of the screen draws through a clip,
/// and the clip counts each write it had to refuse. Every screen the golden tests cover, and a generated
/// set of long links, rendered at three sizes, must need no refusal at all.
@Suite("Panes stay inside their rectangles")
struct PaneBoundsTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 100, height: 30), TerminalSize(width: 200, height: 60)]

    /// One screen the golden tests cover: a name and how a person gets there.
    struct Screen: Sendable, CustomStringConvertible {
        var name: String
        var walkthroughs: [String] = []
        var reach: @Sendable (inout AppModel) -> Void
        var description: String { name }
    }

    static let screens: [Screen] = [
        Screen(name: "landing") { _ in },
        Screen(name: "messages") { $0.open("q2mob://open?targetPage=%23%2Fmessages") },
        Screen(name: "unencoded target page") { $0.open("q2mob://open?targetPage=#/transfer") },
        Screen(name: "signed out, pending") {
            $0.key(.function(3))
            $0.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        },
        Screen(name: "sign-in replay") {
            $0.key(.function(3))
            $0.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
            $0.key(.function(3))
        },
        Screen(name: "module link") { $0.open("q2mob://com.q2.mobile.module.demo/path") },
        Screen(name: "native transfer") { $0.open("q2mob://open?targetPage=%23%2Ftransfer") },
        Screen(name: "the issue's link, signed out") {
            $0.key(.function(3))
            $0.open("q2mob://open?targetPage=%23%2Fsettings%2Fprofile")
        },
        Screen(name: "walkthrough in progress", walkthroughs: ["deferred-replay.json"]) {
            $0.key(.function(7))
            $0.key(.enter)
            $0.key(.enter)
        },
        Screen(name: "help") { $0.key(.function(1)) },
        Screen(name: "push composer") { $0.key(.function(2)) },
        Screen(name: "push composer, foreground") {
            $0.key(.function(2))
            $0.key(.tab, times: 3)
            $0.key(.right)
        },
        Screen(name: "link library") {
            $0.key(.function(5))
            $0.key(.down, times: 6)
        },
        Screen(name: "settings, entitlement missing") {
            $0.key(.function(6))
            $0.key(.down)
            $0.key(.enter)
        },
        Screen(name: "walkthroughs", walkthroughs: ["deferred-replay.json", "app-not-installed.json"]) {
            $0.key(.function(7))
            $0.key(.down, times: 1)
        },
        Screen(name: "variants") {
            $0.send(.text("q2mob://open?targetPage=%23%2Fmessages"))
            $0.key(.control("v"))
        },
        Screen(name: "quiz cause", walkthroughs: ["quiz-links.json"]) {
            $0.key(.control("t"))
            $0.key(.enter)
            $0.key(.enter)
            $0.key(.down, times: 3)
            $0.key(.enter)
        },
        Screen(name: "message log") {
            $0.open("q2mob://open?targetPage=%23%2Fmessages")
            $0.key(.function(12))
        },
        Screen(name: "not installed") {
            $0.key(.function(6))
            $0.key(.down, times: 8)
            $0.key(.enter)
            $0.key(.escape)
            $0.open("https://demo.q2.com/experimental/uux.aspx#/messages")
        },
        // The browser the phone draws, with and without its banner, on iOS and Android.
        Screen(name: "Safari with the Smart App Banner") {
            BrowserPhoneTests.giveBanner(&$0)
            $0.open(BrowserPhoneTests.tracker)
        },
        Screen(name: "Safari, chose Safari once") {
            BrowserPhoneTests.giveBanner(&$0)
            $0.session.setBrowserRemembered("demo.q2.com", true)
            $0.open(BrowserPhoneTests.profile)
        },
        Screen(name: "Safari, VIEW: not installed") {
            BrowserPhoneTests.giveBanner(&$0)
            $0.key(.function(6)); $0.key(.down, times: Prerequisite.of(.ios).count); $0.key(.enter); $0.key(.escape)
            $0.open(BrowserPhoneTests.profile)
        },
        Screen(name: "Safari without a banner, a long link") {
            $0.key(.control("\\"), times: 3)
            $0.open(BrowserPhoneTests.profile + "?utm_source=" + String(repeating: "newsletter", count: 20))
        },
        Screen(name: "Chrome") {
            $0.key(.function(6)); $0.key(.down, times: Prerequisite.of(.ios).count + 2); $0.key(.enter); $0.key(.escape)
            $0.open(BrowserPhoneTests.tracker)
        },
        Screen(name: "F6, the customer chose Safari") {
            $0.key(.function(6)); $0.key(.down, times: Prerequisite.of(.ios).count + 3); $0.key(.enter)
        },
    ]

    @Test("every covered screen, at 80×24, 100×30 and 200×60, writes only inside its panes", arguments: screens)
    func coveredScreens(screen: Screen) throws {
        for size in Self.sizes {
            var model = try AppFixture.model(size: size, walkthroughs: screen.walkthroughs.map(AppFixture.walkthrough))
            screen.reach(&model)
            let frame = model.frame
            #expect(frame.writesOutsideClip == 0, "\(screen.name) at \(size):\n\(frame.plainText())")
        }
    }

    /// Long links made of the parts real links have, in a fixed pseudo-random order so a failure repeats.
    static func longLinks(count: Int) -> [String] {
        let starts = ["q2mob://open?targetPage=", "https://demo.q2.com/experimental/uux.aspx#/", "https://demo.q2.com/", "q2mob://com.q2.mobile.module.demo/", "otherapp://x?"]
        let parts = ["%23%2F", "settings", "%2F", "profile", "/", "messages", "&utm_source=newsletter", "?", "=", "#", "%2523",
                     "transactions", "activityCenter", "a", "é", "漢字", "-", "_", ".", "%0A", " ", "x" + String(repeating: "y", count: 40)]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            var link = starts[next(starts.count)]
            let length = 60 + next(260)
            while link.count < length { link += parts[next(parts.count)] }
            return link
        }
    }

    @Test("generated long links, signed in and out, at every size, stay inside the decisions pane")
    func longLinksStayInside() throws {
        for link in Self.longLinks(count: 40) {
            for size in Self.sizes {
                for signedIn in [true, false] {
                    var model = try AppFixture.model(signedIn: signedIn, size: size)
                    model.open(link)
                    let frame = model.frame
                    #expect(frame.writesOutsideClip == 0, "\(link) at \(size):\n\(frame.plainText())")
                    // And shown whole: the pane's rows, joined where they end in the mark, hold the link.
                    let shown = Self.paneText(frame, pane: Layout(width: size.width, height: size.height).decisions)
                    #expect(shown.contains(DisplayText.sanitize(link, limit: 4000).filter { $0 != " " }), "\(link) at \(size):\n\(frame.plainText())")
                }
            }
        }
    }

    /// The text inside a pane's border, rows joined where they end in the continuation mark, spaces dropped.
    static func paneText(_ frame: Frame, pane: Rect) -> String {
        (pane.y..<pane.maxY).map { y in
            var row = ""
            for x in (pane.x + 2)..<(pane.maxX - 2) where !frame[x, y].isContinuation { row += frame[x, y].text }
            return row.filter { $0 != " " }
        }.joined(separator: "\n").replacingOccurrences(of: DecisionLines.continuation + "\n", with: "")
    }

    @Test("the issue's link, signed out at 80×24, leaves the phone's Sign in title and its border whole")
    func phoneKeepsItsTitle() throws {
        var before = try AppFixture.model(signedIn: false)
        var after = before
        before.key(.function(9)) // nothing: the same phone, no link yet
        after.open("q2mob://open?targetPage=%23%2Fsettings%2Fprofile")
        let frame = after.frame
        let phone = Layout(width: 80, height: 24).phone
        #expect(frame.writesOutsideClip == 0)
        #expect(frame.plainText().contains("Sign in"))
        for y in phone.y..<phone.maxY {
            #expect(frame[phone.maxX - 1, y].text == (y == phone.y ? "┐" : y == phone.maxY - 1 ? "┘" : "│"), "row \(y)")
        }
    }

    @Test("a long link is shown whole in rows that fit, each continued row marked; F11 copies it whole")
    func longLinkWholeAndCopied() throws {
        for link in Self.longLinks(count: 40) {
            for width in [20, 41, 75, 150] {
                let rows = DecisionLines.linkRows(link, width: width)
                for row in rows { #expect(CharacterWidth.of(row) <= width, "\(row)") }
                for row in rows.dropLast() { #expect(row.hasSuffix(DecisionLines.continuation)) }
                #expect(rows.last?.hasSuffix(DecisionLines.continuation) == false)
                #expect(rows.map { $0.hasSuffix(DecisionLines.continuation) ? String($0.dropLast()) : $0 }.joined() == link)
                // A percent escape is never split across rows.
                for row in rows.dropLast() {
                    let body = row.dropLast()
                    #expect(!body.hasSuffix("%") && !(body.dropLast().last == "%"), "\(row)")
                }
            }
        }
        // Longer than the core's 300-character echo too: shown whole, and copied whole.
        for repeats in [12, 60] {
            var model = try AppFixture.model()
            let link = "https://demo.q2.com/experimental/uux.aspx#/settings/profile?utm_source=newsletter&utm_campaign=" + String(repeating: "spring", count: repeats)
            model.open(link)
            #expect(model.key(.function(11)).contains(.copyToClipboard(link)))
            var whole = ""
            for offset in stride(from: 0, through: 60, by: 1) {
                var scrolled = model
                scrolled.scrollBack = offset
                whole = Self.paneText(scrolled.frame, pane: Layout(width: 80, height: 24).decisions)
                if whole.contains(link) { break }
            }
            #expect(whole.contains(link), "\(link.count) characters")
        }
    }
}
