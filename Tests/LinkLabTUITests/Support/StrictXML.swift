import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A page or a picture read with a strict XML parser (libxml2, through Foundation's `XMLParser`): any markup
/// out of place, an unclosed element or an entity XML does not define fails it. What it keeps: every
/// element's name and attributes, and the text of each SVG `<text>` row.
final class StrictXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    private(set) var elements: [Element] = []
    /// The text of each `<text>` element, in order: an SVG frame's rows.
    private(set) var textRows: [String] = []
    /// All character data outside `<style>`, joined.
    private(set) var text = ""
    private var inText = false
    private var inStyle = false
    private(set) var error: String?

    /// Parses `document`; nil and `error` set when it is not well-formed.
    static func parse(_ document: String) -> StrictXML {
        let reader = StrictXML()
        let parser = XMLParser(data: Data(document.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        if !parser.parse() { reader.error = parser.parserError.map { "\($0) at line \(parser.lineNumber)" } ?? "not well-formed" }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes))
        if name == "text" {
            inText = true
            textRows.append("")
        }
        if name == "style" { inStyle = true }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { inText = false }
        if name == "style" { inStyle = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { textRows[textRows.count - 1] += string }
        if !inStyle { text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = "\(parseError) at line \(parser.lineNumber)"
    }
}
