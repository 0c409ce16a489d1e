extension Help {
    /// `linklab play`.
    enum Play {
        /// The one-line summary.
        static let abstract = "Play scripted scenarios: each step's decisions and narration, and whether every expectation holds."
        /// What `--help` says below the usage.
        static let discussion = """
        A scenario is JSON: {"name": …, "signedIn": true, "steps": [ … ]}, each step one of
          {"open": LINK}  {"push": PAYLOAD, "stage": "tap"}  {"signIn": true}  {"cancelSignIn": true}
          {"signOut": true}  {"back": true}  {"install": true}  {"launch": true}  {"say": "narration"}
          {"openRoute": "messages", "as": "customScheme|universalLink|moduleLink"}: a link built for the FI in use
          {"pushPreset": "documented", "route": "messages", "stage": "tap"}: a payload from the FI's push module
          {"expect": {"route": …, "screen": …, "signedIn": …, "pending": …, "outcome": …, "codes": [ … ],
                      "installed": …, "running": …}}
        A scenario is named by its file, or by name: the scenarios built into linklab (linklab play --list),
        and those of a --scenarios folder, which replace built-in ones of the same name.
        Examples:
          linklab play --list
          linklab play deferred-replay
          linklab play scenarios/*.json
          linklab play --config scenarios/partner-fi/settings.json scenarios/*.json
          linklab play --interactive scenarios/deferred-replay.json
          linklab play --cold-start scenarios/deferred-replay.json
        Exit status: 0 when every expectation holds; 1 when any fails; 2 for a
        malformed scenario; 3 when the output cannot be written.
        """
        static let json = "Print one JSON object per step, then one per scenario."
        static let trace = "Print every check of every decision, not only the summary and diagnostics."
        static let quiet = "Print only the scenarios that fail, then the summary."
        static let list = "List the scenarios that can be played by name: the built-in ones and those of --scenarios."
        static let scenarios = "Scenarios: files, or names from --list."
        static let interactive = "Play the scenario in the terminal app, one step per key press."
        static let allowOutsideFiles = "Let a scenario name settings or files outside its own folder (refused by default)."
    }

    /// `linklab quiz`.
    enum Quiz {
        /// The one-line summary.
        static let abstract = "Quiz support staff: for each question, what will the app do, and why?"
        /// What `--help` says below the usage.
        static let discussion = """
        Questions are the scenario steps marked "ask": true (default: the built-in quiz-*
        scenarios, and those of --scenarios DIR). For each, pick one of the six outcomes by
        number or name; for stayed or notOpened, also pick the cause among three codes. Then the decision and its explanation show. At the end: the score and the questions missed.
        Answers are read line by line from standard input, so they can be piped:
          printf '4\\n2\\n1\\n' | linklab quiz --results results.jsonl scenarios/quiz-links.json
        Exit status: 0 when every question was answered; 1 when the answers ran out; 2 for usage or
        configuration errors.
        """
        static let allowOutsideFiles = "Let a quiz name settings or files outside its own folder (refused by default)."
        static let results = "Write the results for the trainer to FILE as JSON Lines."
        static let scenarios = "Scenarios, by file or name, with steps marked \"ask\": true."
    }
}
