/// Numbers, to RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
extension StrictJSONReader {
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = offset
        var index = offset
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw failure(.malformedNumber(text(start, index + 1), why: .minusWithoutDigits), at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { throw failure(.leadingZero, at: start) }
        } else {
            index = digits(from: index)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let afterPoint = digits(from: index + 1)
            if afterPoint == index + 1 {
                throw failure(.malformedNumber(text(start, index + 1), why: .pointWithoutDigits), at: start)
            }
            index = afterPoint
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
            let afterExponent = digits(from: exponent)
            if afterExponent == exponent {
                throw failure(.malformedNumber(text(start, exponent), why: .exponentWithoutDigits), at: start)
            }
            index = afterExponent
        }
        let written = text(start, index)
        guard let value = Double(written), value.isFinite else { throw failure(.numberTooLarge(written), at: start) }
        offset = index
        return value
    }

    func digits(from: Int) -> Int {
        var index = from
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
