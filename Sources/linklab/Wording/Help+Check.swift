extension Help {
    /// `linklab check`.
    enum Check {
        /// The one-line summary.
        static let abstract = "Check link lists (CSV or JSON Lines) against their expected outcomes, for CI."
        /// What `--help` says below the usage.
        static let discussion = """
        CSV has a header row naming its columns: link,outcome,route,codes,signedIn,note (codes
        space-separated; route "none" expects no route); push rows use payload (inline JSON or a file)
        and stage instead of link. JSON Lines: one object a line,
          {"link": "q2mob://open?targetPage=%23%2Fmessages", "signedIn": true, "expect": {"outcome": "navigated", "route": "messages", "codes": []}}
          {"payload": {"aps": {}, "sender": "…", "data": {…}}, "stage": "tap", "expect": {"outcome": "navigated"}}
        Examples:
          linklab check examples/links.csv
          linklab check --junit report.xml links.csv more.jsonl
          linklab check --not-installed not-installed.csv
            # its rows: outcome openedInBrowser, codes app-not-installed …
          linklab check --from safari --page https://demo.q2.com/offers links.csv
            # every row without its own from column is tapped on that page
        Where a link was tapped: the columns from (app, safari, typed, script, web-view, qr,
        banner; Android: app, chrome, typed, script, web-view, custom-tab), page and redirectsTo, or
        the same keys in JSON Lines; a row without them is tapped at --from (default app).
        A payload file must lie in the check list's folder (--allow-outside-files lifts
        this). Rows are read and run one at a time, so a list may hold any number of
        rows; a row holds at most 4 MiB, a list read from a pipe at most 32 MiB, and a
        payload file at most 1 MiB, as push reads it. FILE - reads the list from
        standard input: JSON Lines when its first line starts with {, else CSV.
        Exit status: 0 when every row passes; 1 when any fails; 2 for a malformed
        file (its line, column and value are named), a list with no rows, or a
        usage or configuration error; 3 when the output or --junit cannot be
        written. A closed pipe (| head) is no error: the status is that of the
        rows written.
        """
        static let junit = "Also write JUnit XML to FILE: one testcase per row."
        static let from = "Where each row's link was tapped, unless its from column says: app (default), safari, typed, script, web-view, qr, banner; Android: app, chrome, typed, script, web-view, custom-tab."
        static let page = "The page those links were tapped on (with --from safari or web-view)."
        static let json = "Print one JSON object per row per line instead of text."
        static let quiet = "Print only the rows that fail, then the summary."
        static let allowOutsideFiles = "Let a row name a payload file outside its check list's folder (refused by default)."
        static let files = "Check lists: .csv, or .jsonl JSON Lines; - for standard input."
    }
}
