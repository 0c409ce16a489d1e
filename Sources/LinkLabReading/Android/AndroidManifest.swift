#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// Reads the link-taking intent filters of an `AndroidManifest.xml` with LinkLab's own XML reader
/// (`ManifestXML`): every
/// `<intent-filter>` with the action `android.intent.action.VIEW` and the category
/// `android.intent.category.BROWSABLE`, its `<data>` elements merged and its `android:autoVerify`.
/// Only filters of an exported, enabled `<activity>` or `<activity-alias>` of the `<application>` take
/// links (docs/contract.md, "Reading the manifest"); the others are kept apart, so that a link they would
/// have taken says why it did not open the app. Attributes are Android's by their namespace URI, not their
/// prefix. Values are unescaped as the Android build tools do (`\\` is one backslash, `\.` a plain dot).
/// The bytes are checked before the parser sees them: UTF-8, no NUL, no DTD. An error names the file and the line.
public enum AndroidManifest {
    /// A merged manifest of a large app is a few hundred kilobytes; a larger file is refused rather than read.
    public static let sizeLimit = InputFile.Kind.manifest.limit
    /// The namespace of Android's own attributes (`xmlns:android="…"`); the prefix itself may be any.
    public static let namespace = "http://schemas.android.com/apk/res/android"

    /// The intent filters of the manifest at `path`.
    public static func load(path: String) throws(ConfigurationError) -> [IntentFilter] {
        try contents(path: path, referredBy: nil).filters
    }

    /// The filters of the manifest at `path`; an error reading it names `referrer`, the settings key that named it.
    static func contents(path: String, referredBy referrer: FileReference?) throws(ConfigurationError) -> ManifestFilters {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, as: .manifest)
        } catch {
            throw ConfigurationError(path: path, problem: error, referredBy: referrer)
        }
        return try contents(bytes, file: path)
    }

    /// The intent filters of manifest bytes; `file` names them in errors.
    public static func read(_ data: Data, file: String) throws(ConfigurationError) -> [IntentFilter] {
        try contents([UInt8](data), file: file).filters
    }

    /// The filters that take links, and those LinkLab reads but Android would never give a link.
    static func contents(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> ManifestFilters {
        if let (problem, line) = problem(in: bytes) { throw ConfigurationError(file: file, problem: .manifest(problem, line: line)) }
        let reader = ManifestReader(file: file)
        let lines: Int
        do { lines = try ManifestXML.read(bytes, from: contentStart(bytes), reader.handle) } catch {
            throw ConfigurationError(file: file, problem: .manifest(.notWellFormed(error.syntax), line: error.line))
        }
        if let problem = reader.problem { throw problem }
        if let open = reader.open.last {
            // The file's last line: a final line break ends that line, it does not start another.
            let last = lines - (bytes.last == 0x0A && lines > 1 ? 1 : 0)
            throw ConfigurationError(file: file, problem: .manifest(.neverClosed(element: open.name, openedOn: open.line), line: last))
        }
        guard reader.sawManifest else {
            throw ConfigurationError(file: file, problem: .manifest(.noManifest, line: nil))
        }
        return ManifestFilters(filters: reader.filters, ignored: reader.ignored)
    }

    /// Why the bytes are refused before parsing, or nil: an Android manifest is UTF-8 and has no DTD (so no
    /// entity is ever expanded) and no processing instruction but its declaration.
    static func problem(in bytes: [UInt8]) -> (ManifestProblem, line: Int?)? {
        if bytes.isEmpty { return (.empty, nil) }
        if let bad = TextBytes.firstNonText(bytes) { return (.notText(offset: bad.offset, isNUL: bad.isNUL), bad.line) }
        if let declared = declaredEncoding(bytes), !["utf-8", "utf8"].contains(declared.lowercased()) {
            return (.encoding(declared), 1)
        }
        for keyword in ["<!DOCTYPE", "<!ENTITY"] {
            if let at = findIgnoringASCIICase(Array(keyword.utf8), in: bytes) { return (.dtd(keyword), line(of: at, in: bytes)) }
        }
        // A manifest has no processing instruction but its declaration (Foundation's parser, used before
        // `ManifestXML`, crashed on `<?xml?>` and `<?x?>`).
        if let at = SignedEnvelope.find(Array("<?".utf8), in: bytes, from: contentStart(bytes)) {
            return (.processingInstruction, line(of: at, in: bytes))
        }
        return nil
    }

    /// Where the document proper starts: past a byte-order mark and the `<?xml version…?>` declaration.
    static func contentStart(_ bytes: [UInt8]) -> Int {
        let from = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return declarationEnd(bytes, from: from) ?? from
    }

    /// Where an `<?xml version…?>` declaration at `from` ends; nil when the bytes do not open with one
    /// (`<?xml` then white space, as XML's `XMLDecl` is written).
    static func declarationEnd(_ bytes: [UInt8], from: Int) -> Int? {
        let open = Array("<?xml".utf8)
        guard bytes.count > from + open.count, bytes[from...].starts(with: open),
              [0x20, 0x09, 0x0A, 0x0D].contains(bytes[from + open.count]) else { return nil }
        // The declaration holds no `<` or `>` but its closing `?>`.
        guard let close = bytes[(from + open.count)...].firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }),
              bytes[close] == UInt8(ascii: ">"), bytes[close - 1] == UInt8(ascii: "?") else { return nil }
        return close + 1
    }

    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The `encoding` of an `<?xml …?>` declaration at the start, if it names one.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard body.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = String(decoding: body.prefix(200).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
        guard let range = declaration.firstRange(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    static func findIgnoringASCIICase(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        func lower(_ b: UInt8) -> UInt8 { (0x41...0x5A).contains(b) ? b | 0x20 : b }
        var i = 0
        outer: while i <= bytes.count - needle.count {
            for j in 0..<needle.count where lower(bytes[i + j]) != lower(needle[j]) {
                i += 1
                continue outer
            }
            return i
        }
        return nil
    }

    /// A value as the Android build tools store it: `\\` becomes `\`, `\n` and `\t` a line break and a
    /// tab, `\uXXXX` that character, and a backslash before any other character is dropped. Nil when a
    /// `\u` is not followed by four hex digits naming a character.
    static func unescape(_ value: String) -> String? {
        guard value.contains("\\") else { return value }
        var out = ""
        var scalars = value.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            guard s == "\\" else { out.unicodeScalars.append(s); continue }
            guard let n = scalars.next() else { break }
            switch n {
            case "n": out += "\n"
            case "t": out += "\t"
            case "u":
                var hex = ""
                for _ in 0..<4 { if let h = scalars.next() { hex.unicodeScalars.append(h) } }
                guard hex.unicodeScalars.count == 4, hex.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }),
                      let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) else { return nil }
                out.unicodeScalars.append(u)
            default: out.unicodeScalars.append(n)
            }
        }
        return out
    }

    /// A boolean attribute as aapt2's `ResourceUtils::ParseBool` reads it; nil for anything else
    /// (a resource reference such as `@bool/x` included, which LinkLab cannot resolve).
    static func boolean(_ value: String) -> Bool? {
        switch value {
        case "true", "TRUE", "True": true
        case "false", "FALSE", "False": false
        default: nil
        }
    }
}

/// What a manifest says about links: the filters that take them, and the filters Android never gives one.
struct ManifestFilters: Equatable {
    var filters: [IntentFilter]
    var ignored: [IgnoredIntentFilter]
}
