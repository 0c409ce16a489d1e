import Foundation
import Testing

/// `Sources/LinkLabFormats/Links/LinkParts.swift` and the splitter beside it
/// (`LinkSplitter.swift`) are the only source files that split a link. Everything else asks `LinkParts`
/// (`LinkParts.read`, `.strict`), so no two commands can read one link two ways, and nothing outside them
/// knows which splitter ran.
@Suite("One reader of links")
struct LinkReaderBoundaryTests {
    static let sources = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")
    static let reader = "LinkLabFormats/Links/LinkParts.swift"
    static let splitter = "LinkLabFormats/Links/LinkSplitter.swift"

    /// The ways Swift code splits a URL: Foundation's parsers, the engine's splitter, and cutting at `://`.
    static let splitting = [
        "URLComponents(string", "URL(string", "NSURL(", "LinkSplitter.",
        #"range(of: "://")"#, #"firstByteOffset(of: "://")"#, #"firstRange(of: "://")"#,
        #"separatedBy: "://""#, #"separator: "://""#,
    ]

    static func swiftFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String { if path.hasSuffix(".swift") { files.append(path) } }
        return files.sorted()
    }

    @Test("no source file outside LinkParts splits a URL")
    func onlyLinkPartsSplits() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 100, "found \(files.count) source files under \(Self.sources.path)")
        var offenders: [String] = []
        for file in files where file != Self.reader && file != Self.splitter {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for pattern in Self.splitting where code.contains(pattern) {
                    offenders.append("\(file):\(number + 1): \(pattern)")
                }
            }
        }
        #expect(offenders.isEmpty, "split a link outside LinkParts:\n\(offenders.joined(separator: "\n"))")
    }

    @Test("the reader itself is where the splitting is")
    func readerSplits() throws {
        let text = try String(contentsOf: Self.sources.appendingPathComponent(Self.reader), encoding: .utf8)
        #expect(text.contains("URLComponents(string"))
        #expect(text.contains("LinkSplitter.split"))
    }
}
