import Foundation

/// Reads the files LinkLab is told to read (settings, screens, scenarios, AASA files, payloads): whole,
/// up to a size limit, with the exact reason when they cannot be read.
public enum JSONFile {
    /// No LinkLab file comes near this; a larger one (or `/dev/zero`) is refused rather than read forever.
    public static let sizeLimit = 16 << 20

    /// The bytes of the file at `path`.
    public static func read(_ path: String, limit: Int = sizeLimit) throws(FileProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { throw FileProblem(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .isAFolder }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { readChunk(descriptor, into: $0) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileProblem(errno: errno)
            }
            if bytes.count + count > limit { throw .tooLarge(limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The names in the folder at `path`, or why it cannot be listed.
    public static func folderNames(_ path: String) throws(FileProblem) -> [String] {
        guard let folder = opendir(path) else {
            throw errno == ENOTDIR ? .notAFolder : FileProblem(errno: errno)
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}

/// `read(2)`, named apart from `JSONFile.read`.
private func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
