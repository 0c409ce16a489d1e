import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// The words of the support bundle (`--html FILE`): its headings, the labels of its facts, and the page's
/// furniture (its security policy and its style sheet), which a person reads as the page's look.
extension Wording {
    /// The bundle's words.
    public enum Bundle {
        /// The page's heading, and its `<title>` after the command's name.
        static let heading: StaticString = "LinkLab support bundle"

        /// What made the page, by command.
        static func kind<S: WordSink>(_ kind: SupportBundle.Kind, count: Int, into o: inout S) {
            switch kind {
            case .explain: o += "linklab explain"
            case .push: o += "linklab push"
            case .check: o += "linklab check"
            case .play: o += "linklab play"
            }
            o += ": "
            o.number(count)
            o += count == 1 ? " decision" : " decisions"
        }

        /// The page is full: `the first 1000 of 1200 are shown; the other 200 are counted in the summary only`.
        static func omitted<S: WordSink>(_ count: Int, shown: Int, into o: inout S) {
            o += "This page shows the first "
            o.number(shown)
            o += " of "
            o.number(shown + count)
            o += " decisions; the other "
            o.number(count)
            o += " count only in the numbers of passed and failed."
        }

        /// Where a walkthrough's decision came from: `cold-start-link, step 3`.
        public static func scenarioStep(_ name: String, step: Int) -> String {
            Wording.text { o in
                o.user(name, limit: 80)
                o += ", step "
                o.number(step)
            }
        }

        static let summaryHeading: StaticString = "Summary"
        static let rowsHeading: StaticString = "Each row"
        static let byOutcome: StaticString = "By outcome"
        static let byCode: StaticString = "By diagnostic code"
        static let noCodes: StaticString = "No diagnostic was raised."
        static let columnRow: StaticString = "Row"
        static let columnInput: StaticString = "Input"
        static let columnOutcome: StaticString = "Outcome"
        static let columnCodes: StaticString = "Codes"
        static let columnResult: StaticString = "Result"
        static let passedMark: StaticString = "✓ passed"
        static let failedMark: StaticString = "✗ failed"

        /// `12 passed, 3 failed`.
        static func tally<S: WordSink>(passed: Int, failed: Int, into o: inout S) {
            o.number(passed)
            o += " passed, "
            o.number(failed)
            o += " failed"
        }

        static let platformLabel: StaticString = "Platform"
        static let appLabel: StaticString = "App"
        static let tappedLabel: StaticString = "Tapped from"
        static let rowLabel: StaticString = "From"
        static let expectationLabel: StaticString = "Expected"

        static func platform<S: WordSink>(_ platform: Platform, androidVersion: Int?, into o: inout S) {
            switch platform {
            case .ios: o += "iOS"
            case .android:
                o += "Android"
                if let androidVersion {
                    o += " "
                    o.number(androidVersion)
                }
            }
        }

        /// `installed and running, signed in at the start`.
        static func app<S: WordSink>(_ state: AppState, signedIn: Bool, into o: inout S) {
            if !state.installed {
                o += "not installed"
                return
            }
            o += state.running ? "installed and running, " : "installed, not running (a cold start), "
            o += signedIn ? "signed in at the start" : "signed out at the start"
        }

        static let pathHeading: StaticString = "The path"
        static let phoneHeading: StaticString = "The phone at the end"
        static let customerHeading: StaticString = "What the customer is told"
        static let bankHeading: StaticString = "What the bank can change"
        static let checksHeading: StaticString = "Checks"
        static let diagnosticsHeading: StaticString = "Diagnostics"
        static let noDiagnostics: StaticString = "None."
        static let correctedLabel: StaticString = "corrected: "
        static let correctedLive: StaticString = "the FI's own link: it opens the app where the page is installed"
        static let noPhone: StaticString = "This decision leaves no screen to draw."

        /// The first step of the path: where the link was tapped.
        static func tap<S: WordSink>(_ source: TapSource, platform: Platform, into o: inout S) {
            o += "Tapped in "
            o.write(source.rawValue)
            o += ": "
            Wording.source(source, platform: platform, into: &o)
        }

        /// A hop's heading: `hop 2 → browser`.
        static func hop<S: WordSink>(_ number: Int, opens: Hop.Opens, into o: inout S) {
            o += "hop "
            o.number(number)
            switch opens {
            case .app: o += " → app"
            case .browser: o += " → browser"
            case .nothing: o += " → nothing"
            }
        }

        /// A hop's wrapper and who added it.
        static func wrapper<S: WordSink>(_ hop: Hop, into o: inout S) {
            guard let wrapper = hop.wrapper else {
                if hop.addedBy == .bank { o += "no wrapper: a host of the bank's own" } else { o += "no wrapper" }
                return
            }
            o += "wrapper: "
            o.write(Wording.name(of: wrapper))
            o += ", added by "
            if let owner = hop.addedBy { o.write(owner.rawValue) } else { o += "someone LinkLab does not know" }
        }

        /// A decision with no way of more than one hop: the link itself, and what opened it.
        static func directHop<S: WordSink>(_ outcome: Outcome, into o: inout S) {
            switch outcome {
            case .openedInBrowser: o += "The phone opened the link in the browser."
            case .notOpened: o += "Nothing on the phone opened the link."
            default: o += "The phone gave the link to the app."
            }
        }

        /// Where the path ends: the screen the customer saw.
        static func end<S: WordSink>(browserHost: String?, screenTitle: String?, platform: Platform, into o: inout S) {
            o += "The customer sees: "
            if let browserHost {
                o += platform == .android ? "Chrome, on " : "Safari, on "
                o.user(browserHost, limit: 200)
            } else if let screenTitle {
                o.user(screenTitle, limit: 200)
            } else {
                o += "no screen of the app"
            }
        }

