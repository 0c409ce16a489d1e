import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What the model asks its host to do outside the pure world.
public enum AppEffect: Equatable, Sendable {
    /// Append these decisions to the transcript, if there is one.
    case record([Decision])
    /// Save the whole session history to a file.
    case exportSession
    /// Save a finished quiz's results for the trainer; `questions` counts every question of the quiz.
    case saveQuizResults([QuizResult], questions: Int)
    /// Put this text on the terminal's clipboard (OSC 52).
    case copyToClipboard(String)
    /// Fetch the live site's files again (`--live`) and hand the model the app emulated with them.
    case refetchLiveFiles
    /// Turn the terminal's mouse reporting on (the app takes clicks and the wheel) or off (the terminal selects text).
    case captureMouse(Bool)
    /// Keep these links (the whole history, oldest first) in the history file; empty after Alt-H.
    case saveHistory([String])
    case quit
}
