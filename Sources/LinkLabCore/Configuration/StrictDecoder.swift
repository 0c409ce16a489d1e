import Foundation

/// Reads a LinkLab file's JSON strictly first, so that duplicate keys, trailing commas and bytes that are
/// not UTF-8 are errors naming the line, column and key; then Foundation's decoder reads the types.
enum StrictDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(ConfigurationError) -> T {
        do {
            _ = try JSONValue.parse(utf8: data)
        } catch {
            throw ConfigurationError(file: file, syntax: error)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw DecodingErrorText.configurationError(error, file: file).locating(in: data)
        }
    }

    /// The bytes of a file, read as `kind` (its size cap); an error names the file, or the key that named it.
    static func read(_ path: String, as kind: InputFile.Kind = .settings,
                     referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> Data {
        do {
            return Data(try InputFile.read(path, as: kind))
        } catch {
            throw ConfigurationError(path: path, problem: error, referredBy: referrer)
        }
    }
}
