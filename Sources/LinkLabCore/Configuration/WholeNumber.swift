/// Whole numbers read as JSON numbers, so that `1e23` or `1.5` is an error naming the key and the range
/// instead of the decoder's "not valid JSON".
extension KeyedDecodingContainer where Key == AnyCodingKey {
    func decodeWholeNumber(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let number = try decodeIfPresent(Double.self, forKey: AnyCodingKey(key)) else { return nil }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath + [AnyCodingKey(key)],
                debugDescription: "must be a whole number between \(range.lowerBound) and \(range.upperBound), not \(JSONText.render(.number(number)))"
            ))
        }
        return Int(number)
    }
}
