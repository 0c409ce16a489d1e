import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing
@testable import linklab

/// `linklab play` shows what decided each step besides its input (docs/contract.md, "Output formats"): two
/// steps with one link and different outcomes differ on their settings line, in text and in JSON.
@Suite("linklab play shows each step's settings")
struct PlayStepSettingsTests {
    @Test("the same link tapped on two pages: the text names each page under its step")
    func text() throws {
        let result = try LinkLab.run(["play", "tap-on-own-website"])
        #expect(result.status == 0, "\(result.err)")
        let settings = result.outLines.filter { $0.hasPrefix("       with ") }
        #expect(settings == [
            "       with iOS · signed in · app running · from safari, page /offers",
            "       with iOS · signed in · app running · from safari, page https://news.example/story",
        ])
        // Where it was tapped is said once, on the settings line, not on the step's own line too.
        #expect(!result.outLines.contains { $0.contains("(from safari)") })
    }

    @Test("--json: each step that sends something carries its settings; say and expect steps do not")
    func json() throws {
        let result = try LinkLab.run(["play", "--json", "tap-on-own-website"])
        let steps = try result.jsonLines().filter { $0["step"] != nil }
        let settings = steps.map { $0["settings"] as? [String: Any] }
        #expect(settings.compactMap { $0?["page"] as? String } == ["/offers", "https://news.example/story"])
        for (step, s) in zip(steps, settings) {
            let action = step["action"] as? String
            #expect((s == nil) == (action == "say" || action == "expect"), "\(step)")
            if let s {
                #expect(s["platform"] as? String == "ios")
                #expect(s["signedIn"] as? Bool == true)
                #expect(s["installed"] as? Bool == true && s["running"] as? Bool == true)
                #expect(s["from"] as? String == "safari")
            }
        }
    }

    @Test("the app's state, the platform and a browser choice show when they decide", arguments: [
        ("cold-start-dropped", "app not running (cold start: links dropped)"),
        ("chose-safari-once", "Safari chosen for demo.q2.com"),
        ("android-app-links", "with Android "),
        ("app-not-installed", "app not installed"),
        ("push-while-signed-out", "signed out"),
    ])
    func shown(scenario: String, words: String) throws {
        let result = try LinkLab.run(["play", scenario])
        #expect(result.outLines.contains { $0.hasPrefix("       with ") && $0.contains(words) }, "\(result.out)")
    }

    @Test("the settings' words, one row per fact", arguments: [
        (StepSettings(platform: .ios, signedIn: true), "iOS · signed in · app running"),
        (StepSettings(platform: .android, androidVersion: 12, signedIn: false, app: AppState(installed: true, running: false), coldStartLinks: .queue),
         "Android 12 · signed out · app not running (cold start: links queued)"),
        (StepSettings(platform: .ios, signedIn: true, app: AppState(installed: false, running: false), tap: Tap(source: .webView, page: "/offers", redirectsTo: "https://demo.q2.com/x")),
         "iOS · signed in · app not installed · from web-view, page /offers, redirects to https://demo.q2.com/x"),
        (StepSettings(platform: .ios, signedIn: true, platformSettings: [.build(.adHoc)]), "iOS · signed in · app running · ad hoc build"),
        (StepSettings(platform: .android, androidVersion: 16, signedIn: true, platformSettings: [.notificationPermission(.denied)]),
         "Android 16 · signed in · app running · notifications denied"),
    ] as [(StepSettings, String)])
    func words(settings: StepSettings, expected: String) {
        #expect(Wording.stepSettings(settings) == expected)
    }

    @Test("a setting only the platform has shows where it decides: an iOS build not from the App Store, Android's notification permission for an FCM notification")
    func platformSettings() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ios = try LinkLab.fixture("build.json", #"""
            {"name": "b", "settings": {"prerequisites": {"build": "development"}},
             "steps": [{"openRoute": "messages", "as": "universalLink"}]}
            """#, in: folder)
        let android = try LinkLab.fixture("permission.json", #"""
            {"name": "p", "settings": {"platform": "android", "android": {"notificationPermission": "denied"}},
             "steps": [{"openRoute": "messages", "as": "universalLink"}, {"pushPreset": "fcmNotification", "route": "messages", "stage": "tap"}]}
            """#, in: folder)
        let result = try LinkLab.run(["play", ios, android])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.outLines.filter { $0.hasPrefix("       with ") } == [
            "       with iOS · signed in · app running · from app · development build",
            "       with Android 16 · signed in · app running · from app",
            "       with Android 16 · signed in · app running · notifications denied",
        ])
        let json = try LinkLab.run(["play", "--json", ios, android]).jsonLines().compactMap { $0["settings"] as? [String: Any] }
        #expect(json.map { $0["build"] as? String } == ["development", nil, nil])
        #expect(json.map { $0["notificationPermission"] as? String } == [nil, nil, "denied"])
        // The quiz's question says them too.
        let settings = StepSettings(platform: .android, signedIn: true, platformSettings: [.notificationPermission(.denied)])
        #expect(Wording.quizSettingNote(.platform(settings.platformSettings[0])) == "notifications denied")
    }

    @Test("a page with a hidden character is shown escaped, never raw")
    func hostilePage() {
        let shown = Wording.stepSettings(StepSettings(platform: .ios, signedIn: true, tap: Tap(source: .safari, page: "/a\u{202E}b")))
        #expect(!DisplayText.containsUnsafe(shown))
        #expect(shown.hasPrefix("iOS · signed in · app running · from safari, page /a"))
    }

    @Test("a quiz question names the phone it is asked on, before its setting", arguments: [
        (Platform.ios, nil as Int?, "On iOS:"), (.android, 16, "On Android 16:"), (.android, nil, "On Android:"),
    ])
    func quizPhone(platform: Platform, version: Int?, expected: String) {
        #expect(Wording.quizPhone(platform, androidVersion: version) == expected)
    }

    @Test("linklab quiz on an Android walkthrough says Android in the question")
    func quizOnAndroid() throws {
        let result = try LinkLab.run(["quiz", "quiz-android-app-states"], stdin: Data())
        #expect(result.outLines.first { $0.hasPrefix("On Android ") } == "On Android 16: The app is not installed. A customer opens this link:",
                "\(result.out)")
    }
}
