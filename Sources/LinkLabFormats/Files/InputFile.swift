#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// The one reader of every file LinkLab is told to read: settings, screens, scenarios, AASA and
/// assetlinks.json files, payloads, check lists, property lists, provisioning profiles and manifests.
///
/// Each kind of file has a size cap (`InputFile.Kind.limit`, listed in the README), so a huge file,
/// `/dev/zero` or a FIFO that never ends is refused with a clear reason instead of filling memory.
/// Opening never waits for a FIFO's writer. Failures are typed (`FileProblem`), never prose.
public enum InputFile {
    /// What a file is read as; each kind has its own size cap.
    public enum Kind: String, Sendable, CaseIterable {
        case settings, screen, scenario, siteAssociation, assetLinks, payload, checkList
        case propertyList, provisioningProfile, manifest

        /// The most LinkLab reads of this kind of file. Payloads are capped as `push` caps them
        /// (1 MiB: APNs and FCM refuse far smaller ones); a check list may hold many thousand rows; a
        /// partner's plist, profile or merged manifest is a few hundred kilobytes at most.
        public var limit: Int {
            switch self {
            // Android's statement service reads at most 1 MiB of an assetlinks.json (docs/contract.md, A34).
            case .payload, .assetLinks: 1 << 20
            case .checkList: 32 << 20
            case .propertyList, .provisioningProfile, .manifest: 8 << 20
            case .settings, .screen, .scenario, .siteAssociation: 16 << 20
            }
        }

    }

    /// The bytes of the file at `path`, read as `kind`.
    public static func read(_ path: String, as kind: Kind) throws(FileProblem) -> [UInt8] {
        try read(path, limit: kind.limit)
    }

    /// While set, only files inside this folder may be read: the files a scenario names are confined to
    /// its folder, so a walkthrough found in `./scenarios` cannot make LinkLab read any file on the disk.
    @TaskLocal public static var confinedTo: String?

    /// The bytes of the file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(FileProblem) -> [UInt8] {
        let (descriptor, size) = try open(path)
        defer { FileDescriptor.close(descriptor) }
        // A regular file says its size: refuse a large one before reading a byte of it.
        if let size, size > limit { throw .tooLarge(limit: limit) }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// Opens the file at `path` for reading, as `read` does: within `confinedTo`, never waiting for a FIFO's
    /// writer, a folder refused. Returns the descriptor (the caller closes it) and, for a regular file, its size.
    public static func open(_ path: String) throws(FileProblem) -> (descriptor: Int32, size: Int?) {
        if let folder = confinedTo, !isInside(path, folder: folder) { throw .outsideFolder(folder: folder) }
        let descriptor: Int32
        do { descriptor = try FileDescriptor.openForReading(path) } catch { throw FileProblem(error) }
        let status: FileStatus
        do { status = try FileStatus.of(descriptor: descriptor) } catch {
            FileDescriptor.close(descriptor)
            throw FileProblem(error)
        }
        if status.kind == .folder { FileDescriptor.close(descriptor); throw .isAFolder }
        return (descriptor, status.kind == .regular ? status.size : nil)
    }

    /// Everything left on `descriptor` (standard input, say) up to its end, at most `limit` bytes.
    /// EINTR is retried, and a non-blocking descriptor with nothing yet to read is waited on.
    public static func read(descriptor: Int32, limit: Int) throws(FileProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Ask for one byte beyond the limit, so that a file of exactly `limit` bytes passes.
        let ceiling = limit < Int.max ? max(0, limit) + 1 : limit
        while true {
            let wanted = min(chunk.count, ceiling - bytes.count)
            let read = chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in
                    try FileDescriptor.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
                }
            }
            let count: Int
            switch read {
            case .success(let read): count = read
            case .failure(let error): throw FileProblem(error)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// The text of a file read as UTF-8, strictly: a byte that is not UTF-8 is a problem naming its
    /// line and column, never a silent U+FFFD.
    public static func text(_ bytes: [UInt8]) throws(FileProblem) -> String {
        if let offset = firstInvalidUTF8(bytes) { throw notUTF8(bytes, at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, or nil.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalid(in: $0) }
    }

    /// The problem of the byte at `offset`, which is not UTF-8, named by its line and column.
    package static func notUTF8(_ bytes: [UInt8], at offset: Int) -> FileProblem {
        let position = TextPosition(offset: offset, in: bytes)
        return .notUTF8(line: position.line, column: position.column, byte: bytes[offset])
    }

    /// The names in the folder at `path`, or why it cannot be listed.
    public static func folderNames(_ path: String) throws(FileProblem) -> [String] {
        do { return try FileSystem.names(inFolder: path) } catch {
            throw error.isNotAFolder ? .notAFolder : FileProblem(error)
        }
    }

    /// Whether `path` lies inside `folder` once both are made absolute and `..` and symbolic links
    /// are resolved: a check list or scenario may name files beside it, not anywhere on the disk.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let root = resolved(folder)
        let target = resolved(path)
        return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` made absolute, with `.`, `..` and every symbolic link that exists resolved.
    package static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

