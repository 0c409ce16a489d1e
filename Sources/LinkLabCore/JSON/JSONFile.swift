/// Kept while other branches still name it: reads go through `InputFile`, the one reader.
public enum JSONFile {
    /// The settings cap, as `InputFile.Kind.settings` states it.
    public static let sizeLimit = InputFile.Kind.settings.limit

    /// The bytes of the file at `path` (see `InputFile.read`).
    public static func read(_ path: String, limit: Int = sizeLimit) throws(FileProblem) -> [UInt8] {
        try InputFile.read(path, limit: limit)
    }

    /// The names in the folder at `path` (see `InputFile.folderNames`).
    public static func folderNames(_ path: String) throws(FileProblem) -> [String] {
        try InputFile.folderNames(path)
    }
}
