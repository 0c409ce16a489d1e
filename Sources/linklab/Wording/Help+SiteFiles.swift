extension Help {
    /// `linklab aasa`.
    enum AASA {
        /// The one-line summary.
        static let abstract = "Check URLs against an apple-app-site-association file, as iOS matches them."
        /// What `--help` says below the usage.
        static let discussion = """
        For each URL, says whether iOS would open the app (match), a rule excludes it (excluded), no rule
        matches (no match) or the file does not list the app (app ID missing), and names the deciding
        entry and component by index and text, e.g. details[0].components[1] {"/": "/buy/*"}.
        The app ID is --app-id, or the appID of the settings (--config, or the demo FI).
        Example:
          linklab aasa apple-app-site-association 'https://example.com/buy/42' \\
            --app-id ABCDE12345.com.example.app
        Exit status: 0 when every URL matches; 1 when any does not; 2 for usage errors or a bad file.
        """
        static let config = "Settings whose appID is the default app ID (see README, \"The demo FI and the settings file\")."
        static let appID = "The app's ID, TeamID.bundleID."
        static let json = "Print one JSON object per URL per line."
        static let file = "The apple-app-site-association file, or - for standard input."
        static let urls = "URLs to check. Quote them: they contain ? and #."
    }

    /// `linklab assetlinks`.
    enum AssetLinks {
        /// The one-line summary.
        static let abstract = "Check an assetlinks.json file, as Android verifies App Links."
        /// What `--help` says below the usage.
        static let discussion = """
        For each URL (the site the file is served from), says whether the file lets Android verify App
        Links for the app (verified) or not (not verified), and why: no statement for the package, no
        delegate_permission/common.handle_all_urls relation, or another signing-certificate fingerprint.
        Fingerprints are compared as Android's statement service does: the file's strings exactly against
        the app's fingerprint in upper-case hex with colons, so a lower-case fingerprint in the file does not
        verify (--fingerprint may be written in either case). A malformed statement is skipped with a
        warning; an include is followed one level deep when the settings' android.sites names its file.
        --android-version N (default 15) picks the rules that changed: from 12, a statement with a namespace
        other than web or android_app fails the whole file; before, it is skipped.
        The package is --package, or the android.packageName of the settings (--config, or the demo FI);
        the fingerprints are every --fingerprint, or the settings' android.certificateFingerprints.
        Example:
          linklab assetlinks assetlinks.json \\
            'https://demo.q2.com/experimental/uux.aspx' \\
            --package com.q2.mobile.demo --fingerprint 14:6D:…:44:E5
        With --app-links and no URL, prints instead what the phone records for each host of the app's
        autoVerify web filters, in the lines of adb shell pm get-app-links PACKAGE (the ID is a placeholder),
        from the settings' manifest and site files (or the demo FI's) on the chosen Android version.
        Exit status: 0 when every URL is verified; 1 when any is not; 2 for usage errors or a bad file.
        """
        static let config = "Settings whose android package and fingerprints are the defaults."
        static let package = "The app's package name, e.g. com.q2.mobile.demo."
        static let fingerprint = "A SHA-256 fingerprint of the app's signing certificate (repeatable)."
        static let androidVersion = "The Android release whose rules decide (6 to 16; default 16)."
        static let json = AASA.json
        static let appLinks = "Print the phone's record of each web host of the app, as adb shell pm get-app-links PACKAGE does."
        static let file = "The assetlinks.json file (with --app-links: optional, served by every host)."
        static let urls = "URLs of the site. Quote them: they may contain ? and #."
    }
}
