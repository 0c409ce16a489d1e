#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `applinks.substitutionVariables` and Apple's predefined variables: `$(alpha)`, `$(upper)`, `$(lower)`,
/// `$(alnum)`, `$(digit)`, `$(xdigit)`, `$(region)` (ISO 3166-1 region codes) and `$(lang)` (ISO 639-1
/// language codes). A name the file defines itself takes the file's values.
package struct SubstitutionVariables: Sendable {
    let custom: [String: [String]]
    /// Each custom name lowercased, with the name it stands for: read once, so that a `$(NAME)` in a
    /// pattern that ignores case is one lookup, not a walk over every name.
    private let lowered: [String: String]
    /// How many Unicode scalars a name can be written with, when every name is ASCII (an ASCII name is
    /// equal only to text of its own length); nil otherwise.
    private let nameLengths: Set<Int>?
    /// The longest a name can be written (in its fully decomposed form, the longest of its equals).
    private let longestName: Int

    static let predefinedOnly = SubstitutionVariables(custom: [:])

    package init(custom: [String: [String]]) {
        self.custom = custom
        var lowered: [String: String] = [:]
        // Two names that differ only in case: the one already in lowercase wins (it is found first,
        // as written), then the first in sorted order, so that every run reads the file the same way.
        for key in custom.keys.sorted() {
            let low = key.lowercased()
            if low == key || lowered[low] == nil { lowered[low] = key }
        }
        self.lowered = lowered
        let names = Array(custom.keys) + Array(lowered.keys) + Self.predefinedNames
        let ascii = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        nameLengths = ascii ? Set(names.map(\.unicodeScalars.count)) : nil
        // An ASCII name is its own decomposed form. Another name's canonical decomposition has at most four
        // scalars for each of its own (Unicode's longest canonical decomposition, U+1F82 and its kin): a bound,
        // not the exact length, is all `mayName` needs.
        longestName = names.map { ascii ? $0.utf8.count : $0.unicodeScalars.count * 4 }.max() ?? 0
    }

    /// Whether a name written with `count` Unicode scalars can name a variable: no `$(…)` longer than
    /// every name is ever looked up, so a pattern of many `$(` is read in one pass.
    func mayName(scalarCount count: Int) -> Bool {
        count <= longestName && (nameLengths?.contains(count) ?? true)
    }

    /// The variable `$(name)` stands for, named so that two patterns that use it share one matcher, with
    /// its values lowercased when matching ignores case; nil when no variable has that name.
    func resolve(_ name: String, caseSensitive: Bool) -> (key: String, values: [String])? {
        // Patterns are lowercased before they are read when matching ignores case, so look the name up both ways.
        let key: String? = custom[name] != nil ? name : (caseSensitive ? nil : lowered[name])
        let found: (key: String, values: [String])
        if let key, let values = custom[key] {
            found = ("custom:" + key, values)
        } else if let values = Self.predefined(name) {
            found = ("predefined:" + name, values)
        } else {
            return nil
        }
        return caseSensitive ? found : (found.key, found.values.map { $0.lowercased() })
    }

    /// The values of `$(name)`, lowercased when matching ignores case; nil when no variable has that name.
    func values(named name: String, caseSensitive: Bool) -> [String]? {
        resolve(name, caseSensitive: caseSensitive)?.values
    }

    /// The names Apple predefines.
    static let predefinedNames = ["alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang"]

    /// A predefined variable's values; nil for a name Apple does not predefine. Each list is built the
    /// first time a pattern uses it, not when a file is read (most files use none).
    static func predefined(_ name: String) -> [String]? {
        switch name {
        case "alpha": Letters.upper + Letters.lower
        case "upper": Letters.upper
        case "lower": Letters.lower
        case "alnum": Letters.upper + Letters.lower + Letters.digit
        case "digit": Letters.digit
        case "xdigit": Letters.digit + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"]
        case "region": ISOCodes.regions
        case "lang": ISOCodes.languages
        default: nil
        }
    }

    /// The one-character values of the letter and digit variables.
    private enum Letters {
        static let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        static let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        static let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { String(UnicodeScalar($0)) }
    }
}
