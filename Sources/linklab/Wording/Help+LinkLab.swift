import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

extension Help {
    /// `linklab` itself: what `linklab --help` says.
    enum LinkLab {
        /// The one-line summary.
        static let abstract = "Emulates how the Q2 Mobile App (iOS and Android) handles deep links and push notifications, and explains every decision."
        /// What `--help` says below the usage.
        static let discussion = """
        With no command, linklab opens the terminal app on the embedded demo FI. For scripts and CI use:
          linklab explain 'q2mob://open?targetPage=%23%2Fmessages'
          linklab build settings/profile
          linklab push --stage tap payload.json
          linklab play --list
          linklab play campaign-email-opened-website
          linklab aasa apple-app-site-association 'https://example.com/buy/42'
          linklab site bank.example --app-id ABCDE12345.com.example.app
          linklab vary 'q2mob://open?targetPage=%23%2Fmessages'
          linklab check --junit report.xml examples/links.csv
          linklab quiz --results results.jsonl
        Exit status: 0 when every input navigated, was deferred or was handled by a
        module; 1 when any stayed or was not opened (or a scenario expectation
        failed); 2 for usage or configuration errors; 3 when the output cannot be
        written (a full disk). A closed pipe (| head) is no error: the status is
        that of what was written.
        """
    }

    /// `linklab app`, the terminal app.
    enum App {
        /// The one-line summary.
        static let abstract = "Open the terminal app: paste links, tap pushes, sign in and out, and read every decision (the default)."
        static let signedOut = "Start at the login screen."
        static let transcript = "Append every decision to FILE as JSON Lines, flushed per event."
        static let record = "Record the session to FILE as an asciicast v2 file (replay it with asciinema)."
        static let exportDirectory = "Where \(Wording.key(for: .exportSession)) and a finished quiz save (default: $XDG_DATA_HOME/linklab, else ~/.local/share/linklab; on macOS ~/Library/Application Support/linklab)."
        static let noMouse = "Leave the mouse to the terminal, so it selects text (Alt-M in the app switches)."
        static let noHistory = "Neither read nor keep the links typed (kept in $XDG_STATE_HOME/linklab/history)."
        static let pace = "How long the landing page shows after sign-in before a stored link replays (default 0.8; 0 skips the pause)."
    }
}