        /// The phone's picture's accessible name.
        public static func phoneTitle(number: Int) -> String {
            Wording.text { o in
                o += "The phone after decision "
                o.number(number)
            }
        }

        static let provenanceHeading: StaticString = "What this was decided on"
        static let fileColumn: StaticString = "File"
        static let whatColumn: StaticString = "What it is"
        static let digestColumn: StaticString = "SHA-256"
        static let builtIn: StaticString = "built into this LinkLab: its version, below, names it"
        static let unreadable: StaticString = "could not be read again to take its digest"
        static let demoDefaults: StaticString = "No settings file: the demo FI's built-in settings and every default applied."
        static let noLiveSite: StaticString = "The live site was not asked: the settings' own files applied (no --live)."

        /// What a file is, in the provenance table.
        static func role<S: WordSink>(_ role: SupportBundle.FileRole, into o: inout S) {
            switch role {
            case .settings: o += "settings"
            case .infoPlist: o += "Info.plist"
            case .entitlements: o += "entitlements"
            case .provisioningProfile: o += "provisioning profile"
            case .aasa: o += "apple-app-site-association"
            case .androidFile: o += "Android app file"
            case .checkList: o += "check list"
            case .scenario: o += "scenario"
            case .payload: o += "push payload"
            case .screens: o += "screens folder"
            }
        }

        /// One file the live site served: `apple-app-site-association from https://…, fetched …`.
        static func live<S: WordSink>(_ file: SupportBundle.LiveFile, into o: inout S) {
            o.user(file.name, limit: 200)
            o += " from "
            o.user(file.url, limit: 2000)
            o += ", fetched "
            o.user(file.fetched, limit: 100)
            if let age = file.cacheAgeSeconds {
                o += " (read from the --offline cache, "
                o.number(age)
                o += " seconds old)"
            }
        }

        /// `LinkLab 0.2.0, commit abc123`.
        static func version<S: WordSink>(_ version: String, commit: String?, into o: inout S) {
            o += "LinkLab "
            o.user(version, limit: 100)
            if let commit {
                o += ", commit "
                o.user(commit, limit: 100)
            } else {
                o += " (a build that knows no commit)"
            }
        }

        /// The page's security policy: nothing is loaded from anywhere and no script runs; the page's own
        /// style sheet is the one thing allowed.
        static let securityPolicy: StaticString = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

        /// The page's style sheet: readable on a phone, the phone's picture beside the path on a wide screen,
        /// and each decision on a page of its own when printed.
        static let styleSheet: StaticString = """
            :root{color-scheme:light;--ok:#1a7f37;--bad:#cf222e;--warn:#9a6700;--muted:#57606a;--line:#d0d7de}
            *{box-sizing:border-box}
            p,li,dd{overflow-wrap:anywhere}
            body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1f2328;background:#fff}
            h1{font-size:1.5rem;margin:0 0 .25rem}
            h2{font-size:1.2rem;margin:0 0 .5rem;overflow-wrap:anywhere}
            h3{font-size:1rem;margin:1rem 0 .25rem}
            code,.link{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere;word-break:break-all}
            .meta{color:var(--muted);margin:0 0 1rem}
            section{border-top:1px solid var(--line);padding:1rem 0}
            .outcome{display:inline-block;font-weight:bold;padding:0 .4rem;border-radius:4px;color:#fff}
            .good{background:var(--ok)}.bad{background:var(--bad)}
            .pass{color:var(--ok)}.fail{color:var(--bad)}.designed{color:var(--warn)}
            .error{color:var(--bad)}.warning{color:var(--warn)}.info{color:var(--muted)}
            dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:.5rem 0}
            dl.facts dt{font-weight:bold}dl.facts dd{margin:0;overflow-wrap:anywhere}
            .columns{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
            .path{flex:1 1 22rem;min-width:0}
            ol.hops{list-style:none;margin:0;padding:0 0 0 1rem;border-left:3px solid var(--line)}
            ol.hops li{margin:0 0 .75rem;position:relative}
            ol.hops li::before{content:"";position:absolute;left:-1.45rem;top:.45rem;width:.7rem;height:.7rem;border-radius:50%;background:var(--line)}
            ol.hops li.app::before{background:var(--ok)}ol.hops li.browser::before,ol.hops li.nothing::before{background:var(--bad)}
            .why,.added{margin:0;color:var(--muted)}
            figure.phone{flex:0 1 auto;margin:0;max-width:100%}
            figure.phone svg{display:block;max-width:100%;height:auto}
            figcaption{color:var(--muted);font-size:.9rem}
            ul.checks,ul.diagnostics{list-style:none;padding:0;margin:0}
            ul.checks li,ul.diagnostics li{margin:.2rem 0;overflow-wrap:anywhere}
            table{border-collapse:collapse;width:100%;margin:.5rem 0}
            th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:break-word}
            td.pass,td.fail{white-space:nowrap}
            .customer,.bank{margin:0;padding:.5rem .75rem;background:#f6f8fa;border-left:4px solid var(--line)}
            @media (max-width:40rem){body{padding:.5rem;font-size:15px}dl.facts{grid-template-columns:1fr}table.rows thead{display:none}table.rows tr{display:block;border:1px solid var(--line);margin:0 0 .5rem}table.rows td{display:block;border:none}}
            @media print{body{max-width:none;padding:0}section.decision{break-before:page}section.decision:first-of-type{break-before:auto}figure.phone,ol.hops li,tr{break-inside:avoid}a{color:inherit}}
            """
    }
}
