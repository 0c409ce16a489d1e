import LinkLabFormats

extension LinkParts {
    /// The link with its scheme replaced, as a typed fix.
    func fix(replacingSchemeWith scheme: String, in text: String) -> Fix {
        if var c = components {
            c.scheme = scheme
            return .url(URLComponentsBox(c))
        }
        let text = Self.asRead(text, leniently: readLeniently)
        let colon = text.utf8.firstIndex(of: 0x3A) ?? text.startIndex
        return .splice(text, start: 0, end: text.utf8.distance(from: text.startIndex, to: colon), replacement: scheme)
    }

    /// The link with its host replaced, as a typed fix.
    func fix(replacingHostWith host: String, in text: String) -> Fix {
        if var c = components {
            c.host = host
            return .url(URLComponentsBox(c))
        }
        let text = Self.asRead(text, leniently: readLeniently)
        // The splitter's links are `scheme://host…` with no userinfo or port.
        let start = (scheme?.utf8.count ?? 0) + 3
        return .splice(text, start: start, end: start + (encodedHost?.utf8.count ?? 0), replacement: host)
    }
}
