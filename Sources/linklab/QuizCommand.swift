import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `linklab quiz`: asks a trainee what the app will do with each link or push marked `"ask": true`.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: Help.Quiz.abstract,
        discussion: Help.Quiz.discussion
    )

    @OptionGroup var options: AppOptions

    @Flag(name: .customLong("allow-outside-files"),
          help: ArgumentHelp(Help.Quiz.allowOutsideFiles))
    var allowOutsideFiles = false

    @Option(help: ArgumentHelp(Help.Quiz.results, valueName: "FILE"))
    var results: String?

    @OptionGroup var scenarioFolder: ScenariosOption

    @Argument(help: ArgumentHelp(Help.Quiz.scenarios, valueName: "SCENARIO"))
    var scenarios: [String] = []

    func run() throws {
        let catalogue = try scenarioFolder.catalogue()
        var entries: [ScenarioCatalogue.Entry] = []
        for argument in scenarios { entries.append(try ScenariosOption.entry(argument, in: catalogue)) }
        if scenarios.isEmpty { entries = catalogue.quizzes }
        if entries.isEmpty { throw UsageError(.noQuiz) }
        var loaded: [(Scenario, BankingApp)] = []
        for entry in entries {
            let scenario = try catalogue.load(entry)
            if !scenario.steps.contains(where: \.ask) {
                throw UsageError(.quizAsksNothing(path: entry.file))
            }
            loaded.append((scenario, try ScenarioLoader.app(for: scenario, fallbackConfig: options.config, screensDirectory: options.screens,
                                                                    allowOutsideFiles: allowOutsideFiles)))
        }
        let quiz = Quiz(scenarios: loaded)
        var answered: [QuizResult] = []
        let total = quiz.questions.count
        var reader = QuizAnswers(reader: LineReader(descriptor: Platform.standardInput, maximumLineBytes: QuizAnswers.maximumLineBytes))
        // Ctrl-C ends the quiz, not the process: what was answered is scored and saved.
        Interruption.catchInterrupts()
        reader.reader.interrupted = { Interruption.requested }
        var stop: QuizAnswers.Stop?
        for (index, question) in quiz.questions.enumerated() {
            QuizPrompt.show(question, number: index + 1, of: total)
            let answer = QuizPrompt.ask(question, from: &reader)
            guard let answer else {
                stop = reader.stop
                break
            }
            let result = QuizResult(question: question, answer: answer, answeredAt: Date())
            answered.append(result)
            QuizPrompt.feedback(result)
        }
        QuizPrompt.score(answered, of: total)
        if let results { try save(answered, questions: total, to: results) }
        if let stop {
            Terminal.standardError("linklab: " + Wording.quizStopped(stop, answered: answered.count, of: total))
            throw ExitCode(stop == .interrupted ? 130 : 1)
        }
    }

    /// Writes the results for the trainer; with no answer there is nothing to record, and an earlier
    /// file is left as it was.
    private func save(_ answered: [QuizResult], questions: Int, to results: String) throws {
        guard let record = QuizRecord.file(answered, questions: questions, at: Date()) else {
            QuizPrompt.say(Wording.quizResultsNotWritten(results))
            return
        }
        try OutputFile.write(Array(record.utf8), to: results, as: .quizResults)
        QuizPrompt.say(Wording.quizResultsWritten(results))
    }
}

/// The quiz's plain line-based prompts on standard output, answers from standard input.
enum QuizPrompt {
    /// The six outcomes, in the order the quiz numbers them.
    static let outcomes: [Outcome] = [.navigated, .deferred, .handledByModule, .stayed, .notOpened, .openedInBrowser]

    /// Every byte or a clear exit: a reader that went away (`quiz | head`) ends the quiz quietly, with
    /// status 3, as every other command does, instead of stopping on Foundation's write error.
    static func write(_ text: String) {
        let outcome = CheckedWrite.all(Array(text.utf8), to: Platform.standardOutput)
        if outcome != .written { Terminal.outputFailed(outcome) }
    }

    static func say(_ line: String) {
        write(line + "\n")
    }

