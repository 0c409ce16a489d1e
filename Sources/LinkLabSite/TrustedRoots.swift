import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The certificates the helper verifies with when `--ca-file` is given: the system's roots and the file's,
/// in one bundle, so that the file adds to the system's trust and replaces none of it.
enum TrustedRoots {
    /// Where systems keep their CA bundle, after the one libcurl was built to use: Debian and Ubuntu, Fedora
    /// and RHEL, macOS and the BSDs, openSUSE, Alpine.
    static let usualBundles = [
        "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem",
        "/etc/ssl/ca-bundle.pem", "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",
    ]

    /// The most read of a system bundle (Debian's is about 220 KB).
    static let bundleLimit = 8 << 20

    /// The system's CA bundle, or nothing when none is found (then only `--ca-file` is trusted).
    static func systemBundle() -> [UInt8] {
        var paths = usualBundles
        if let own = linklab_curl_default_cainfo() { paths.insert(String(cString: own), at: 0) }
        for path in paths {
            // Read by the one file reader; a bundle larger than `bundleLimit` is not used.
            if let bytes = try? InputFile.read(path, limit: bundleLimit), holdsCertificate(bytes) { return bytes }
        }
        return []
    }

    /// Whether `pem` holds at least one PEM certificate whose base64 reads as DER (an ASN.1 sequence).
    static func holdsCertificate(_ pem: [UInt8]) -> Bool {
        let text = String(decoding: pem, as: UTF8.self)
        var rest = text[...]
        while let begin = rest.firstRange(of: "-----BEGIN CERTIFICATE-----") {
            guard let end = rest[begin.upperBound...].firstRange(of: "-----END CERTIFICATE-----") else { return false }
            let body = rest[begin.upperBound..<end.lowerBound].filter { !$0.isWhitespace }
            if let der = Data(base64Encoded: String(body)), der.count > 16, der.first == 0x30 { return true }
            rest = rest[end.upperBound...]
        }
        return false
    }
}
