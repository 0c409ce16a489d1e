/// A query split at each `&` and at each item's first `=`: LinkLab's one query splitter. Names and values
/// are given as written, empty items (`a&&b`) included, and each reader decodes what it needs: the link
/// reader names and values once (`LinkParts.queryItems`), AASA matching names only (`aasaItems`).
package enum QueryItems {
    /// Each item of `query` in order, as byte ranges: its name, and its value after the first `=` (nil when
    /// the item has no `=`).
    package static func forEach(in query: UnsafeBufferPointer<UInt8>, _ body: (_ name: Range<Int>, _ value: Range<Int>?) -> Void) {
        var start = 0
        while true {
            var end = start
            while end < query.count, query[end] != UInt8(ascii: "&") { end += 1 }
            var equals = start
            while equals < end, query[equals] != UInt8(ascii: "=") { equals += 1 }
            body(start..<equals, equals < end ? (equals + 1)..<end : nil)
            guard end < query.count else { return }
            start = end + 1
        }
    }

    /// Each item of `query` in order, its name and value as written.
    package static func split(_ query: String) -> [(name: Substring, value: Substring?)] {
        var items: [(name: Substring, value: Substring?)] = []
        var text = query
        text.withUTF8 { bytes in
            forEach(in: bytes) { name, value in
                let utf8 = query.utf8
                func piece(_ range: Range<Int>) -> Substring {
                    Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
                }
                items.append((piece(name), value.map(piece)))
            }
        }
        return items
    }
}
