#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
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
        // Keep the permissions of a file being replaced; a new one gets the usual 0644 less the umask.
        let mode = (try? FileStatus.of(path: target))?.mode ?? (0o666 & ~FileSystem.creationMask)
        try replace(target, given: path, as: file, mode: mode, producing: produce)
    }

    /// Writes `bytes` as the file at `path` with `mode`, never following a symbolic link there: the
    /// temporary file is renamed over the name itself, so a link planted at it is replaced, and the file
    /// it names is left alone (the `--live` cache, in a folder of the user's own).
    static func replaceWithoutFollowing(_ path: String, with bytes: [UInt8], as file: WrittenFile, mode: UInt32) throws(OutputError) {
        try replace(path, given: path, as: file, mode: mode) { descriptor in CheckedWrite.all(bytes, to: descriptor) }
    }

    /// The bytes `produce` writes, in a temporary file beside `target` with `mode`, renamed to `target`.
    private static func replace(_ target: String, given path: String, as file: WrittenFile, mode: UInt32,
                                producing produce: (Int32) -> CheckedWrite.Outcome) throws(OutputError) {
        let made: (descriptor: Int32, path: String)
        do { made = try FileDescriptor.createTemporary(inFolder: Paths.folder(of: target), prefix: ".linklab-") } catch {
            throw OutputError(.cannotWrite(file, path: path, errno: error.code, removed: false))
        }
        let (descriptor, temporary) = made
        FileDescriptor.setMode(descriptor, mode)
        if let code = finish(produce(descriptor), descriptor: descriptor, removing: temporary) {
            throw OutputError(.cannotWrite(file, path: path, errno: code, removed: true))
        }
        do { try FileSystem.rename(temporary, to: target) } catch {
            try? FileSystem.removeFile(temporary)
            throw OutputError(.cannotWrite(file, path: path, errno: error.code, removed: false))
        }
    }

    /// Creates `name.ext` in `folder`, or `name-2.ext`, `name-3.ext`… when it exists: never overwrites.
    /// Returns the path written.
    static func createNew(in folder: String, name: String, ext: String, bytes: [UInt8], as written: WrittenFile) throws(OutputError) -> String {
        for attempt in 1...1000 {
            let file = attempt == 1 ? "\(name).\(ext)" : "\(name)-\(attempt).\(ext)"
            let path = Paths.join(folder, file)
            let descriptor: Int32
            do { descriptor = try FileDescriptor.createNew(path) } catch {
                if error.alreadyExists { continue }
                throw OutputError(.cannotSave(written, folder: folder, errno: error.code, removed: false))
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
        var syncError: SystemError?
        if outcome == .written {
            do { try FileDescriptor.sync(descriptor) } catch { syncError = error }
        }
        FileDescriptor.close(descriptor)
        if outcome == .written, syncError == nil { return nil }
        try? FileSystem.removeFile(path)
        if case .failed(let code) = outcome { return code }
        return (syncError ?? .brokenPipe).code
    }

    /// The path to write: `path` itself, or the file a symbolic link there names. Refuses what is not
    /// a regular file, and a folder that does not exist.
    ///
    /// Dangling links are followed by hand, at most `linkLimit` of them (the kernel's own limit on a path's
    /// links, MAXSYMLINKS): a loop of links is refused as `--transcript` refuses it, "Too many levels of
    /// symbolic links", rather than followed for ever.
    private static func writableTarget(_ path: String, file: WrittenFile, asGiven: String? = nil, links: Int = 0) throws(OutputError) -> String {
        // Errors name the path as it was given, not the file a symbolic link there names.
        let given = asGiven ?? path
        var target = path
        if (try? FileStatus.ofLink(path: path))?.kind == .symbolicLink {
            do { target = try FileSystem.realPath(path) } catch {
                if error.isLinkLoop || links >= linkLimit {
                    throw OutputError(.cannotWrite(file, path: given, errno: SystemError.tooManyLinks.code, removed: false))
                }
                // A link to nothing: write the file it names, if its folder exists.
                let named: String
                do { named = try FileSystem.linkTarget(path) } catch {
                    throw OutputError(.cannotWrite(file, path: given, errno: error.code, removed: false))
                }
                target = named.hasPrefix("/") ? named : Paths.join(Paths.folder(of: path), named)
                return try writableTarget(target, file: file, asGiven: given, links: links + 1)
            }
        }
        if let status = try? FileStatus.of(path: target) {
            guard status.kind == .regular else {
                throw OutputError(.notARegularFile(file, path: given, FileKind(status.kind)))
            }
            return target
        }
        let folder = Paths.folder(of: target)
        guard (try? FileStatus.of(path: folder.isEmpty ? "." : folder))?.kind == .folder else {
            throw OutputError(.folderMissing(file, path: given))
        }
        return target
    }

    /// The most symbolic links followed by hand for one path (Linux's and macOS's MAXSYMLINKS is 40 and 32).
    static let linkLimit = 32
}
