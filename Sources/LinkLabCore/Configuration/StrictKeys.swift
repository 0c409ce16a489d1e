/// A coding key for any name, so that decoders can see every key a file uses.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// Rejects keys a file format does not know, so that a typo is an error and not a silent default.
enum StrictKeys {
    static func check(_ decoder: any Decoder, allowed: [String]) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath + [key],
                debugDescription: "is not a known key; expected one of: \(allowed.joined(separator: ", "))"
            ))
        }
    }
}
