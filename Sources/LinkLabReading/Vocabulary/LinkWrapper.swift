#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The wrappers that mail filters, search engines, social sites and email service providers put around a
/// link, and the destination each one carries (docs/contract.md, "Where the link was tapped", P5–P7).
/// Each is named for people in `Wording+Paths.swift` (`Wording.name(of:)`).
public enum LinkWrapper: String, Sendable, Equatable {
    case safeLinks
    case proofpointV2
    case proofpointV3
    case google
    case facebook
    case mimecast
    /// SendGrid's click tracking (`*.ct.sendgrid.net/ls/click?upn=…`): only a token.
    case sendGrid
    /// Mailchimp's click tracking (`*.list-manage.com/track/click?u=…&id=…`): only a token.
    case mailchimp
    case clickTracking

    /// What a link is, read from its own text: a wrapper with the destination it carries, a wrapper that
    /// is only a token (Mimecast), or neither. `appDomain` is never read as a wrapper: the FI's own link with
    /// a `url=` parameter is the FI's page.
    public static func unwrap(_ link: String, appDomain: String) -> Unwrapped? {
        guard let c = LinkParts.strict(link),
              let scheme = c.scheme?.asciiLowercased(), scheme == "https" || scheme == "http",
              let host = c.host?.asciiLowercased(), !host.isEmpty, !host.equalsIgnoringASCIICase(appDomain) else { return nil }
        let items = c.queryItems ?? []
        func value(_ names: String...) -> String? {
            for name in names {
                if let v = items.first(where: { $0.name.equalsIgnoringASCIICase(name) })?.value, !v.isEmpty { return v }
            }
            return nil
        }
        if host.hasSuffix(".safelinks.protection.outlook.com") {
            return Unwrapped(wrapper: .safeLinks, destination: value("url").flatMap(webLink))
        }
        if host == "urldefense.proofpoint.com", c.path.hasPrefix("/v2/url") {
            return Unwrapped(wrapper: .proofpointV2, destination: value("u").flatMap(proofpointV2).flatMap(webLink))
        }
        if host == "urldefense.com" || host == "urldefense.proofpoint.com", c.encodedPath.hasPrefix("/v3/") {
            return Unwrapped(wrapper: .proofpointV3, destination: proofpointV3(link).flatMap(webLink))
        }
        if host == "google.com" || host == "www.google.com", c.path == "/url" {
            return Unwrapped(wrapper: .google, destination: value("q", "url").flatMap(webLink))
        }
        if host == "l.facebook.com" || host == "lm.facebook.com", c.path == "/l.php" {
            return Unwrapped(wrapper: .facebook, destination: value("u").flatMap(webLink))
        }
        if host.hasSuffix(".mimecast.com") || host.hasSuffix(".mimecastprotect.com") {
            return Unwrapped(wrapper: .mimecast, destination: nil)
        }
        if host.hasSuffix(".ct.sendgrid.net"), c.path.hasPrefix("/ls/click") {
            return Unwrapped(wrapper: .sendGrid, destination: nil)
        }
        if host.hasSuffix(".list-manage.com"), c.path.hasPrefix("/track/click") {
            return Unwrapped(wrapper: .mailchimp, destination: nil)
        }
        if let destination = value("u", "url", "redirect").flatMap(webLink) {
            return Unwrapped(wrapper: .clickTracking, destination: destination)
        }
        return nil
    }

    /// `unwrap`, for a link whose lowercased host (`LinkParts.webHost(ofLink:)`) is known: a link with no query on a
    /// host that is no wrapper's own carries no destination, and is not parsed again to find that out.
    package static func unwrap(_ link: String, host: String, appDomain: String) -> Unwrapped? {
        guard link.utf8.contains(UInt8(ascii: "?")) || host.utf8.contains(UInt8(ascii: "%")) || isWrapperHost(host) else { return nil }
        return unwrap(link, appDomain: appDomain)
    }

    /// The hosts `unwrap` knows by name, whose links are wrappers whether or not they hold a query.
    static func isWrapperHost(_ host: String) -> Bool {
        host.hasSuffix(".safelinks.protection.outlook.com") || host == "urldefense.proofpoint.com" || host == "urldefense.com"
            || host == "google.com" || host == "www.google.com" || host == "l.facebook.com" || host == "lm.facebook.com"
            || host.hasSuffix(".mimecast.com") || host.hasSuffix(".mimecastprotect.com")
            || host.hasSuffix(".ct.sendgrid.net") || host.hasSuffix(".list-manage.com")
    }

    /// A destination is used only when it is itself an absolute web link (or the FI's custom scheme is not
    /// guessed here: the engine reads whatever the wrapper held, as the app would).
    static func webLink(_ text: String) -> String? {
        let lower = text.prefix(8).lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        return text
    }

    /// Proofpoint v2: `u=` with `-` for `%` and `_` for `/`, then percent-decoded
    /// (Proofpoint's published urldecoder.py).
    static func proofpointV2(_ u: String) -> String? {
        let swapped = String(u.map { $0 == "-" ? "%" : $0 == "_" ? "/" : $0 })
        return PercentEncoding.decode(swapped)
    }

    /// Proofpoint v3: `https://urldefense.com/v3/__URL__;BASE64!!…`. Each `*` in URL stands for the next
    /// character of the base64url data; `**X` for a run of them, X coding the length from 2 (A) to 65 (_).
    static func proofpointV3(_ link: String) -> String? {
        guard let start = link.firstRange(of: "/v3/__") else { return nil }
        let rest = link[start.upperBound...]
        guard let end = rest.firstRange(of: "__;") else {
            // No substitutions: the URL ends at "__".
            return rest.firstRange(of: "__").map { String(rest[..<$0.lowerBound]) }
        }
        let url = rest[..<end.lowerBound]
        let afterSemicolon = rest[end.upperBound...]
        let encoded = afterSemicolon.prefix { $0 != "!" }
        var base64 = String(encoded).replacing("-", with: "+").replacing("_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        let replacements: [Character]
        if encoded.isEmpty {
            replacements = []
        } else {
            guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else { return nil }
            replacements = Array(text)
        }
        let runCodes = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var out = ""
        var next = 0
        var chars = Array(url)[...]
        while let c = chars.popFirst() {
            guard c == "*" else { out.append(c); continue }
            var count = 1
            if chars.first == "*", chars.count >= 2 {
                let code = chars[chars.startIndex + 1]
                guard let index = runCodes.firstIndex(of: code) else { return nil }
                count = index + 2
                chars = chars.dropFirst(2)
            }
            guard next + count <= replacements.count else { return nil }
            out.append(contentsOf: replacements[next..<next + count])
            next += count
        }
        return out
    }
}

/// A wrapper read from a link, and the destination it carries when it carries one.
public struct Unwrapped: Sendable, Equatable {
    public var wrapper: LinkWrapper
    public var destination: String?
}
