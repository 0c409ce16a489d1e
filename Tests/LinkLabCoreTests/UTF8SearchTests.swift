import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `firstByteOffset(of:)` reads both strings where they lie. It finds what a plain search of
/// their bytes finds.
@Suite("Byte search in place")
struct UTF8SearchTests {
    /// The first offset of `needle`'s bytes in `haystack`'s, searched the plainest way.
    static func reference(_ needle: String, in haystack: String) -> Int? {
        let h = Array(haystack.utf8), n = Array(needle.utf8)
        guard !n.isEmpty else { return 0 }
        guard h.count >= n.count else { return nil }
        return (0...(h.count - n.count)).first { Array(h[$0..<($0 + n.count)]) == n }
    }

    @Test("documented cases: an empty needle, one longer than the text, at the start, at the end, not there")
    func cases() {
        #expect("q2mob://x".firstByteOffset(of: "") == 0)
        #expect("ab".firstByteOffset(of: "abc") == nil)
        #expect("://x".firstByteOffset(of: "://") == 0)
        #expect("https://a".firstByteOffset(of: "://") == 5)
        #expect("é://".firstByteOffset(of: "://") == 2)
        #expect("a:/b".firstByteOffset(of: "://") == nil)
        #expect("".firstByteOffset(of: "x") == nil)
    }

    static let piece = Gen<String?>.element(of: [":", "/", "://", "a", "é", "e\u{301}", "日", "%", ""] as [String]).map { $0! }
    static let text = piece.array(of: 0...8).map { $0.joined() }

    @Test("generated texts: the offset a plain search of the bytes finds")
    func generated() async {
        await propertyCheck(count: 2000, input: Self.text, Self.text) { haystack, needle in
            #expect(haystack.firstByteOffset(of: needle) == Self.reference(needle, in: haystack),
                    "\(haystack.debugDescription) / \(needle.debugDescription)")
        }
    }
}
