@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording
/// JSON read by the harness itself, to RFC 8259's grammar and nothing more, keeping every member as
/// written (duplicates included). It is deliberately generous where the RFC lets a reader choose (a
/// byte-order mark, lone surrogate escapes, any depth the stack allows), so that when it refuses a
/// document, no strict reader may accept it.
enum WrittenJSON {
    indirect enum Value {
        case object([(key: [UInt8], value: Value)])
        case array([Value])
        case string([UInt8])
        case number
        case bool(Bool)
        case null

        /// Every member under `key` (all of them, when it is written twice).
        func members(_ key: String) -> [Value] {
            guard case .object(let members) = self else { return [] }
            let wanted = Array(key.utf8)
            return members.filter { $0.key == wanted }.map(\.value)
        }

        /// The one member under `key`, or nil when it is missing or written more than once.
        func only(_ key: String) -> Value? {
            let found = members(key)
            return found.count == 1 ? found[0] : nil
        }

        var text: String? {
            if case .string(let bytes) = self { return String(decoding: bytes, as: UTF8.self) }
            return nil
        }
    }

    /// What the harness makes of a document.
    enum Reading {
        case strict(Value, duplicateKey: String?)
        case notStrict(String)
        /// Nested deeper than the harness reads; no verdict.
        case tooDeep
    }

    static let maximumDepth = 600

    /// The reason of a refusal without its position, to tell kinds of breach apart.
    static func kind(_ why: String) -> String {
        why.range(of: " at byte ").map { String(why[..<$0.lowerBound]) } ?? why
    }

    static func read(_ bytes: [UInt8]) -> Reading {
        guard String(validating: bytes, as: UTF8.self) != nil else { return .notStrict("the bytes are not UTF-8") }
        var reader = Reader(bytes: bytes)
        do throws(Reader.Failure) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
            reader.whitespace()
            let value = try reader.value(depth: 0)
            reader.whitespace()
            if reader.offset != bytes.count { throw Reader.Failure.syntax("text after the value at byte \(reader.offset)") }
            return .strict(value, duplicateKey: reader.duplicate)
        } catch {
            switch error {
            case .tooDeep: return .tooDeep
            case .syntax(let why): return .notStrict(why)
            }
        }
    }

    struct Reader {
        enum Failure: Error { case syntax(String), tooDeep }

        let bytes: [UInt8]
        var offset = 0
        var duplicate: String?

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func whitespace() {
            while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { offset += 1 }
        }

        func fail(_ what: String) -> Failure { .syntax("\(what) at byte \(offset)") }

        mutating func value(depth: Int) throws(Failure) -> Value {
            guard depth < WrittenJSON.maximumDepth else { throw .tooDeep }
            guard let c = current else { throw fail("no value") }
            switch c {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(); return .number
            default: throw fail("no value")
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            let expected = Array(word.utf8)
            guard bytes[offset...].starts(with: expected) else { throw fail("not \(word)") }
            offset += expected.count
        }

        mutating func digits() throws(Failure) {
            guard let c = current, c >= 0x30, c <= 0x39 else { throw fail("a digit expected") }
            while let c = current, c >= 0x30, c <= 0x39 { offset += 1 }
        }

        mutating func number() throws(Failure) {
            if current == UInt8(ascii: "-") { offset += 1 }
            if current == UInt8(ascii: "0") {
                offset += 1
            } else {
                try digits()
            }
            if current == UInt8(ascii: ".") {
                offset += 1
                try digits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                try digits()
            }
        }

        mutating func string() throws(Failure) -> [UInt8] {
            offset += 1
            var out: [UInt8] = []
            while true {
                guard let c = current else { throw fail("an unterminated string") }
                offset += 1
                switch c {
                case UInt8(ascii: "\""):
                    return out
                case UInt8(ascii: "\\"):
                    guard let e = current else { throw fail("an unterminated escape") }
                    offset += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var unit = try hex4()
                        if (0xD800...0xDBFF).contains(unit), bytes[offset...].starts(with: [0x5C, 0x75]) {
                            let save = offset
                            offset += 2
                            let low = try hex4()
                            if (0xDC00...0xDFFF).contains(low) {
                                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                offset = save
                            }
                        }
                        out += Array(String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8)
                    default:
                        throw fail("an unknown escape")
                    }
                default:
                    if c < 0x20 { throw fail("a raw control character in a string") }
                    out.append(c)
                }
            }
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let c = current else { throw fail("a short \\u escape") }
                let digit: UInt32
                switch c {
                case 0x30...0x39: digit = UInt32(c - 0x30)
                case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
                default: throw fail("a bad \\u escape")
                }
                unit = unit * 16 + digit
                offset += 1
            }
            return unit
        }

        mutating func array(depth: Int) throws(Failure) -> Value {
            offset += 1
            whitespace()
            var items: [Value] = []
            if current == UInt8(ascii: "]") {
                offset += 1
                return .array(items)
            }
            while true {
                whitespace()
                items.append(try value(depth: depth))
                whitespace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"): offset += 1; return .array(items)
                default: throw fail("neither , nor ] after an item")
                }
            }
        }

        mutating func object(depth: Int) throws(Failure) -> Value {
            offset += 1
            whitespace()
            var members: [(key: [UInt8], value: Value)] = []
            var keys = Set<[UInt8]>()
            if current == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                whitespace()
                guard current == UInt8(ascii: "\"") else { throw fail("no key") }
                let key = try string()
                if !keys.insert(key).inserted, duplicate == nil { duplicate = String(decoding: key, as: UTF8.self) }
                whitespace()
                guard current == UInt8(ascii: ":") else { throw fail("no : after a key") }
                offset += 1
                whitespace()
                members.append((key, try value(depth: depth)))
                whitespace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"): offset += 1; return .object(members)
                default: throw fail("neither , nor } after a member")
                }
            }
        }
    }
}
