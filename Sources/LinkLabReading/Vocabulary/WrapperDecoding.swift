#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// How the destination is read out of a wrapper's link, for each `WrapperCarrier`: as the vendors' own
/// decoders read it (docs/contract.md, "Who added the wrapper"). A destination is kept only when it is an
/// absolute web link.
enum WrapperDecoding {
    static func destination(_ carrier: WrapperCarrier, in parts: LinkParts, link: String) -> String? {
        switch carrier {
        case .query(let names):
            let items = parts.queryItems ?? []
            for name in names {
                for item in items where item.name.equalsIgnoringASCIICase(name) {
                    if let value = item.value, let link = LinkWrapper.webLink(value) { return link }
                }
            }
            return nil
        case .base64Query(let name):
            guard let value = parts.queryItems?.first(where: { $0.name.equalsIgnoringASCIICase(name) })?.value,
                  let text = base64Text(value) else { return nil }
            return LinkWrapper.webLink(text)
        case .pathSegment(let index):
            let segments = parts.encodedPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            guard index >= 0, index < segments.count else { return nil }
            let segment = segments[segments.startIndex + index]
            return PercentEncoding.decode(String(segment)).flatMap(LinkWrapper.webLink)
        case .proofpoint:
            return ProofpointDecoding.destination(parts, link: link).flatMap(LinkWrapper.webLink)
        case .token:
            return nil
        }
    }

    /// Base64 (standard or URL-safe, padded or not) that decodes to UTF-8 text.
    static func base64Text<S: StringProtocol>(_ encoded: S) -> String? {
        var base64 = String(encoded).replacing("-", with: "+").replacing("_", with: "/")
        while base64.utf8.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}

/// Proofpoint URL Defense's three encodings, as Proofpoint's published decoder (urldecoder.py, "How do I decode a
/// rewritten URL?") reads them: v1 `u=` percent-encoded; v2 `u=` with `-` for `%` and `_` for `/`; v3
/// `/v3/__URL__;DATA!…`, each `*` in URL standing for the next character of the base64url DATA and `**X` for a
/// run of them, X coding the length from 2 (`A`) to 65 (`_`). Characters are Unicode scalars, as Python's are.
enum ProofpointDecoding {
    static func destination(_ parts: LinkParts, link: String) -> String? {
        let path = parts.encodedPath
        if path.hasPrefix("/v1/") { return rawQueryValue("u", in: parts).flatMap(v1) }
        if path.hasPrefix("/v2/") { return rawQueryValue("u", in: parts).flatMap(v2) }
        if path.hasPrefix("/v3/") { return v3(link) }
        return nil
    }

    /// The `u=` value as written: the vendor's decoder reads the link's own text, not a decoded query.
    private static func rawQueryValue(_ name: String, in parts: LinkParts) -> Substring? {
        guard let query = parts.encodedQuery else { return nil }
        return QueryItems.split(query).first { $0.name == name }?.value
    }

    static func v1<S: StringProtocol>(_ u: S) -> String? {
        PercentEncoding.decode(String(u)).map(HTMLCharacterReferences.unescape)
    }

    static func v2<S: StringProtocol>(_ u: S) -> String? {
        let swapped = String(String.UnicodeScalarView(u.unicodeScalars.map { $0 == "-" ? "%" : $0 == "_" ? "/" : $0 }))
        return PercentEncoding.decode(swapped).map(HTMLCharacterReferences.unescape)
    }

    /// The run lengths' codes: `A` is 2, `_` is 65.
    private static let runCodes = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".unicodeScalars)

    static func v3(_ link: String) -> String? {
        guard let start = link.firstRange(of: "/v3/__") else { return nil }
        let rest = link[start.upperBound...]
        let written: Substring
        var data: Substring = ""
        if let end = rest.firstRange(of: "__;") {
            written = rest[..<end.lowerBound]
            data = rest[end.upperBound...].prefix { $0 != "!" }
        } else if let end = rest.firstRange(of: "__") {
            written = rest[..<end.lowerBound]
        } else {
            return nil
        }
        // The vendor's decoder percent-decodes the URL before it replaces the stars.
        let url = PercentEncoding.decode(String(written)) ?? String(written)
        let replacements: [Unicode.Scalar]
        if data.isEmpty {
            replacements = []
        } else {
            guard let text = WrapperDecoding.base64Text(data) else { return nil }
            replacements = Array(text.unicodeScalars)
        }
        var out = String.UnicodeScalarView()
        var next = 0
        var scalars = Array(url.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            guard c == "*" else { out.append(c); continue }
            var count = 1
            if scalars.first == "*", scalars.count >= 2 {
                guard let index = runCodes.firstIndex(of: scalars[scalars.startIndex + 1]) else { return nil }
                count = index + 2
                scalars = scalars.dropFirst(2)
            }
            guard next + count <= replacements.count else { return nil }
            out.append(contentsOf: replacements[next..<next + count])
            next += count
        }
        return String(out)
    }
}

/// HTML's character references in a link copied out of a page or a message's HTML (`&amp;`, `&#38;`, `&#x26;`),
/// read as the characters they stand for, as Proofpoint's decoder does after percent-decoding.
enum HTMLCharacterReferences {
    static func unescape(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"), let scalar = reference(after[..<semicolon]) {
                out.unicodeScalars.append(scalar)
                rest = after[after.index(after: semicolon)...]
            } else {
                out += "&"
                rest = after
            }
        }
        out += rest
        return out
    }

    private static func reference(_ name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
