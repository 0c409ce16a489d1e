@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording
/// Characters nobody can see or that drive a terminal, judged from Unicode's own properties and not
/// from LinkLab's list, so the harness does not share a blind spot with the code it checks: controls
/// (Cc), format characters (Cf: bidi controls, zero-width characters, tags), line and paragraph
/// separators, every Default_Ignorable_Code_Point (soft hyphen, U+034F, U+180E, variation selectors,
/// Hangul fillers) and the interlinear annotation characters U+FFF9–U+FFFB.
enum HiddenCharacter {
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value < 0x20 || value == 0x7F }
        if (0xFFF9...0xFFFB).contains(value) { return true }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Unsafe by LinkLab's own definition or hidden by Unicode's.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        DisplayText.isUnsafe(scalar) || isHidden(scalar)
    }

    /// The first unsafe scalar in `text`, if any.
    static func firstUnsafe(in text: String) -> Unicode.Scalar? {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return nil }
        return text.unicodeScalars.first(where: isUnsafe)
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
}
