import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A link copied out of an email often brings a sentence's full stop, a mail program's angle
/// brackets or quotes with it. The app reads them as part of the link; LinkLab names them, and the link
/// without them is the fix, whenever that link works.
@Suite("Copy artefacts")
struct CopyArtefactTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    static let custom = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"

    @Test("a link that fails as copied but works without the artefact gets the hint, and the clean link as the fix", arguments: [
        (ul + ".", CopyArtefact.trailingPunctuation(".")),
        (ul + ",", .trailingPunctuation(",")),
        ("<" + ul + ">", .angleBrackets),
        ("<" + ul + ">.", .trailingPunctuation(".")),
        ("\"" + ul + "\"", .quotes),
        ("“" + ul + "”", .quotes),
        ("'" + custom + "'", .quotes),
        ("<" + custom + ">", .angleBrackets),
    ] as [(String, CopyArtefact)])
    func hint(link: String, artefact: CopyArtefact) throws {
        let d = decide(link)
        #expect(d.outcome != .navigated, "the link is still read as written, as the app would")
        let hint = try #require(d.diagnostic(.copyArtefact), "\(d.codes)")
        #expect(hint.finding == .copyArtefact(artefact))
        #expect(hint.severity == .warning)
        #expect(hint.fix == .link(link.contains(Self.custom) ? Self.custom : Self.ul))
        #expect(decide(try #require(hint.fix).text).outcome == .navigated, "the fix works")
    }

    @Test("no hint for a link that works, or one that would not work without the artefact either", arguments: [
        ul, custom, "https://demo.q2.com/experimental/uux.aspx#/rewards.", "<q2mob://open?targetPage=%23%2Frewards>", "not a link.",
    ])
    func noHint(link: String) {
        #expect(!decide(link).has(.copyArtefact))
    }

    @Test("the hint's words name what was copied")
    func words() {
        #expect(decide(Self.ul + ".").diagnostic(.copyArtefact)?.message.hasPrefix("The link ends in") == true)
        #expect(decide("<" + Self.ul + ">").diagnostic(.copyArtefact)?.message.contains("< >") == true)
        #expect(decide("\"" + Self.ul + "\"").diagnostic(.copyArtefact)?.message.contains("quotes") == true)
    }
}

/// "no #/route part after uux.aspx" is said only of a link that has uux.aspx.
@Suite("Missing route wording")
struct MissingRouteWordingTests {
    @Test("a link without the page name is not told its route is missing after that page", arguments: [
        ("https://demo.q2.com/messages", false),
        ("https://demo.q2.com/experimental/uux.aspx", true),
        ("https://demo.q2.com/experimental/uux.aspx#messages", true),
    ])
    func afterPageOnlyWhenThere(link: String, hasPage: Bool) throws {
        let d = decide(link)
        let message = try #require(d.diagnostic(.missingRouteFragment)?.message, "\(d.codes)")
        #expect(message.contains("after uux.aspx") == hasPage, "\(message)")
    }
}