    static func show(_ q: QuizQuestion, number: Int, of total: Int) {
        say("")
        say(Wording.quizQuestion(number, of: total, scenario: q.scenario, step: q.step))
        if let fi = q.ownFI { say(Wording.quizOwnFINote(fi)) }
        let setting = Wording.quizPhone(q.decision.platform, androidVersion: q.decision.androidVersion) + " "
            + Wording.quizSetting(signedIn: q.signedIn, screenTitle: q.screenTitle, appState: q.appState)
        say(setting + Wording.quizArrives(push: q.isPush))
        say("  " + DisplayText.sanitize(q.input, limit: 2000))
    }

    /// Asks for the outcome, then the cause when it applies; nil when the answers stop (`answers.stop` says why).
    static func ask(_ q: QuizQuestion, from answers: inout QuizAnswers) -> QuizAnswer? {
        say(Wording.quizAsksOutcome)
        for (index, outcome) in outcomes.enumerated() {
            say("  \(index + 1) \(outcome.rawValue.padded(to: 16))\(Wording.quizChoice(outcome))")
        }
        guard let outcome = choose(outcomes.map(\.rawValue), from: &answers).map({ outcomes[$0] }) else { return nil }
        guard q.asksCause(after: outcome) else { return QuizAnswer(outcome: outcome) }
        say(Wording.quizAsksCause)
        for (index, code) in q.causeChoices.enumerated() { say("  \(index + 1) \(code)") }
        guard let cause = choose(q.causeChoices, from: &answers) else { return nil }
        return QuizAnswer(outcome: outcome, cause: q.causeChoices[cause])
    }

    /// Reads lines until one is a number from 1 to the count, or one of the names; nil when the answers stop.
    static func choose(_ names: [String], from answers: inout QuizAnswers) -> Int? {
        while true {
            write(Wording.quizPrompt(choices: names.count))
            guard let line = answers.next() else {
                say("")
                return nil
            }
            if !Platform.isTerminal(Platform.standardInput) { say(DisplayText.sanitize(line, limit: 80)) }
            let answer = line.trimmingSpaces()
            if let number = Int(answer), (1...names.count).contains(number) { return number - 1 }
            if let index = names.firstIndex(where: { $0.lowercased() == answer.lowercased() }) { return index }
            say(Wording.quizAnswerAgain(choices: names.count))
        }
    }

    static func expected(_ q: QuizQuestion) -> String {
        Wording.quizAnswer(q.outcome, cause: q.cause)
    }

    static func feedback(_ r: QuizResult) {
        let q = r.question
        say(Wording.quizFeedback(right: r.isRight, expected: expected(q)))
        say("  " + q.decision.summary)
        for d in q.decision.diagnostics { say("  \(d.severity.rawValue) \(d.code.rawValue): \(d.message)") }
    }

    static func score(_ answered: [QuizResult], of total: Int) {
        let right = answered.filter(\.isRight).count
        say("")
        say(Wording.quizScore(right: right, answered: answered.count, questions: total))
        let missed = answered.filter { !$0.isRight }
        if missed.isEmpty { return }
        say(Wording.quizMissed)
        for r in missed {
            let q = r.question
            let yours = Wording.quizAnswer(r.answer.outcome, cause: r.answer.cause)
            say(Wording.quizMissed(scenario: q.scenario, step: q.step, yours: yours, expected: expected(q)))
            let reason = q.decision.diagnostics.first { $0.code.rawValue == q.cause }?.message ?? q.decision.summary
            say("    " + reason)
        }
    }
}

/// The trainee's answers, a line each from standard input, bounded as `explain`'s lines are: an answer
/// longer than any choice could be ends the quiz at once rather than being read on (`quiz < /dev/zero`).
struct QuizAnswers {
    /// Why the answers stopped before the quiz ended.
    enum Stop { case ended, tooLong, interrupted }

    /// An answer is a number or an outcome or code name: 4 KiB is far above any.
    static let maximumLineBytes = 4096

    var reader: LineReader
    private(set) var stop: Stop?

    init(reader: LineReader) {
        self.reader = reader
        self.reader.notesCutLines = false
    }

    /// The next answer line; nil once the answers stop.
    mutating func next() -> String? {
        guard stop == nil else { return nil }
        if Interruption.requested {
            stop = .interrupted
            return nil
        }
        guard let line = reader.next() else {
            stop = Interruption.requested ? .interrupted : .ended
            return nil
        }
        if reader.lastLineWasCut {
            stop = .tooLong
            return nil
        }
        return line
    }
}
