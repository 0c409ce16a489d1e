import LinkLabText

/// One step down into a JSON document: a key of an object or an index of a list.
package enum JSONPathComponent: Sendable, Equatable {
    case key(String)
    case index(Int)

    /// `data.demo.route`, `modules[1].identifier`, `[0].id`; nil for the top level.
    package static func text(_ path: some Collection<JSONPathComponent>) -> String? {
        if path.isEmpty { return nil }
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
