extension Help {
    /// `--jobs`, on `explain` and `check`.
    enum Options {
        static let jobs = "Threads that decide the links or rows, from 1 to 64. Output stays in input order, the same as with one; with several, it comes a batch at a time."
    }

    /// `--config` and `--screens`, on every command.
    enum AppOptions {
        static let config = "A settings JSON file that changes the demo FI (see README, \"The demo FI and the settings file\")."
        static let screens = "The folder of screen files (default: ./screens, or the one beside the executable)."
    }

    /// `--scenarios`, on play, quiz and the app.
    enum ScenariosOption {
        static let folder = "A folder of scenario files to offer beside the built-in ones; a file named as a built-in scenario replaces it."
    }

    /// `--platform` and `--android-version`.
    enum Platform {
        static let platform = "The phone to emulate: ios (the default) or android (App Links, intent filters, assetlinks.json)."
        static let androidVersion = "The Android release to emulate where behaviour changed (6 to 16; default 16, or the settings' android.version)."
    }

    /// `--not-installed` and `--cold-start`.
    enum AppState {
        static let notInstalled = "Answer as if the app were not installed: Universal Links and App Links open in the browser."
        static let coldStart = "Answer as if the app were not running: a link arrives while it launches."
    }

    /// `--from`, `--page` and `--redirects-to`: where the link was tapped.
    enum Tap {
        static let from = "Where the link was tapped. iOS: app (default), safari, typed, script, web-view, qr, banner (OPEN on the Smart App Banner). Android: app, chrome, typed, script, web-view, custom-tab."
        static let page = "The page the link was tapped on (with --from safari or web-view)."
        static let redirectsTo = "Where a tracking or wrapper link sends the customer, when the link holds only a token."
    }
}

extension Help {
    /// `--html` on explain, push, check and play, and `--svg` on explain.
    enum Bundle {
        static let html = "Also write a support bundle: one self-contained HTML page with each decision's path, the phone at the end, the checks, and what it was decided on, to attach to a ticket."
        static let svg = "Also write the phone at the end of the last link's path as an SVG picture."
    }
}
