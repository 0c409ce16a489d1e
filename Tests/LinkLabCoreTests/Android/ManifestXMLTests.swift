import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// LinkLab's own reader of a manifest's XML (`ManifestXML`): each way a file is not XML has its reason and
/// its line, and on well-formed files it reads what Foundation's `XMLParser` read, line numbers included.
@Suite("The manifest's XML")
struct ManifestXMLTests {
    /// The events of `xml`, as `name@line` and `/name@line`, with attributes; or the problem.
    static func events(_ xml: String) -> Result<[String], ManifestXML.XMLProblem> {
        var seen: [String] = []
        do {
            _ = try ManifestXML.read(Array(xml.utf8), from: 0) { event in
                switch event {
                case .start(let name, let attributes, let line):
                    seen.append("\(name)@\(line)" + attributes.map { " \($0.name)=\($0.value.debugDescription)" }.joined())
                case .end(let name, let line): seen.append("/\(name)@\(line)")
                }
                return true
            }
            return .success(seen)
        } catch { return .failure(error) }
    }

    @Test("each way a file is not XML has its reason and the line it is on", arguments: [
        ("junk", XMLSyntax.textOutsideRoot, 1),
        ("<manifest/>\n<manifest/>", .secondRoot, 2),
        ("<manifest>\n</manifest>\njunk", .textOutsideRoot, 3),
        ("<manifest>\n<!-- a -- b -->\n</manifest>", .doubleHyphenInComment, 2),
        ("<manifest>\n<!-- never ends", .unterminated(.comment), 2),
        ("<manifest><![CDATA[ never ends", .unterminated(.cdata), 1),
        ("<![CDATA[x]]><manifest/>", .textOutsideRoot, 1),
        ("<manifest\n a=\"1\"", .unterminated(.tag), 2),
        ("<manifest a=\"1 never ends", .unterminated(.attributeValue), 1),
        ("</manifest>", .closesNothing("manifest"), 1),
        ("<manifest><!ELEMENT x></manifest>", .markup, 1),
        ("<manifest>a ]]> b</manifest>", .cdataEndInText, 1),
        ("<manifest><1a/></manifest>", .badName, 1),
        ("<manifest a=\"1\"b=\"2\"/>", .badTag, 1),
        ("<manifest a/>", .attributeWithoutValue("a"), 1),
        ("<manifest a=1/>", .unquotedValue("a"), 1),
        ("<manifest a=\"<\"/>", .lessThanInValue("a"), 1),
        ("<manifest\na=\"1\"\na=\"2\"/>", .attributeTwice("a"), 3),
        ("<manifest>&nbsp;</manifest>", .unknownEntity("nbsp"), 1),
        ("<manifest a=\"&lol1;\"/>", .unknownEntity("lol1"), 1),
        ("<manifest>\n&#0;</manifest>", .badReference, 2),
        ("<manifest>& x</manifest>", .badReference, 1),
        ("<manifest a=\"&#xD800;\"/>", .badReference, 1),
        (String(repeating: "<a>", count: 256) + "\n<a>", .tooDeep(limit: 256), 2),
    ])
    func refused(xml: String, syntax: XMLSyntax, line: Int) {
        guard case .failure(let problem) = Self.events(xml) else { Issue.record("read \(xml.debugDescription)"); return }
        #expect(problem == ManifestXML.XMLProblem(syntax: syntax, line: line), "\(xml.debugDescription)")
        #expect(!Wording.reason(syntax).isEmpty)
    }

    @Test("an element's line is the line of the > that ends its tag, as libxml2 gave it")
    func lines() throws {
        let xml = "<manifest\n  a=\"1\"\n  b=\"2\"\n>\n<application/>\n</manifest\n>"
        #expect(try Self.events(xml).get() == ["manifest@4 a=\"1\" b=\"2\"", "application@5", "/application@5", "/manifest@7"])
    }

    @Test("a value: references replaced, a tab or line break read as a space, a &#10; kept as a line break")
    func values() throws {
        let xml = "<m a=\"x&amp;y&lt;&gt;&quot;&apos;\" b='1\n2\t3\r\n4' c=\"&#10;&#x41;&#66;\"/>"
        var attributes: [ManifestXML.Attribute] = []
        var line = 0
        _ = try ManifestXML.read(Array(xml.utf8), from: 0) { event in
            if case .start(_, let read, let at) = event { attributes = read; line = at }
            return true
        }
        #expect(attributes == [.init(name: "a", value: "x&y<>\"'"), .init(name: "b", value: "1 2 3 4"), .init(name: "c", value: "\nAB")])
        #expect(line == 3)
    }

    @Test("comments, CDATA, text and white space around the root are read past")
    func readPast() throws {
        let xml = "<!-- before -->\n<manifest>text &amp; <![CDATA[ <not> & an element ]]><!-- in --></manifest>\n<!-- after -->\n"
        #expect(try Self.events(xml).get() == ["manifest@2", "/manifest@2"])
    }

    @Test("a tag of 100,000 attributes is read, and one written twice at the end is found (no walk over all of them for each)")
    func manyAttributes() throws {
        let many = (0..<100_000).map { " a\($0)=\"\($0)\"" }.joined()
        var count = 0
        _ = try ManifestXML.read(Array("<manifest\(many)/>".utf8), from: 0) { event in
            if case .start(_, let attributes, _) = event { count = attributes.count }
            return true
        }
        #expect(count == 100_000)
        guard case .failure(let problem) = Self.events("<manifest\(many) a99999=\"again\"/>") else { Issue.record("read"); return }
        #expect(problem.syntax == .attributeTwice("a99999"))
    }

