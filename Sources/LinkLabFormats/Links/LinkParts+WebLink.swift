extension LinkParts {
    /// The lowercased host of an http(s) link, or nil for anything else.
    package static func webHost(ofLink link: String) -> String? {
        // The engine's reader (its splitter for plain links), so that a plain link is not parsed by
        // Foundation once more for every hop.
        let text = link.trimmedAround
        // Only a link that starts with http: or https: has such a scheme: a custom-scheme link is not split again.
        guard Self.startsWithWebScheme(text) else { return nil }
        return webHost(of: text)
    }

    /// Whether `text` begins with `http:` or `https:`, in any case.
    package static func startsWithWebScheme(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        for expected in "http".utf8 {
            guard let b = bytes.next(), b | 0x20 == expected else { return false }
        }
        var next = bytes.next()
        if let b = next, b | 0x20 == UInt8(ascii: "s") { next = bytes.next() }
        return next == UInt8(ascii: ":")
    }
}
