/// How an F8 save or a finished quiz's save ended, as facts: the paths written, the counts, or the problem.
enum ExportOutcome: Equatable, Sendable {
    /// The default export folder cannot be made.
    case folderUnmade(folder: String, FolderProblem)
    case sessionNotSaved(OutputFileProblem)
    /// The session was saved, its check list not.
    case checkListNotSaved(session: String, decisions: Int, OutputFileProblem)
    /// `bundle`: the support bundle's page, and `screen` the screen as SVG, when they were saved too.
    case saved(session: String, decisions: Int, checkList: String, checks: Int, bundle: String? = nil, screen: String? = nil)
    case noQuizAnswers
    case quizResultsNotSaved(OutputFileProblem)
    case quizResultsSaved(String)
}
