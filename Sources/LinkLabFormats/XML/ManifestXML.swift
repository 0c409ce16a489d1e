/// The XML an `AndroidManifest.xml` is written in, read strictly: elements, attributes, comments, CDATA,
/// text and XML's own references (`&amp;`, `&#10;`). `AndroidManifest.problem(in:)` has already refused what a
/// manifest never holds (bytes that are not UTF-8, a NUL, a DTD, a processing instruction after the
/// declaration), so nothing here expands an entity or fetches a thing.
///
/// LinkLab reads this itself rather than with Foundation's `XMLParser`: the parser brought libxml2 and ICU into
/// every start of linklab for this one file (docs/performance.md), crashed on bytes LinkLab now refuses first,
/// and let some broken documents through. Line numbers are those libxml2 gave: an element's is the line of the
/// `>` that ends its tag.
package struct ManifestXML {
    /// One attribute as written: its qualified name and its value, references replaced and white space
    /// normalised as XML requires (a tab or line break in a value reads as a space).
    package struct Attribute: Equatable {
        package var name: String
        package var value: String
    }

    /// What the reader meets, in document order.
    package enum Event {
        case start(name: String, attributes: [Attribute], line: Int)
        case end(name: String, line: Int)
    }

    /// The deepest elements may nest: libxml2's limit, which the manifest reader had before. A manifest
    /// nests six deep at most; a file nested a million deep is refused, not walked.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var at = 0
    private(set) var line = 1
    /// How many elements are open.
    private var depth = 0
    private var sawRoot = false

    /// Reads `bytes` from `start` (past a byte-order mark and the XML declaration), handing each event to
    /// `handle`, which returns false to stop. Throws the first thing that is not XML, with its line; returns
    /// the line the reading ended on.
    package static func read(_ bytes: [UInt8], from start: Int, _ handle: (Event) -> Bool) throws(XMLProblem) -> Int {
        var reader = ManifestXML(bytes: bytes, at: start)
        reader.line = 1 + bytes[..<start].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        try reader.run(handle)
        return reader.line
    }

    private init(bytes: [UInt8], at: Int) {
        self.bytes = bytes
        self.at = at
    }

    /// What is not XML, and the line it was found on.
    package struct XMLProblem: Error, Equatable {
        package var syntax: XMLSyntax
        package var line: Int
    }

    private func fail(_ syntax: XMLSyntax) -> XMLProblem { XMLProblem(syntax: syntax, line: line) }

    // MARK: Reading

    private mutating func run(_ handle: (Event) -> Bool) throws(XMLProblem) {
        while at < bytes.count {
            if bytes[at] == UInt8(ascii: "<") {
                if starts(with: "<!--") { try comment(); continue }
                if starts(with: "<![CDATA[") {
                    guard depth > 0 else { throw fail(.textOutsideRoot) }
                    try skip(past: "]]>", from: at + 9, unterminated: .cdata)
                    continue
                }
                if starts(with: "<!") || starts(with: "<?") { throw fail(.markup) }
                if starts(with: "</") {
                    let (name, endLine) = try endTag()
                    guard depth > 0 else { throw fail(.closesNothing(name)) }
                    depth -= 1
                    if !handle(.end(name: name, line: endLine)) { return }
                    continue
                }
                guard depth > 0 || !sawRoot else { throw fail(.secondRoot) }
                guard depth < Self.maximumDepth else { throw fail(.tooDeep(limit: Self.maximumDepth)) }
                let (name, attributes, empty) = try startTag()
                sawRoot = true
                depth += 1
                if !handle(.start(name: name, attributes: attributes, line: line)) { return }
                if empty {
                    depth -= 1
                    if !handle(.end(name: name, line: line)) { return }
                }
            } else {
                try text()
            }
        }
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for i in 0..<count where bytes[at + i] != buffer[i] { return false }
            return true
        }
    }

    /// Moves to `to`, counting the lines passed.
    private mutating func move(to end: Int) {
        for i in at..<end where bytes[i] == 0x0A { line += 1 }
        at = end
    }

    /// Moves past the first `terminator` at or after `from`, or fails: the file ends inside `what`.
    private mutating func skip(past terminator: StaticString, from: Int, unterminated what: XMLConstruct) throws(XMLProblem) {
        let t = terminator.withUTF8Buffer { Array($0) }
        var i = from
        while i + t.count <= bytes.count {
            if bytes[i] == t[0], Array(bytes[i..<(i + t.count)]) == t {
                move(to: i + t.count)
                return
            }
            i += 1
        }
        move(to: bytes.count)
        throw fail(.unterminated(what))
    }

    /// `<!-- … -->`, which may not hold `--`.
    private mutating func comment() throws(XMLProblem) {
        var i = at + 4
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: "-") {
                move(to: i)
                guard i + 2 < bytes.count, bytes[i + 2] == UInt8(ascii: ">") else { throw fail(.doubleHyphenInComment) }
                move(to: i + 3)
                return
            }
            i += 1
        }
        move(to: bytes.count)
        throw fail(.unterminated(.comment))
    }

    /// Character data up to the next `<`: only white space outside the root element, references checked,
    /// and no `]]>`.
    private mutating func text() throws(XMLProblem) {
        while at < bytes.count, bytes[at] != UInt8(ascii: "<") {
            let b = bytes[at]
            if depth == 0, !Self.isSpace(b) { throw fail(.textOutsideRoot) }
            if b == UInt8(ascii: "&") {
                _ = try reference()
                continue
            }
            if b == UInt8(ascii: "]"), starts(with: "]]>") { throw fail(.cdataEndInText) }
            if b == 0x0A { line += 1 }
            at += 1
        }
    }

    /// `</name S? >`: the name and the line of its `>`.
    private mutating func endTag() throws(XMLProblem) -> (String, Int) {
        move(to: at + 2)
        let name = try self.name()
        skipSpace()
        guard at < bytes.count else { throw fail(.unterminated(.tag)) }
        guard bytes[at] == UInt8(ascii: ">") else { throw fail(.badTag) }
        at += 1
        return (name, line)
    }

    /// `<name (S attribute)* S? /?>`: the name, the attributes, and whether the element is empty (`/>`).
    private mutating func startTag() throws(XMLProblem) -> (String, [Attribute], Bool) {
        at += 1
        let name = try self.name()
        var attributes: [Attribute] = []
        // A set, not a walk over the attributes read so far: a hostile tag of 100,000 attributes stays linear.
        var names: Set<String> = []
        while true {
            let spaced = skipSpace()
            guard at < bytes.count else { throw fail(.unterminated(.tag)) }
            if bytes[at] == UInt8(ascii: ">") { at += 1; return (name, attributes, false) }
            if starts(with: "/>") { at += 2; return (name, attributes, true) }
            guard spaced else { throw fail(.badTag) }
            let attribute = try self.name()
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { throw fail(.attributeWithoutValue(attribute)) }
            at += 1
            skipSpace()
            let value = try quoted(attribute)
            guard names.insert(attribute).inserted else { throw fail(.attributeTwice(attribute)) }
            attributes.append(Attribute(name: attribute, value: value))
        }
    }

    /// A quoted attribute value, references replaced and white space normalised.
    private mutating func quoted(_ attribute: String) throws(XMLProblem) -> String {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else {
            throw fail(.unquotedValue(attribute))
        }
        let quote = bytes[at]
        at += 1
        var value: [UInt8] = []
        while true {
            guard at < bytes.count else { throw fail(.unterminated(.attributeValue)) }
            let b = bytes[at]
            if b == quote { at += 1; break }
            switch b {
            case UInt8(ascii: "<"): throw fail(.lessThanInValue(attribute))
            case UInt8(ascii: "&"): value += try reference()
            case 0x0D:
                // A CR, or a CR LF, is one line break, and reads as one space.
                value.append(0x20)
                at += 1
                if at < bytes.count, bytes[at] == 0x0A { line += 1; at += 1 }
            case 0x0A: value.append(0x20); line += 1; at += 1
            case 0x09: value.append(0x20); at += 1
            default: value.append(b); at += 1
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// `&name;`, `&#N;` or `&#xH;` at `at`: the UTF-8 of what it stands for. Only XML's five entities exist:
    /// a manifest has no DTD to declare more.
    private mutating func reference() throws(XMLProblem) -> [UInt8] {
        guard let semicolon = bytes[at...].prefix(40).firstIndex(of: UInt8(ascii: ";")) else { throw fail(.badReference) }
        let body = Array(bytes[(at + 1)..<semicolon])
        guard body.allSatisfy({ Self.isASCIINameByte($0) || $0 == UInt8(ascii: "#") }) else { throw fail(.badReference) }
        at = semicolon + 1
        switch body {
        case Array("lt".utf8): return [UInt8(ascii: "<")]
        case Array("gt".utf8): return [UInt8(ascii: ">")]
        case Array("amp".utf8): return [UInt8(ascii: "&")]
        case Array("quot".utf8): return [UInt8(ascii: "\"")]
        case Array("apos".utf8): return [UInt8(ascii: "'")]
        default: break
        }
        guard body.first == UInt8(ascii: "#") else {
            throw fail(.unknownEntity(String(decoding: body, as: UTF8.self)))
        }
        let hex = body.count > 1 && body[1] == UInt8(ascii: "x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8,
              let value = UInt32(String(decoding: digits, as: UTF8.self), radix: hex ? 16 : 10),
              let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar) else { throw fail(.badReference) }
        return Array(String(Character(scalar)).utf8)
    }

    /// An XML name (a tag's or an attribute's), or a failure.
    private mutating func name() throws(XMLProblem) -> String {
        let start = at
        while at < bytes.count {
            let b = bytes[at]
            if b >= 0x80 || Self.isASCIINameByte(b) { at += 1 } else { break }
        }
        let name = String(decoding: bytes[start..<at], as: UTF8.self)
        guard let first = name.unicodeScalars.first, Self.isNameStart(first),
              name.unicodeScalars.allSatisfy(Self.isNameCharacter) else {
            guard at < bytes.count else { throw fail(.unterminated(.tag)) }
            throw fail(.badName)
        }
        return name
    }

    /// Skips white space, counting lines; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = at
        while at < bytes.count, Self.isSpace(bytes[at]) {
            if bytes[at] == 0x0A { line += 1 }
            at += 1
        }
        return at > start
    }

    // MARK: XML's character classes (XML 1.0, fifth edition: S, Char, NameStartChar, NameChar)

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    static func isASCIINameByte(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    static func isNameStart(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3A, 0x5F, 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF: true
        default: false
        }
    }

    static func isNameCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(s)
        }
    }

    static func isXMLCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

/// Where a file ended too soon.
public enum XMLConstruct: Sendable, Equatable {
    case comment, cdata, tag, attributeValue
}

/// Why a manifest is not XML, as data (worded in `Wording+Configuration.swift`).
public enum XMLSyntax: Sendable, Equatable {
    case unterminated(XMLConstruct)
    case doubleHyphenInComment
    case textOutsideRoot
    case secondRoot
    case tooDeep(limit: Int)
    case closesNothing(String)
    case markup
    case cdataEndInText
    case badName
    case badTag
    case attributeWithoutValue(String)
    case unquotedValue(String)
    case lessThanInValue(String)
    case attributeTwice(String)
    case unknownEntity(String)
    case badReference
}
