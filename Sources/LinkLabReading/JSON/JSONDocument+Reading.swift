import LinkLabFormats

extension JSONDocument {
    /// Parses `bytes` strictly (see `StrictJSON`); a syntax error names the file, key, line and column.
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> JSONDocument {
        do {
            return try StrictJSON.document(bytes, file: file)
        } catch {
            throw ConfigurationError(file: file, syntax: error)
        }
    }

    /// The top-level value, to read.
    var top: JSONCursor { JSONCursor(document: self, value: root, index: 0, path: []) }
}
