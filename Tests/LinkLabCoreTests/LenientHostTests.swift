import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A link whose host holds a character no host may hold is unreadable, in linklab as in the tests: only a
/// process with ICU's IDNA loaded (the whole of Foundation, linked dynamically, as here) has Foundation's
/// lenient parse refuse it; FoundationEssentials alone, and a static runtime, would percent-encode it.
@Suite("Hosts the lenient reading refuses")
struct LenientHostTests {
    static let forbidden = ["x y", "x\"y", "x<y", "x>y", "x{y", "x}y", "x|y", "x^y", "x`y", "x\\y", "x%y", "x\ty", "ü ü", "u@x y"]
    static let allowed = ["x%20y", "x'y", "x!y", "x*y", "x(y", "x~y", "x_y", "x=y", "x;y", "x,y", "x$y", "x&y", "x+y", "é", "u@x"]

    @Test("a forbidden character in the host: refused before Foundation is asked", arguments: forbidden)
    func refused(host: String) {
        for scheme in ["https", "partnerbank"] {
            let link = "\(scheme)://\(host)/p q"
            #expect(LinkParts.hostHasForbiddenCharacter(link), "\(link)")
            #expect(LinkParts.read(link) == nil, "\(link)")
        }
    }

    @Test("every host this table refuses, Foundation with ICU refuses too; every one it lets through, Foundation reads",
          arguments: forbidden + allowed)
    func agreesWithFoundation(host: String) {
        let link = "https://\(host)/p q"
        #expect(LinkParts.hostHasForbiddenCharacter(link) == (URLComponents(string: link) == nil), "\(link)")
    }

    @Test("a link without an authority, or with a plain host, is not judged here", arguments: [
        "q2mob:open", "x y", "https://demo.q2.com/a b", "https://demo.q2.com/?q=a|b#c d",
    ])
    func notJudged(link: String) {
        #expect(!LinkParts.hostHasForbiddenCharacter(link))
    }
}
