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

/// A file LinkLab was asked to write that cannot be written, as facts: which file, where, and the
/// system's reason. `Wording.sentence(for:)` words it.
enum OutputFileProblem: Equatable, Sendable {
    /// `removed`: a partly written temporary file was removed, so nothing was left behind.
    case cannotWrite(WrittenFile, path: String, errno: Int32, removed: Bool)
    case cannotSave(WrittenFile, folder: String, errno: Int32, removed: Bool)
    /// 1,000 files of the name are already in the folder.
    case namesTaken(WrittenFile, folder: String)
    case notARegularFile(WrittenFile, path: String, FileKind)
    case folderMissing(WrittenFile, path: String)
    /// The temporary spool of a report cannot be made.
    case cannotPrepare(WrittenFile, errno: Int32)
    case cannotOpen(WrittenFile, path: String, errno: Int32)
}

/// The files LinkLab writes, by what they are to the person who asked for them.
enum WrittenFile: Sendable {
    case junitReport, quizResults, liveCache, transcript, recording, inputHistory
    /// `--html` and `--svg`.
    case supportBundle, phonePicture
    /// `render --svg`.
    case animation
    /// F8 and a finished Ctrl-T quiz, in the export folder.
    case savedSession, savedCheckList, savedQuizResults, savedBundle, savedScreen
}

/// What is at a path that is not a regular file.
enum FileKind: Sendable {
    case fifo, characterDevice, blockDevice, socket, folder, other

    init(_ kind: FileStatus.Kind) {
        switch kind {
        case .fifo: self = .fifo
        case .characterDevice: self = .characterDevice
        case .blockDevice: self = .blockDevice
        case .socket: self = .socket
        case .folder: self = .folder
        case .regular, .symbolicLink, .other: self = .other
        }
    }
}

/// Why writing stopped part way: the system's error, or a write that wrote nothing.
enum WriteFailure: Equatable, Sendable {
    case errno(Int32)
    case nothingWritten
}

/// A file LinkLab was asked to write that cannot be written: one line on stderr, exit status 3.
struct OutputError: Error, Equatable {
    var problem: OutputFileProblem

    init(_ problem: OutputFileProblem) { self.problem = problem }

    /// The one line, as printed after `linklab: `.
    var message: String { Wording.sentence(for: problem) }
}
