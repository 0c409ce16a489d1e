/// Strings: escapes decoded, UTF-8 checked, raw control characters and lone surrogates refused.
extension StrictJSONReader {
    /// Reads the string whose opening quote is at the current offset.
    mutating func string() throws(JSONSyntaxError) -> String {
        let opening = offset
        var index = offset + 1
        let start = index
        // Only a string with escapes is copied; the rest are decoded straight from the input.
        var decoded: [UInt8]?
        var copiedUpTo = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                offset = index + 1
                guard var decoded else {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                }
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index]))
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                var buffer = decoded ?? []
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index]))
                index = try escape(at: index, into: &buffer)
                decoded = buffer
                copiedUpTo = index
            case 0x00..<0x20:
                throw failure(.controlCharacter(byte), at: index)
            case 0x20..<0x80:
                index += 1
            default:
                guard let length = UTF8Validator.sequenceLength(in: bytes, at: index) else {
                    throw failure(.invalidUTF8(byteOffset: index, bytes: StrictJSONReader.badBytes(in: bytes, at: index)), at: index)
                }
                index += length
            }
        }
        throw failure(.unterminatedString, at: opening)
    }

    /// Decodes the escape whose backslash is at `at`; returns the offset after it.
    func escape(at: Int, into buffer: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        guard at + 1 < bytes.count else { throw failure(.unterminatedString, at: at) }
        let simple: UInt8?
        switch bytes[at + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            try rejectUnreadable(at: at + 1)
            let length = UTF8Validator.sequenceLength(in: bytes, at: at + 1) ?? 1
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)..<(at + 1 + length)]), as: UTF8.self)
            throw failure(.invalidEscape(found: text), at: at)
        }
        if let simple {
            buffer.append(simple)
            return at + 2
        }
        let unit = try hexUnit(at: at)
        var scalarValue = UInt32(unit)
        var end = at + 6
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed at once by `\u` and a low one.
            guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u") else {
                throw failure(.loneSurrogate(unit), at: at)
            }
            let low = try hexUnit(at: end)
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(.loneSurrogate(unit), at: at) }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            end += 6
        case 0xDC00...0xDFFF:
            throw failure(.loneSurrogate(unit), at: at)
        default:
            break
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw failure(.loneSurrogate(unit), at: at) }
        UTF8.encode(scalar) { buffer.append($0) }
        return end
    }

    /// The four hex digits after the `\u` at `at`.
    func hexUnit(at: Int) throws(JSONSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for index in (at + 2)..<(at + 6) {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                let end = min(at + 6, bytes.count)
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)..<end]), as: UTF8.self)
                throw failure(.invalidEscape(found: text), at: at)
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
