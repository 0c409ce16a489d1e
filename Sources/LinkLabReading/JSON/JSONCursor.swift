import LinkLabFormats

/// One value of a parsed `JSONDocument`, with its key path and where it was written: what the typed
/// reader reads. Every error it throws names the file, the key path, the line and column, and the problem.
struct JSONCursor: Sendable {
    let document: JSONDocument
    let value: JSONValue
    /// The value's span in `document.spans`.
    let index: Int
    let path: [JSONPathComponent]

    /// `modules[1].identifier`; nil at the top level.
    var keyPath: String? { JSONPathComponent.text(path) }

    /// Line and column of the value.
    var position: TextPosition { document.position(ofSpan: index) }

    /// An error at this value.
    func error(_ problem: ConfigurationProblem) -> ConfigurationError {
        ConfigurationError(file: document.file, key: keyPath, position: position, problem: problem)
    }

    /// An error at this value, saying what it must be and what it is.
    func mustBe(_ expected: ExpectedValue) -> ConfigurationError { error(.mustBe(expected, found: value.jsonKind)) }

    // MARK: Scalars

    func string() throws(ConfigurationError) -> String {
        guard case .string(let text) = value else { throw mustBe(.kind(.string)) }
        return text
    }

    func bool() throws(ConfigurationError) -> Bool {
        guard case .bool(let flag) = value else { throw mustBe(.kind(.bool)) }
        return flag
    }

    func number() throws(ConfigurationError) -> Double {
        guard case .number(let number) = value else { throw mustBe(.kind(.number)) }
        return number
    }

    /// A JSON number that is whole and in `range`, so that `1e23` or `1.5` names the key and the range.
    func wholeNumber(in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        let number = try number()
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(.mustBe(.wholeNumber(range), found: .number))
        }
        return Int(number)
    }

    /// A string naming one of `Choice`'s cases, e.g. `"queue"` for `ColdStartLinks.queue`.
    func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws(ConfigurationError) -> Choice
        where Choice.RawValue == String {
        guard case .string(let text) = value, let chosen = Choice(rawValue: text) else {
            throw error(.mustBe(.oneOf(Choice.allCases.map(\.rawValue)), found: value.jsonKind == .string ? nil : value.jsonKind))
        }
        return chosen
    }

    // MARK: Lists and objects

    /// The items of a list, each with its own cursor.
    func items() throws(ConfigurationError) -> [JSONCursor] {
        guard case .array(let values) = value else { throw mustBe(.kind(.list)) }
        var cursors: [JSONCursor] = []
        cursors.reserveCapacity(values.count)
        var span = index + 1
        for (offset, item) in values.enumerated() {
            cursors.append(JSONCursor(document: document, value: item, index: span, path: path + [.index(offset)]))
            span += document.spans.count > span ? document.spans[span].count : 1
        }
        return cursors
    }

    /// A list of strings, each item checked.
    func strings() throws(ConfigurationError) -> [String] {
        var texts: [String] = []
        for item in try items() { texts.append(try item.string()) }
        return texts
    }

    /// The members of an object, in written order, each with its own cursor; nil when this is not an object.
    var members: [(key: String, cursor: JSONCursor)]? {
        guard case .object(let pairs) = value else { return nil }
        var members: [(key: String, cursor: JSONCursor)] = []
        members.reserveCapacity(pairs.count)
        var span = index + 1
        for (key, member) in pairs {
            members.append((key, JSONCursor(document: document, value: member, index: span, path: path + [.key(key)])))
            span += document.spans.count > span ? document.spans[span].count : 1
        }
        return members
    }

    /// An object of one of LinkLab's own kinds: a key that `Key` does not list is an error. `comment` is
    /// allowed in every object, so a file can explain itself.
    func object<Key: JSONKey>(_ keys: Key.Type) throws(ConfigurationError) -> JSONObject<Key> {
        let object = try lenientObject(keys)
        for (key, member) in object.members where Key(rawValue: key) == nil && key != "comment" {
            throw member.error(.unknown(.key, known: Key.allCases.map(\.rawValue)))
        }
        return object
    }

    /// An object read as Apple's or Google's services read theirs: unknown keys are ignored.
    func lenientObject<Key: JSONKey>(_ keys: Key.Type) throws(ConfigurationError) -> JSONObject<Key> {
        guard let members else { throw mustBe(.kind(.object)) }
        return JSONObject(cursor: self, members: members)
    }
}

