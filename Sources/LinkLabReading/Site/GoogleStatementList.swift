#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

/// Google's Digital Asset Links API answer (`v1/statements:list`), read as the statements it lists, so that
/// the assetlinks.json verdict applies to it unchanged.
package enum GoogleStatementList {
    package static func decode(_ data: Data, file: String) throws(ConfigurationError) -> AssetLinks {
        let document = try JSONDocument.parse(Array(data), file: file)
        // Google's answer, read as Google writes it: keys LinkLab does not use are ignored.
        let top = try document.top.lenientObject(GoogleAnswerKey.self)
        guard let listed = top[.statements] else { return AssetLinks(statements: []) }
        guard case .array(let items) = listed.value else { throw listed.mustBe(.kind(.list)) }
        return AssetLinks(statements: items.map { item in
            let app = item["target"]?["androidApp"]
            return AssetLinks.Statement(relations: item["relation"]?.string.map { [$0] } ?? [],
                                        namespace: app == nil ? "web" : "android_app",
                                        packageName: app?["packageName"]?.string,
                                        fingerprints: app?["certificate"]?["sha256Fingerprint"]?.string.map { [$0] } ?? [])
        })
    }
}

/// The one key LinkLab reads of Google's answer.
enum GoogleAnswerKey: String, JSONKey {
    case statements
}
