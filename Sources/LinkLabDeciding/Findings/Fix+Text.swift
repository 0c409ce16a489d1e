import LinkLabText
import LinkLabFormats

extension Fix {
    /// Writes the corrected link (or payload) as it is to be copied.
    public func write<S: WordSink>(into o: inout S) {
        switch self {
        case .customSchemeLink(let scheme, let route):
            o.write(scheme)
            o += "://open?targetPage="
            PercentEncoding.encode("#/", keeping: PercentEncoding.unreserved, into: &o)
            PercentEncoding.encode(route, keeping: PercentEncoding.unreserved, into: &o)
        case .universalLink(let page, let route):
            o.write(page)
            o += "#/"
            PercentEncoding.encode(route, keeping: PercentEncoding.fragment, into: &o)
        case .url(let box): o.write(box.components.string ?? "")
        case .link(let text): o.write(text)
        case .splice(let text, let start, let end, let replacement):
            let utf8 = text.utf8
            let a = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex) ?? utf8.endIndex
            let b = utf8.index(utf8.startIndex, offsetBy: end, limitedBy: utf8.endIndex) ?? utf8.endIndex
            o.write(text[..<a])
            o.write(replacement)
            o.write(text[b...])
        case .payload(let json): o.write(JSONText.render(json))
        }
    }

    /// The corrected link (or payload) as text.
    public var text: String {
        var sink = TextSink()
        write(into: &sink)
        return sink.text
    }
}
