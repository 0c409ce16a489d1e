import Foundation
import LinkLabCore
import LinkLabSystem

/// The one writer of whole files LinkLab produces: `check --junit`, `quiz --results` and F8's exports.
///
/// The rules (README, "Files LinkLab writes"):
/// - the bytes are built first and written in full through `CheckedWrite`, so nothing is truncated
///   before the run is sure to have something to write;
/// - a new file appears only whole: the bytes go to a temporary file beside it, which is renamed into
///   place once every byte is on disk, and removed on any failure, so a full disk never leaves an empty
///   or half-written file;
/// - what is at the path is never replaced unless it is a regular file: a FIFO, a device, a socket or
///   a folder is refused; a symbolic link is followed, and the regular file it names is the one written;
/// - a failure is an `OutputError` (exit status 3) with the reason.
enum OutputFile {
    /// Writes `bytes` as the file at `path`, replacing a regular file there. `file` names it in errors.
    static func write(_ bytes: [UInt8], to path: String, as file: WrittenFile) throws(OutputError) {
        try write(to: path, as: file) { descriptor in CheckedWrite.all(bytes, to: descriptor) }
    }

    /// Writes the file at `path` from `produce`, which writes its bytes to the descriptor it is given, piece
    /// by piece (`check --junit` copies a long report from its spool), and says how the writes ended.
    /// The same rules as above: the file appears only whole.
    static func write(to path: String, as file: WrittenFile,
                      producing produce: (Int32) -> CheckedWrite.Outcome) throws(OutputError) {
        let target = try writableTarget(path, file: file)
        let folder = (target as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.linklab-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw OutputError(.cannotWrite(file, path: path, errno: errno, removed: false))
        }
        let temporary = String(cString: template)
        var status = stat()
        // Keep the permissions of a file being replaced; a new one gets the usual 0644 less the umask.
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o666 & ~currentUmask()
        fchmod(descriptor, mode)
        if let code = finish(produce(descriptor), descriptor: descriptor, removing: temporary) {
            throw OutputError(.cannotWrite(file, path: path, errno: code, removed: true))
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw OutputError(.cannotWrite(file, path: path, errno: code, removed: false))
        }
    }

    /// Creates `name.ext` in `folder`, or `name-2.ext`, `name-3.ext`… when it exists: never overwrites.
    /// Returns the path written.
    static func createNew(in folder: String, name: String, ext: String, bytes: [UInt8], as written: WrittenFile) throws(OutputError) -> String {
        for attempt in 1...1000 {
            let file = attempt == 1 ? "\(name).\(ext)" : "\(name)-\(attempt).\(ext)"
            let path = (folder as NSString).appendingPathComponent(file)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw OutputError(.cannotSave(written, folder: folder, errno: errno, removed: false))
            }
            if let code = writeWhole(bytes, to: descriptor, removing: path) {
                throw OutputError(.cannotSave(written, folder: folder, errno: code, removed: true))
            }
            return path
        }
        throw OutputError(.namesTaken(written, folder: folder))
    }

    /// Writes every byte to `descriptor` and flushes it to disk, then closes it. On failure the file at
    /// `path` (which this run created) is removed, and the errno is returned.
    private static func writeWhole(_ bytes: [UInt8], to descriptor: Int32, removing path: String) -> Int32? {
        finish(CheckedWrite.all(bytes, to: descriptor), descriptor: descriptor, removing: path)
    }

    /// After the bytes were written with `outcome`: flushes them to disk and closes the file, or removes it.
    private static func finish(_ outcome: CheckedWrite.Outcome, descriptor: Int32, removing path: String) -> Int32? {
        let synced = outcome == .written && fsync(descriptor) == 0
        let syncError = errno
        close(descriptor)
        if outcome == .written, synced { return nil }
        unlink(path)
        if case .failed(let code) = outcome { return code }
        return outcome == .written ? syncError : EPIPE
    }

    /// The path to write: `path` itself, or the file a symbolic link there names. Refuses what is not
    /// a regular file, and a folder that does not exist.
    private static func writableTarget(_ path: String, file: WrittenFile, asGiven: String? = nil) throws(OutputError) -> String {
        // Errors name the path as it was given, not the file a symbolic link there names.
        let given = asGiven ?? path
        var status = stat()
        var target = path
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            guard let real = realpath(path, nil) else {
                // A link to nothing: write the file it names, if its folder exists.
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(path, &buffer, buffer.count - 1)
                guard count > 0 else { throw OutputError(.cannotWrite(file, path: given, errno: errno, removed: false)) }
                let named = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                target = named.hasPrefix("/") ? named : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(named)
                return try writableTarget(target, file: file, asGiven: given)
            }
            target = String(cString: real)
            free(real)
        }
        if stat(target, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw OutputError(.notARegularFile(file, path: given, FileKind((try? FileStatus.of(path: target))?.kind ?? .other)))
            }
            return target
        }
        let folder = (target as NSString).deletingLastPathComponent
        var folderStatus = stat()
        guard stat(folder.isEmpty ? "." : folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError(.folderMissing(file, path: given))
        }
        return target
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
