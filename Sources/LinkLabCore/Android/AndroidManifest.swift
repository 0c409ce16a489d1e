import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the link-taking intent filters of an `AndroidManifest.xml` with Foundation's `XMLParser`: every
/// `<intent-filter>` with the action `android.intent.action.VIEW` and the category
/// `android.intent.category.BROWSABLE`, its `<data>` elements merged and its `android:autoVerify`.
/// Attribute values are unescaped as the Android build tools do (`\\` is one backslash, `\.` a plain dot).
/// An error names the file and the line.
public enum AndroidManifest {
    /// The intent filters of the manifest at `path`.
    public static func load(path: String) throws(ConfigurationError) -> [IntentFilter] {
        let data = try StrictDecoder.read(path)
        return try read(data, file: path)
    }

    /// The intent filters of manifest bytes; `file` names them in errors.
    public static func read(_ data: Data, file: String) throws(ConfigurationError) -> [IntentFilter] {
        let parser = XMLParser(data: data)
        let reader = ManifestReader(file: file)
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw problem }
        guard parsed else {
            throw ConfigurationError(file: file, reason: "line \(parser.lineNumber): is not well-formed XML")
        }
        // Foundation's parser on Linux lets a document end with elements still open: say which.
        if let open = reader.open.last {
            throw ConfigurationError(file: file, reason: "line \(parser.lineNumber): is not well-formed XML: <\(DisplayText.sanitize(open.name, limit: 60))> opened on line \(open.line) is never closed")
        }
        guard reader.sawManifest else {
            throw ConfigurationError(file: file, reason: "has no <manifest> element; expected an AndroidManifest.xml")
        }
        return reader.filters
    }

    /// A value as the Android build tools store it: `\\` becomes `\`, `\n` and `\t` a line break and a
    /// tab, `\uXXXX` that character, and a backslash before any other character is dropped.
    static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        var scalars = value.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            guard s == "\\" else { out.unicodeScalars.append(s); continue }
            guard let n = scalars.next() else { break }
            switch n {
            case "n": out += "\n"
            case "t": out += "\t"
            case "u":
                var hex = ""
                for _ in 0..<4 { if let h = scalars.next() { hex.unicodeScalars.append(h) } }
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
            default: out.unicodeScalars.append(n)
            }
        }
        return out
    }
}

/// The `XMLParser` delegate behind `AndroidManifest`: collects filters and the first problem.
final class ManifestReader: NSObject, XMLParserDelegate {
    let file: String
    var filters: [IntentFilter] = []
    var problem: ConfigurationError?
    var sawManifest = false
    /// The elements open at this point, with the lines they opened on.
    var open: [(name: String, line: Int)] = []

    private var current: (line: Int, autoVerify: Bool, actions: [String], categories: [String],
                          schemes: [String], hosts: [String], paths: [PathRule])?

    init(file: String) { self.file = file }

    private func fail(_ parser: XMLParser, _ reason: String) {
        if problem == nil { problem = ConfigurationError(file: file, reason: "line \(parser.lineNumber): \(reason)") }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        func attribute(_ key: String) -> String? { attributes["android:" + key].map(AndroidManifest.unescape) }
        open.append((name, parser.lineNumber))
        switch name {
        case "manifest":
            sawManifest = true
        case "intent-filter":
            var autoVerify = false
            switch attributes["android:autoVerify"] {
            case nil, "false": break
            case "true": autoVerify = true
            case let other?:
                return fail(parser, "android:autoVerify is \(DisplayText.sanitize(other, limit: 40)); expected true or false")
            }
            current = (parser.lineNumber, autoVerify, [], [], [], [], [])
        case "action", "category":
            guard current != nil else { return }
            guard let value = attribute("name") else { return fail(parser, "<\(name)> has no android:name") }
            if name == "action" { current?.actions.append(value) } else { current?.categories.append(value) }
        case "data":
            guard current != nil else { return }
            if let v = attribute("scheme") { current?.schemes.append(v) }
            if let v = attribute("host") { current?.hosts.append(v) }
            if let v = attribute("path") { current?.paths.append(PathRule(.path, v)) }
            if let v = attribute("pathPrefix") { current?.paths.append(PathRule(.pathPrefix, v)) }
            if let v = attribute("pathPattern") { current?.paths.append(PathRule(.pathPattern, v)) }
            for key in ["scheme", "host", "path", "pathPrefix", "pathPattern"] where attribute(key)?.isEmpty == true {
                return fail(parser, "<data> has an empty android:\(key)")
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let last = open.popLast(), last.name != name {
            return fail(parser, "is not well-formed XML: </\(DisplayText.sanitize(name, limit: 60))> closes <\(DisplayText.sanitize(last.name, limit: 60))>, opened on line \(last.line)")
        }
        guard name == "intent-filter", let filter = current else { return }
        current = nil
        guard filter.actions.contains("android.intent.action.VIEW"),
              filter.categories.contains("android.intent.category.BROWSABLE") else { return }
        guard !filter.schemes.isEmpty else {
            return fail(parser, "the <intent-filter> opened on line \(filter.line) takes links (VIEW, BROWSABLE) but its <data> names no android:scheme")
        }
        filters.append(IntentFilter(schemes: filter.schemes, hosts: filter.hosts, paths: filter.paths,
                                    autoVerify: filter.autoVerify, origin: "\(file), line \(filter.line)"))
    }
}