    @Test("names with non-ASCII letters, dots, dashes and prefixes are names")
    func names() throws {
        #expect(try Self.events("<é.x-y:z_1 ü='1'/>").get() == ["é.x-y:z_1@1 ü=\"1\"", "/é.x-y:z_1@1"])
    }

    #if canImport(FoundationXML)
    /// What Foundation's parser reports, in the same form: the reader this one replaced.
    final class FoundationEvents: NSObject, XMLParserDelegate {
        var seen: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            seen.append("\(qualifiedName ?? name)@\(parser.lineNumber)" + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.debugDescription)" }.joined())
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            seen.append("/\(qualifiedName ?? name)@\(parser.lineNumber)")
        }
    }

    /// Every manifest in the fixtures and the fuzzing corpus that Foundation's parser reads without error.
    static func manifests() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folders = [root.appendingPathComponent("Fixtures"),
                       root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/manifest")]
        var found: [String] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "xml" || folder.lastPathComponent == "manifest" {
                if let text = try? String(contentsOf: url, encoding: .utf8) { found.append(text) }
            }
        }
        return found
    }

    @Test("on every well-formed manifest of the fixtures and the fuzzing corpus, the same elements, attributes and lines as XMLParser")
    func sameAsFoundation() throws {
        var compared = 0
        for xml in Self.manifests() where AndroidManifest.problem(in: Array(xml.utf8)) == nil {
            let parser = XMLParser(data: Data(xml.utf8))
            let foundation = FoundationEvents()
            parser.delegate = foundation
            guard parser.parse(), parser.parserError == nil else { continue }
            let bytes = Array(xml.utf8)
            var ours: [String] = []
            _ = try ManifestXML.read(bytes, from: AndroidManifest.contentStart(bytes)) { event in
                switch event {
                case .start(let name, let attributes, let line):
                    ours.append("\(name)@\(line)" + attributes.sorted { $0.name < $1.name }.map { " \($0.name)=\($0.value.debugDescription)" }.joined())
                case .end(let name, let line): ours.append("/\(name)@\(line)")
                }
                return true
            }
            // Foundation reports no xmlns attributes when it processes namespaces; here it does not.
            #expect(ours == foundation.seen, "\(xml.prefix(300))")
            compared += 1
        }
        #expect(compared >= 5, "compared only \(compared) manifests")
    }

    /// Pieces of XML, good and broken, for generated documents.
    static let piece = Gen<String?>.element(of: [
        "<a>", "</a>", "<b x=\"1\">", "</b>", "<a/>", "<p:c xmlns:p=\"u\">", "</p:c>", " ", "\n", "text", "&amp;",
        "&#10;", "&#x41;", "<!-- c -->", "<![CDATA[ <x> ]]>", "<b x='a&lt;b'\n y=\"\t\r\n\">", "é", "&", "<", ">",
        "]]>", "\"", "x=\"", "--", "&#0;", "<!-->", "&foo;", "\r\n", "<a x=\"&#9;&quot;\" y='\"'/>", "<é.x/>",
    ] as [String]).map { $0! }
    static let document = piece.array(of: 0...12).map { "<m>" + $0.joined() + "</m>" }

    /// Our events for a whole document, in `FoundationEvents`' form (attributes sorted); nil when refused,
    /// by the reader or, as `ManifestReader` refuses them, for an end tag that closes another element or an
    /// element never closed.
    static func sortedEvents(_ xml: String) -> [String]? {
        var ours: [String] = []
        var open: [String] = []
        var nested = true
        do {
            _ = try ManifestXML.read(Array(xml.utf8), from: 0) { event in
                switch event {
                case .start(let name, let attributes, let line):
                    open.append(name)
                    ours.append("\(name)@\(line)" + attributes.sorted { $0.name < $1.name }.map { " \($0.name)=\($0.value.debugDescription)" }.joined())
                case .end(let name, let line):
                    if open.popLast() != name { nested = false }
                    ours.append("/\(name)@\(line)")
                }
                return nested
            }
        } catch { return nil }
        return nested && open.isEmpty ? ours : nil
    }

    @Test("on generated documents: what XMLParser reads cleanly is read the same, and nothing XMLParser refuses is read")
    func generatedAgainstFoundation() async {
        let count = Count()
        await propertyCheck(count: 3000, input: Self.document) { xml in
            let parser = XMLParser(data: Data(xml.utf8))
            let foundation = FoundationEvents()
            parser.delegate = foundation
            let clean = parser.parse() && parser.parserError == nil
            let ours = Self.sortedEvents(xml)
            if clean { #expect(ours == foundation.seen, "\(xml.debugDescription)"); count.add() }
            if ours != nil { #expect(clean, "read what XMLParser refuses: \(xml.debugDescription)") }
        }
        // The generator is worth something only if many of its documents are XML.
        #expect(count.value >= 300, "only \(count.value) of 3000 generated documents were well-formed")
    }

    /// A count shared with the property's closure.
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func add() { lock.lock(); n += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return n }
    }
    #endif
}
