import Foundation

/// Reads the partner's own iOS files: XML and binary property lists, through Foundation's
/// `PropertyListSerialization`, with errors that name the file, the key and the reason.
enum PropertyList {
    /// The file's top-level dictionary.
    static func dictionary(atPath path: String) throws(ConfigurationError) -> [String: Any] {
        try dictionary(from: read(path), file: path)
    }

    static func read(_ path: String) throws(ConfigurationError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, reason: "cannot be read (missing, or not a file)")
        }
        return data
    }

    /// Decodes plist bytes; anything but a dictionary at the top is an error.
    static func dictionary(from data: Data, file: String) throws(ConfigurationError) -> [String: Any] {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ConfigurationError(file: file, reason: "is not a property list (XML or binary)")
        }
        guard let top = object as? [String: Any] else {
            throw ConfigurationError(file: file, reason: "is not a property list with a dictionary at the top level")
        }
        return top
    }

    /// A value of the expected type under `key`, nil when absent, an error naming the key otherwise.
    static func value<T>(_ dictionary: [String: Any], _ key: String, as type: T.Type, path: String, file: String,
                         expected: String) throws(ConfigurationError) -> T? {
        guard let raw = dictionary[key] else { return nil }
        guard let value = raw as? T else { throw ConfigurationError(file: file, key: path, reason: "expected \(expected)") }
        return value
    }
}

/// The property list inside a `.mobileprovision`: a CMS (PKCS#7) signed envelope around an XML plist
/// (`<?xml` … `</plist>`) or, more rarely, a binary one (`bplist00`).
enum SignedEnvelope {
    static func propertyList(in data: Data) -> Data? {
        let bytes = [UInt8](data)
        if let start = find(Array("<?xml".utf8), in: bytes, from: 0),
           let close = find(Array("</plist>".utf8), in: bytes, from: start) {
            return Data(bytes[start..<(close + 8)])
        }
        if let start = find(Array("bplist00".utf8), in: bytes, from: 0) {
            return binaryPlist(in: bytes, from: start)
        }
        return nil
    }

    /// A binary plist ends with a 32-byte trailer whose offset table lies just before it; the first end
    /// that agrees with its own trailer is where the plist stops and the envelope resumes.
    static func binaryPlist(in bytes: [UInt8], from start: Int) -> Data? {
        func number(_ at: Int, _ count: Int) -> Int? {
            var n = 0
            for i in at..<(at + count) {
                guard n < Int.max >> 8 else { return nil }
                n = n << 8 | Int(bytes[i])
            }
            return n
        }
        var end = start + 8 + 32
        while end <= bytes.count {
            let trailer = end - 32
            let offsetSize = Int(bytes[trailer + 6])
            if [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(Int(bytes[trailer + 7])),
               let objects = number(trailer + 8, 8), let tableOffset = number(trailer + 24, 8),
               objects > 0, objects < bytes.count,
               tableOffset + objects * offsetSize == trailer - start {
                return Data(bytes[start..<end])
            }
            end += 1
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
        var i = from
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
