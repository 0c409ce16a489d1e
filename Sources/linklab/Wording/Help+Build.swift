extension Help {
    /// `linklab build`.
    enum Build {
        /// The one-line summary.
        static let abstract = "Build the custom-scheme link and the Universal Link for a route."
        /// What `--help` says below the usage.
        static let discussion = """
        ROUTE may be written settings/profile, /settings/profile or #/settings/profile, or pasted as
        a browser URL (the route after #/ is taken), as %23%2Fsettings%2Fprofile (decoded once) or as
        a custom-scheme link. A route that starts with a continuity module's identifier, such as
        com.q2.mobile.module.demo/path, gets the module-owned forms.
        Example:
          linklab build settings/profile
            custom scheme   q2mob://open?targetPage=%23%2Fsettings%2Fprofile
            universal link  https://demo.q2.com/experimental/uux.aspx#/settings/profile
        Exit status: 0 when the links were built; 2 for usage or configuration errors; 3 when the output
        cannot be written.
        """
        static let json = "Print {\"route\", \"taken\", \"customScheme\", \"universalLink\"} (and \"module\" for module links)."
        static let route = "The route, or a URL or link to take it from."
    }

    /// `linklab vary`.
    enum Vary {
        /// The one-line summary.
        static let abstract = "Show what the app does with the documented wrong forms of a link."
        /// What `--help` says below the usage.
        static let discussion = """
        The variants are built from the link's route and the FI in use: unencoded targetPage, full URL in
        targetPage, double-encoded, wrong scheme, http, wrong host, no page name, no fragment, uppercase host,
        surrounding whitespace, and the link opened signed out. Then the same link from each source of the
        platform (iOS: app, safari on another site and on the link's own site, typed, script, web-view,
        qr, banner; Android: app, chrome, typed, script, web-view, custom-tab), each with the customer's sentence.
        --from and --page open the link and its variants from that source.
        Examples:
          linklab vary 'q2mob://open?targetPage=%23%2Fmessages'
          linklab vary --json \\
            'https://demo.q2.com/experimental/uux.aspx#/settings/profile'
          linklab vary --from typed \\
            'https://demo.q2.com/experimental/uux.aspx#/messages'
        Exit status: 0 when the variants were shown; 2 when the link carries no route to vary, or for
        usage or configuration errors.
        """
        static let from = "Where the link and its variants were tapped: app (default), safari, typed, script, web-view, qr, banner; Android: app, chrome, typed, script, web-view, custom-tab."
        static let page = "The page they were tapped on (with --from safari or web-view)."
        static let json = "Print one JSON object per variant per line."
        static let link = "A link that carries a route. Quote it: it contains ? and #."
    }
}
