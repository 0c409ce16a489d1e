import LinkLabFormats
import LinkLabReading

/// The hosts Android verifies for a package, and how a verified one covers a link's host
/// (docs/contract.md, A34), as AOSP's `DomainVerificationCollector`, `DomainVerificationService` and the
/// statement service decide them.
package enum AndroidDomains {
    /// The domains Android asks the verifier about, each with the filter that named it:
    /// - Android 12 and later (`DomainVerificationCollector.collectValidAutoVerifyDomains`): the hosts of the
    ///   filters with `autoVerify` whose schemes are http or https alone (`IntentFilter.handlesWebUris(true)`);
    /// - Android 6 to 11 (`PackageManagerService.verifyIntentFiltersIfNeeded`): once any filter needs
    ///   verification, the hosts of *every* filter whose schemes are http or https alone, with or without
    ///   `autoVerify`.
    /// Hosts that are not domain names (`*`, `*q2.com`) are kept, marked, so that the caller can say why.
    static func declared(_ filters: [IntentFilter], version: Int) -> [(domain: String, filter: Int)] {
        let web = filters.indices.filter { filters[$0].handlesWebURIs(onlyWebSchemes: true) }
        let asked: [Int]
        if version >= 12 {
            asked = web.filter { filters[$0].autoVerify }
        } else {
            asked = web.contains(where: { filters[$0].autoVerify }) ? web : []
        }
        var seen: [(domain: String, filter: Int)] = []
        for index in asked {
            for host in filters[index].hosts where !seen.contains(where: { $0.domain.equalsIgnoringASCIICase(host) }) {
                seen.append((host, index))
            }
        }
        return seen
    }

    /// Whether Android can verify `host`: a domain name, optionally after `*.` (AOSP's
    /// `DomainVerificationCollector.DOMAIN_NAME_WITH_WILDCARD`, `(\*\.)?` and `Patterns.DOMAIN_NAME`). `*` on
    /// its own, or `*q2.com`, is no domain: Android 12 and later drop it, and the legacy verifier fails on it.
    static func isVerifiable(_ host: String) -> Bool {
        let name = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
        return isDomainName(name)
    }

    /// `Patterns.DOMAIN_NAME`: labels of letters, digits, `-` and `_` (not at either end), at least two, the
    /// last a top-level domain of two or more letters or a punycode one; or an IPv4 address. Letters beyond
    /// ASCII count as letters, as Android's `UCS_CHAR` does.
    static func isDomainName(_ name: String) -> Bool {
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count == 4, labels.allSatisfy({ label in
            !label.isEmpty && label.count <= 3 && label.allSatisfy(\.isASCIIDigit) && (Int(label) ?? 256) <= 255
        }) { return true }
        guard labels.count >= 2, let tld = labels.last else { return false }
        let letterOrDigit: (Character) -> Bool = { $0.isASCIILetterOrDigit || !$0.isASCII }
        for label in labels.dropLast() {
            guard let first = label.first, let last = label.last, label.count <= 63,
                  letterOrDigit(first), letterOrDigit(last),
                  label.allSatisfy({ letterOrDigit($0) || $0 == "-" || $0 == "_" }) else { return false }
        }
        if tld.hasPrefix("xn--") { return tld.count > 4 && tld.count <= 63 }
        return (2...63).contains(tld.count) && tld.allSatisfy { $0.isASCIILetter || !$0.isASCII }
    }

    /// Whether a verified domain approves a link's host, as `DomainVerificationService` decides on Android 12
    /// and later: the same name (ignoring case, as a browser lowercases the host), or a wildcard `*.X` whose
    /// `X` the host's name *ends with*. AOSP compares the end of the string (`host.endsWith(domain.substring(2))`),
    /// not whole labels: `*.q2.com` approves `evilq2.com` too, when some filter of the app takes that host.
    static func approves(_ domain: String, _ host: String) -> Bool {
        if domain.equalsIgnoringASCIICase(host) { return true }
        guard domain.hasPrefix("*.") else { return false }
        return host.asciiLowercased().hasSuffix(String(domain.dropFirst(2)).asciiLowercased())
    }

    /// Whether `host` is `X` or a name under it, label by label: what a wildcard `*.X` means to a person.
    package static func isUnder(_ host: String, base: String) -> Bool {
        let h = host.asciiLowercased(), b = base.asciiLowercased()
        return h == b || h.hasSuffix("." + b)
    }
}

extension IntentFilter {
    /// AOSP's `IntentFilter.handlesWebUris`: a VIEW + BROWSABLE filter (every filter LinkLab counts is one)
    /// with at least one scheme; with `onlyWebSchemes`, every scheme is http or https, otherwise one is.
    func handlesWebURIs(onlyWebSchemes: Bool) -> Bool {
        guard !schemes.isEmpty else { return false }
        let web = schemes.map { $0 == "http" || $0 == "https" }
        return onlyWebSchemes ? web.allSatisfy { $0 } : web.contains(true)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIILetterOrDigit: Bool { isASCIIDigit || isASCIILetter }
}
