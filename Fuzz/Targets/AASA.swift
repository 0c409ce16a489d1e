import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// AASA matching: the input's first line, when it is an https URL, is the link, and the rest is an
/// apple-app-site-association file (substitution variables, `?` items, wildcards); otherwise the whole
/// input is the file and a few fixed links are checked. A refused file must say why without anything
/// unsafe; an accepted one is matched as `linklab aasa` matches it, and the matching work must stay
/// within pattern × input (substitution variables were quadratic in the file, `?` items
/// names × items, and both were paid again for every link).
enum AASATarget {
    static let probes = ["https://e.com/", "https://e.com/abc", "https://e.com/en_US/burrito/?id=42&x=1&id=7#no_universal_links"]

    static func run(_ bytes: [UInt8]) {
        var file = bytes[...]
        var links = probes
        if let newline = bytes.firstIndex(of: 0x0A), bytes.starts(with: Array("https://".utf8)) {
            links = [String(decoding: bytes[..<newline], as: UTF8.self)]
            file = bytes[(newline + 1)...]
        }
        let association: AppSiteAssociation
        do {
            association = try AASAFile.decode(Data(file), file: "fuzz-aasa.json")
        } catch {
            OutputCheck.safe(error.description, "the AASA error", .safeError)
            return
        }
        let appID = association.details.lazy.flatMap(\.appIDs).first ?? "ABCDE12345.com.example.app"
        let lookup = AASALookup(association: association, appID: appID)
        for link in links {
            guard case .success(let answer) = lookup.answer(link),
                  let url = URLComponents(string: link.trimmedAround, encodingInvalidCharacters: false) else { continue }
            OutputCheck.safe(answer.link, "the AASA answer's link")
            let parts = URLParts(encodedPath: url.percentEncodedPath, encodedQuery: url.percentEncodedQuery,
                                 encodedFragment: url.percentEncodedFragment)
            var work = 0
            let verdict = lookup.rules.verdict(parts, work: &work)
            Breach.check(verdict == answer.verdict, .aasaSameVerdict, "linklab aasa answered \(answer.verdict), the rules read again \(verdict)")
            // Pattern × input with a small constant: the file's bytes (every pattern and value) times the link's.
            let bound = 16 * (file.count + 8) * (link.utf8.count + 8)
            Breach.check(work <= bound, .aasaBoundedWork, "\(work) matching steps for a \(file.count)-byte file and a \(link.utf8.count)-byte link (bound \(bound))")
        }
    }
}
