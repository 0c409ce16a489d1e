extension Help {
    /// `linklab site`.
    enum Site {
        /// The one-line summary.
        static let abstract = "Fetch a domain's AASA (and Apple's CDN copy) and assetlinks.json, and say what the phones get."
        /// What `--help` says below the usage.
        static let discussion = """
        Fetches over HTTPS, certificates verified, no redirect followed, each request within --timeout seconds
        and 2 MiB: https://DOMAIN/.well-known/apple-app-site-association, Apple's CDN copy (what iPhones use),
        https://DOMAIN/.well-known/assetlinks.json (what Android reads), and Google's Digital Asset Links API
        statement list. For each: the status, a redirect's Location, the Content-Type, the size against the
        platform's cap, whether it parses, what it grants, and its problems (site-redirect, site-content-type,
        site-too-large, site-not-found, site-unreachable, site-tls, site-bad-json, aasa-cdn-differs,
        aasa-cdn-failure). Each URL is decided with both copies of the AASA.
        Example:
          linklab site bank.example --app-id ABCDE12345.com.example.app 'https://bank.example/buy/42'
        Exit status: 0 when the files grant what was asked and none of the domain's files nor the CDN copy has
        an error; 1 when not; 2 for usage errors.
        """
        static let appID = "The iOS app's ID, TeamID.bundleID."
        static let package = "The Android app's package name."
        static let fingerprint = "A SHA-256 fingerprint of the Android app's signing certificate (repeatable)."
        static let json = "Print the report as one JSON object."
        static let domain = "The domain, e.g. bank.example (a port is allowed: localhost:8443)."
        static let urls = "https URLs on the domain to decide with both copies of the AASA."
    }

    /// How `site` and `--live` reach the network (`SiteOptions`).
    enum Network {
        static let caFile = "A PEM file of certificates to trust besides the system's (a test or company CA)."
        static let appleCDN = "Base URL of Apple's AASA CDN; the domain is appended."
        static let googleAPI = "Base URL of Google's Digital Asset Links API; v1/statements:list?… is appended."
        static let timeout = "Seconds each request may take in all, 1 to 60."
    }

    /// `--live`, `--offline` and `--site` (`LiveOptions`).
    enum Live {
        static let live = "Emulate with the AASA (Apple's CDN copy) and assetlinks.json the site serves now, fetched over HTTPS."
        static let offline = "With --live: use the files fetched last time (the cache), and say how old they are."
        static let site = "With --live: the domain to fetch from (default: the settings' associatedDomain)."
    }
}
