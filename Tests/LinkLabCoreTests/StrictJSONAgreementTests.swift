import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Property tests of `StrictJSON` against `JSONSerialization` on documents both accept: on
/// generated documents, whatever LinkLab's strict parser accepts, Foundation's accepts too, and both read
/// the same values. LinkLab may refuse more (duplicate keys, for one), never less.
@Suite("StrictJSON agrees with JSONSerialization")
struct StrictJSONAgreementTests {
    static let scalar = Gen<String?>.element(of: [
        "0", "-1", "12.5", "1e3", "-0.25E-2", "true", "false", "null", #""""#, #""a""#, #""é 日""#,
        #""\n\t\"\\\/""#, #""\u00e9""#, #""\ud83d\ude00""#, "01", "1.", ".5", "+1", "tru", #""\x""#, "NaN",
    ] as [String]).map { $0! }

    static let key = Gen<String?>.element(of: [#""a""#, #""b""#, #""a b""#, #""é""#, #""a""#] as [String]).map { $0! }
    static let glue = Gen<String?>.element(of: [",", ",", ",", ", ", ",,", ""] as [String]).map { $0! }
    static let colon = Gen<String?>.element(of: [":", ":", " : ", ""] as [String]).map { $0! }
    static let array = zip(scalar.array(of: 0...4), glue).map { items, g in "[" + items.joined(separator: g) + "]" }
    static let member = zip(key, colon, scalar).map { $0.0 + $0.1 + $0.2 }
    static let object = zip(member.array(of: 0...3), glue).map { members, g in "{" + members.joined(separator: g) + "}" }
    static let shape = Gen<Int?>.element(of: [0, 1, 2] as [Int]).map { $0! }
    /// A document of up to three levels, with a mistake now and then (a trailing comma, a missing colon).
    static let document = zip(shape, scalar, array, object, key).map { t -> String in
        switch t.0 {
        case 0: t.1
        case 1: "{" + t.4 + ":" + t.2 + "," + #""o":"# + t.3 + "}"
        default: "[" + t.3 + "," + t.2 + "]"
        }
    }

    static func same(_ value: JSONValue, _ foundation: Any) -> Bool {
        switch value {
        case .null: return foundation is NSNull
        case .bool(let b): return (foundation as? NSNumber)?.boolValue == b
        case .number(let d): return (foundation as? NSNumber)?.doubleValue == d
        case .string(let s): return (foundation as? String) == s
        case .array(let items):
            guard let other = foundation as? [Any], other.count == items.count else { return false }
            return zip(items, other).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let other = foundation as? [String: Any], other.count == members.count else { return false }
            return members.allSatisfy { m in other[m.key].map { same(m.value, $0) } ?? false }
        }
    }

    @Test("what StrictJSON accepts, JSONSerialization accepts, with the same values")
    func agree() async {
        await propertyCheck(count: 3000, input: Self.document) { text in
            guard let strict = try? StrictJSON.parse(utf8: Array(text.utf8)) else { return }
            let foundation = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            guard let foundation else {
                Issue.record("StrictJSON accepts what JSONSerialization refuses: \(text)")
                return
            }
            #expect(Self.same(strict, foundation), "\(text)")
        }
    }

    /// Counts from inside the property's closure.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var accepted = 0, refused = 0
        func add(_ ok: Bool) { lock.lock(); if ok { accepted += 1 } else { refused += 1 }; lock.unlock() }
    }

    @Test("the generator reaches both sides: documents both accept, and documents StrictJSON refuses")
    func generatorReachesBoth() async {
        let tally = Tally()
        await propertyCheck(count: 1000, input: Self.document) { text in
            tally.add((try? StrictJSON.parse(utf8: Array(text.utf8))) != nil)
        }
        #expect(tally.accepted > 50 && tally.refused > 50, "\(tally.accepted) accepted, \(tally.refused) refused")
    }
}