/// The keys of one kind of object in a file LinkLab reads, as written: one enum per kind.
protocol JSONKey: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

/// An object being read by its keys; every read names the key in its error, and a missing key is placed
/// at the object that lacks it.
struct JSONObject<Key: JSONKey> {
    let cursor: JSONCursor
    let members: [(key: String, cursor: JSONCursor)]

    /// The value under `key`, if written.
    subscript(key: Key) -> JSONCursor? { members.first { $0.key == key.rawValue }?.cursor }

    func has(_ key: Key) -> Bool { self[key] != nil }

    /// The value under `key` read by `read`, or nil when the key is left out.
    func optional<T>(_ key: Key, _ read: (JSONCursor) throws(ConfigurationError) -> T) throws(ConfigurationError) -> T? {
        guard let value = self[key] else { return nil }
        return try read(value)
    }

    /// The value under `key` read by `read`; a missing key is an error.
    func required<T>(_ key: Key, _ read: (JSONCursor) throws(ConfigurationError) -> T) throws(ConfigurationError) -> T {
        guard let value = self[key] else { throw missing(key) }
        return try read(value)
    }

    /// The error for a key left out, at the object that lacks it.
    func missing(_ key: Key) -> ConfigurationError {
        ConfigurationError(file: cursor.document.file, key: JSONPathComponent.text(cursor.path + [.key(key.rawValue)]),
                           position: cursor.position, problem: .missing)
    }

    /// An error at `key`'s value, or at the object when it is left out.
    func error(_ key: Key, _ problem: ConfigurationProblem) -> ConfigurationError {
        if let value = self[key] { return value.error(problem) }
        var error = missing(key)
        error.problem = problem
        return error
    }

    func string(_ key: Key) throws(ConfigurationError) -> String? { try optional(key) { value throws(ConfigurationError) in try value.string() } }
    func bool(_ key: Key) throws(ConfigurationError) -> Bool? { try optional(key) { value throws(ConfigurationError) in try value.bool() } }
    func number(_ key: Key) throws(ConfigurationError) -> Double? { try optional(key) { value throws(ConfigurationError) in try value.number() } }
    func strings(_ key: Key) throws(ConfigurationError) -> [String]? { try optional(key) { value throws(ConfigurationError) in try value.strings() } }

    /// Refuses `this` beside `other`: a key that decides what the other decides would contradict it.
    func refuseBoth(_ other: Key, _ this: Key) throws(ConfigurationError) {
        if has(other), has(this) { throw error(this, .eitherOr(other: other.rawValue, this: this.rawValue)) }
    }
}

extension JSONCursor {
    /// An error about the value at `relative` below this one, found after reading (a rule that weighs several
    /// keys): placed at that value, or at the nearest enclosing value the file writes; the key path is
    /// given whole even when the file leaves the key out.
    func error(at relative: [JSONPathComponent], _ problem: ConfigurationProblem) -> ConfigurationError {
        var deepest: JSONCursor?
        var here = self
        walk: for component in relative {
            switch component {
            case .key(let key):
                guard let next = here.members?.first(where: { $0.key == key })?.cursor else { break walk }
                here = next
            case .index(let wanted):
                guard case .array = here.value, let items = try? here.items(), wanted < items.count else { break walk }
                here = items[wanted]
            }
            deepest = here
        }
        return ConfigurationError(file: document.file, key: JSONPathComponent.text(path + relative),
                                  position: deepest?.position, problem: problem)
    }
}
