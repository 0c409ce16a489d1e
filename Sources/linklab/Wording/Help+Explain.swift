extension Help {
    /// `linklab explain`.
    enum Explain {
        /// The one-line summary.
        static let abstract = "Explain what the app would do with each link, and why."
        /// What `--help` says below the usage.
        static let discussion = """
        With no LINK, or with -, links are read from standard input, one per line
        (blank lines are skipped).
        Links given as arguments cost the same as links on standard input.
        Examples:
          linklab explain 'q2mob://open?targetPage=%23%2Fmessages'
          linklab explain --signed-out \\
            'https://demo.q2.com/experimental/uux.aspx#/settings/profile'
          linklab explain --json < links.txt
          linklab explain --not-installed \\
            'https://demo.q2.com/experimental/uux.aspx#/messages'
          linklab explain --cold-start 'q2mob://open?targetPage=%23%2Fmessages'
          linklab explain --from typed \\
            'https://demo.q2.com/experimental/uux.aspx#/messages'
          linklab explain --from safari --page /offers \\
            'https://demo.q2.com/experimental/uux.aspx#/messages'
        A link wrapped by Safe Links, Proofpoint, Google, Facebook or an email's
        click tracking is followed hop by hop; --redirects-to URL gives the
        destination of a wrapper that holds only a token.
        A line of standard input over 1 MiB is read as its first 1 MiB:
        input-too-long.
        Exit status: 0 when every link navigated, was deferred or was handled by a
        module; 1 when any stayed, was not opened or opened in the browser; 2 for
        usage or configuration errors; 3 when the output cannot be written (a full
        disk). A closed pipe (| head) is no error: the status is that of the
        decisions written.
        """
        static let json = "Print one JSON object per link per line."
        static let quiet = "Print only the decisions that fail (stayed, not opened, opened in the browser)."
        static let signedOut = "Answer as if nobody were signed in."
        static let links = "Links to explain (- reads them from standard input). Quote them: they contain ? and #."
    }

    /// `linklab push`.
    enum Push {
        /// The one-line summary.
        static let abstract = "Explain what the app would do with a push notification payload."
        /// What `--help` says below the usage.
        static let discussion = """
        The payload is APNs JSON: {"aps": {...}, "sender": "<module push sender>", "data": {"<payloadKey>": {"route": "messages"}}}.
        Examples:
          linklab push payload.json
          echo '{"aps":{},"sender":"com.q2.mobile.module.demo",'\\
          '"data":{"demo":{"route":"messages"}}}' | linklab push -
          linklab push --stage silent payload.json
        With --platform android it may be an FCM message, {"message": {"notification":
        {...}, "data": {"<payloadKey>": "{\\"route\\":\\"messages\\"}"}}}; the stage and
        --cold-start give the app's state; FCM's rules pick tray or onMessageReceived.
          linklab push --platform android --notification-permission denied fcm.json
        A payload larger than 1 MiB is refused (exit status 2).
        Output and exit status are those of `linklab explain`.
        """
        static let stage = "When the push reaches the app: tap (may navigate), foreground or silent (never navigate)."
        static let signedOut = Explain.signedOut
        static let json = "Print the decision as one JSON object."
        static let quiet = "Print only the decisions that fail."
        static let file = "The payload file, or - for standard input."
        static let notificationPermission = "On Android 13 and later: whether the app may post notifications (POST_NOTIFICATIONS); over the settings' android.notificationPermission (default granted)."
    }
}
