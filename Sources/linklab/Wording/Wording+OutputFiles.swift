#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// How a file LinkLab writes is named, and how a failure to write it is worded: "the JUnit report
/// out.xml cannot be written: No space left on device; nothing was left behind". Paths are made safe to
/// show here.
extension Wording {
    /// The one line, as printed after `linklab: ` (and, for F8's files, in the message log).
    static func sentence(for problem: OutputFileProblem) -> String {
        func shown(_ path: String) -> String { DisplayText.sanitize(path, limit: 300) }
        let left = "; nothing was left behind"
        switch problem {
        case .cannotWrite(let file, let path, let code, let removed):
            return "\(name(of: file)) \(shown(path)) cannot be written: \(systemReason(code))" + (removed ? left : "")
        case .cannotSave(let file, let folder, let code, let removed):
            return "\(name(of: file)) cannot be saved in \(shown(folder)): \(systemReason(code))" + (removed ? left : "")
        case .namesTaken(let file, let folder):
            return "\(name(of: file)) cannot be saved in \(shown(folder)): 1,000 files of that name are already there"
        case .notARegularFile(let file, let path, let kind):
            return "\(name(of: file)) \(shown(path)) is \(words(kind)), not a regular file; give the path of a file"
        case .folderMissing(let file, let path):
            return "\(name(of: file)) \(shown(path)) cannot be written: its folder does not exist"
        case .cannotPrepare(let file, let code):
            return "\(name(of: file)) cannot be prepared: \(systemReason(code))"
        case .cannotOpen(let file, let path, let code):
            return "\(name(of: file)) \(DisplayText.sanitize(path, limit: 200)) cannot be opened for writing: \(systemReason(code))"
        }
    }

    /// A file that stopped being written part way through a run, for the status line, the message log and
    /// stderr: "The transcript t.jsonl could not be written: File too large." `short` names the file alone,
    /// to fit the status line at 80 columns.
    static func stoppedWriting(_ file: WrittenFile, path: String, _ failure: WriteFailure, short: Bool = false) -> String {
        let where_ = short ? DisplayText.sanitize(Paths.lastComponent(path), limit: 60) : DisplayText.sanitize(path, limit: 200)
        return "\(capitalised(name(of: file))) \(where_) could not be written: \(words(failure))."
    }

    /// After a stopped transcript's line on stderr: how many decisions it lacks.
    static func decisionsMissing(_ count: Int) -> String { "\(count) decision(s) are missing from it." }

    static func words(_ failure: WriteFailure) -> String {
        switch failure {
        case .errno(let code): SystemError(code: code).reason
        case .nothingWritten: "nothing was written"
        }
    }

    /// The file as a sentence names it.
    static func name(of file: WrittenFile) -> String {
        switch file {
        case .junitReport: "the JUnit report"
        case .quizResults: "the results file"
        case .liveCache: "the live-site cache"
        case .inputHistory: "the link history"
        case .transcript: "the transcript"
        case .recording: "the recording"
        case .supportBundle: "the support bundle"
        case .phonePicture: "the phone's picture"
        case .animation: "the animated picture"
        // F8's files start the message log's sentences.
        case .savedSession: "The session"
        case .savedCheckList: "The check list"
        case .savedQuizResults: "The quiz results"
        case .savedBundle: "The support bundle"
        case .savedScreen: "The screen's picture"
        }
    }

    /// What is at a path that is not a regular file: "a FIFO".
    static func words(_ kind: FileKind) -> String {
        switch kind {
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .folder: "a folder"
        case .other: "not a file"
        }
    }

    static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
