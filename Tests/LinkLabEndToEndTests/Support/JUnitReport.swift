import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A `check --junit` report read back as values: each test case's class name and name, and its failure
/// message when it failed, so a test compares them whole instead of searching the XML text.
struct JUnitReport {
    /// One `<testcase>`.
    struct TestCase: Equatable {
        var classname: String
        var name: String
        var failure: String?
    }

    var testCases: [TestCase] = []
    /// The attributes of `<testsuites>`.
    var totals: [String: String] = [:]
    /// Whether the file parsed as well-formed XML.
    var wellFormed = false

    init(contentsOf url: URL) throws {
        let reader = Reader()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = reader
        wellFormed = parser.parse()
        testCases = reader.testCases
        totals = reader.totals
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var testCases: [TestCase] = []
        var totals: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch element {
            case "testsuites": totals = attributes
            case "testcase": testCases.append(TestCase(classname: attributes["classname"] ?? "", name: attributes["name"] ?? ""))
            case "failure" where !testCases.isEmpty: testCases[testCases.count - 1].failure = attributes["message"] ?? ""
            default: break
            }
        }
    }
}
