import Testing
@testable import LinkLabFrames

/// The width table is generated (scripts/generate-east-asian-width.py) from the Unicode
/// version Swift's own `Character` properties use, and says which.
@Suite("East Asian width table")
struct EastAsianWidthTableTests {
    /// The newest Unicode version any scalar's age names: the version of Swift's Unicode data.
    static let swiftUnicodeVersion: (Int, Int) = {
        var newest = (0, 0)
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            if let scalar = Unicode.Scalar(value), let age = scalar.properties.age, (age.major, age.minor) > newest {
                newest = (age.major, age.minor)
            }
            value += 1
        }
        return newest
    }()

    @Test("the table is generated from the Unicode version Swift uses; if not, run the script again")
    func version() {
        #expect(EastAsianWide.unicodeVersion == Self.swiftUnicodeVersion,
                "regenerate: pip install 'unicodedata2==\(Self.swiftUnicodeVersion.0).*' && python3 scripts/generate-east-asian-width.py")
    }

    @Test("the ranges are sorted, disjoint and not adjacent (so the binary search is right)")
    func sorted() {
        for (a, b) in zip(EastAsianWide.ranges, EastAsianWide.ranges.dropFirst()) {
            #expect(a.upperBound + 1 < b.lowerBound, "\(a) \(b)")
        }
    }

    @Test("wide and fullwidth code points are two columns; ambiguous ones are one", arguments: [
        (UInt32(0x4E00), true), (0x3000, true), (0xFF21, true), (0x1F600, true), (0x20000, true), (0xAC00, true),
        (0x2630, true), // ☰ trigram: wide since Unicode 16
        (0x00A7, false), (0x2460, false), (0x25A0, false), (0x0041, false), (0x2500, false), (0x2E9A, false), // § ① ■ A ─ unassigned
    ])
    func table(value: UInt32, wide: Bool) {
        #expect(EastAsianWide.contains(value) == wide, "U+\(String(value, radix: 16, uppercase: true))")
    }
}
