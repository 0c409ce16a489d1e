import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUI
import LinkLabTUIModel
import Testing
@testable import linklab

/// The CLI's problems are facts, worded in `Sources/linklab/Wording/`. Every problem is one line
/// (it follows `linklab: ` on stderr), and what the person typed reaches it only made safe to show.
@Suite("CLI problems are worded in one place")
struct CLIWordingTests {
    /// An option value that would retitle the terminal and set its clipboard if printed raw.
    static let hostile = "x\u{1B}]52;c;aGk=\u{7}\u{202E}\ny"

    /// One example of each problem the CLI words itself, each holding the hostile text where text is given.
    static let usage: [UsageProblem] = [
        .linkWithoutCommand(link: hostile), .unknownCommand(word: hostile, commands: ["explain", "check"]),
        .paceOutOfRange(11), .exportDirectoryNotAFolder(path: hostile), .noCheckList, .noScenario,
        .interactiveNeedsOneScenario, .noURLs(.aasa), .noURLs(.assetlinks), .noLinkToPicture(file: hostile), .androidVersionNotEmulated(3),
        .appIDEmpty, .appIDEmptyOrUnsafe, .notAPackageName(hostile), .notAFingerprint(hostile),
        .packageNeedsFingerprint, .fingerprintNeedsPackage, .urlsNeedAppID,
        .notADomain(hostile, option: .argument), .notADomain(hostile, option: .site),
        .notAServiceBase(.appleCDN, given: hostile), .notAServiceBase(.googleAPI, given: hostile),
        .timeoutOutOfRange(99), .needsLive(.offline), .needsLive(.site), .noCacheFolder,
        .noCachedFiles(domain: hostile, path: hostile, .missing), .cacheUnusable(path: hostile, why: .otherDomain, setAsideAs: hostile),
        .cacheUnusable(path: hostile, why: .otherAppID, setAsideAs: nil), .cacheRefused(.link, path: hostile),
        .cacheRefused(.folder(.writableByOthers(mode: 0o777)), path: hostile), .cacheRefused(.ownedByOther(owner: 7), path: hostile),
        .page(.noPageSource), .page(.notAPage), .redirectsToNotAWebLink, .noQuiz, .quizAsksNothing(path: hostile),
        .noRouteToVary(link: hostile, example: "q2mob://open?targetPage=%23%2Fmessages"),
        .payloadUnreadable(file: hostile, .isAFolder), .payloadUnreadable(file: "-", .tooLarge(limit: 1 << 20)),
        .standardInputUnreadable(errno: EIO),
        .fileToWrite(.notARegularFile(.transcript, path: hostile, .fifo)), .fileToWrite(.cannotOpen(.recording, path: hostile, errno: EACCES)),
    ]

    static let output: [OutputFileProblem] = [
        .cannotWrite(.junitReport, path: hostile, errno: ENOSPC, removed: true), .cannotWrite(.quizResults, path: hostile, errno: EIO, removed: false),
        .cannotSave(.savedSession, folder: hostile, errno: EACCES, removed: false), .namesTaken(.savedCheckList, folder: hostile),
        .notARegularFile(.liveCache, path: hostile, .socket), .folderMissing(.junitReport, path: hostile),
        .cannotPrepare(.junitReport, errno: EMFILE), .cannotOpen(.transcript, path: hostile, errno: ENOENT),
    ]

    static func isOneSafeLine(_ text: String) -> Bool {
        !text.isEmpty && !text.contains("\n") && !DisplayText.containsUnsafe(text)
    }

    @Test("every usage problem is one line, and what was typed is made safe to show", arguments: usage)
    func usageProblem(_ problem: UsageProblem) {
        let line = UsageError(problem).message
        #expect(Self.isOneSafeLine(line), "\(line)")
        #expect(!line.unicodeScalars.contains("\u{1B}") && !line.unicodeScalars.contains("\u{202E}"), "\(line)")
    }

    @Test("every output-file problem is one line naming the file, with the path made safe", arguments: output)
    func outputProblem(_ problem: OutputFileProblem) {
        let line = OutputError(problem).message
        #expect(Self.isOneSafeLine(line), "\(line)")
    }

    @Test("the system's reason is the one strerror gives: the fact is the errno")
    func systemReason() {
        let line = OutputError(.cannotWrite(.junitReport, path: "r.xml", errno: ENOSPC, removed: true)).message
        #expect(line.contains(String(cString: strerror(ENOSPC))))
    }

    @Test("F8's status lines name the message log's key as the terminal app's key table has it")
    func exportKeys() throws {
        let key = try #require(KeyTable.bindings.first { $0.action == .showMessageLog }?.keyLabel)
        let failed: [ExportOutcome] = [
            .folderUnmade(folder: "/x", .notAFolder), .sessionNotSaved(.namesTaken(.savedSession, folder: "/x")),
            .checkListNotSaved(session: "/x/s.jsonl", decisions: 2, .namesTaken(.savedCheckList, folder: "/x")),
            .quizResultsNotSaved(.cannotSave(.savedQuizResults, folder: "/x", errno: EACCES, removed: false)),
        ]
        for outcome in failed {
            let short = SessionExport.Report(outcome).short
            #expect(short.contains("(\(key)"), "\(short)")
            #expect(short.count <= 80, "\(short)")
        }
        let long = "/" + String(repeating: "folder/", count: 20) + "linklab-session-20261126-181200.jsonl"
        let saved = SessionExport.Report(.saved(session: long, decisions: 3, checkList: long, checks: 1))
        #expect(saved.short.contains("(\(key): the files)"), "\(saved.short)")
        #expect(saved.full.contains(long), "the message log has the whole path")
    }

    @Test("a written file that stops part way is said in full, or by its name alone for the status line")
    func stoppedWriting() {
        let full = Wording.stoppedWriting(.transcript, path: "/tmp/deep/t.jsonl", .errno(EFBIG))
        let short = Wording.stoppedWriting(.transcript, path: "/tmp/deep/t.jsonl", .errno(EFBIG), short: true)
        #expect(full.contains("/tmp/deep/t.jsonl") && !short.contains("/tmp/deep/"))
        #expect(short.contains("t.jsonl"))
    }
}
