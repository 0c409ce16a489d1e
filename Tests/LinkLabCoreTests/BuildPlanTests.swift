import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `linklab build` takes what people copy (Deep Linking page, "How to Find the Correct Route"): the route,
/// a browser URL (the part after `#/`), an encoded `%23%2F…` (decoded once) or a link; module targets get
/// the module-owned forms.
@Suite("Build: what people copy")
struct BuildPlanTests {
    let builder = LinkBuilder(configuration: .demo)
    let engine = LinkEngine(app: Fixtures.demoApp)
    static let custom = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    static let universal = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("every copied form of settings/profile builds the documented links", arguments: [
        ("settings/profile", BuildSource.route),
        ("#/settings/profile", .route),
        ("/settings/profile", .route),
        ("  settings/profile\n", .route),
        ("https://demo.q2.com/experimental/uux.aspx#/settings/profile", .browserURL),
        ("https://host/uux.aspx#/settings/profile", .browserURL),
        ("%23%2Fsettings%2Fprofile", .encoded),
        ("%23%2fsettings%2fprofile", .encoded),
        ("q2mob://open?targetPage=%23%2Fsettings%2Fprofile", .targetPage),
    ])
    func copiedForms(_ copied: String, _ source: BuildSource) throws {
        let plan = try builder.plan(copied, engine: engine).get()
        #expect(plan.route == "settings/profile")
        #expect(plan.source == source)
        #expect(plan.module == nil)
        #expect(plan.customScheme == Self.custom)
        #expect(plan.universalLink == Self.universal)
    }

    @Test("encoded input is decoded once, never twice")
    func decodeOnce() throws {
        let plan = try builder.plan("%23%2Fsearch%3Fq%3Da%2520b", engine: engine).get()
        #expect(plan.route == "search?q=a%20b")
    }

    @Test("a module target gets the module-owned forms, which the module claims", arguments: [
        "com.q2.mobile.module.demo/path", "/com.q2.mobile.module.demo/path", "#/com.q2.mobile.module.demo/path",
        "q2mob://com.q2.mobile.module.demo/path", "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path",
    ])
    func moduleForms(_ copied: String) throws {
        let plan = try builder.plan(copied, engine: engine).get()
        #expect(plan.module == "com.q2.mobile.module.demo")
        #expect(plan.customScheme == "q2mob://com.q2.mobile.module.demo/path")
        #expect(plan.universalLink == "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path")
        #expect(plan.moduleClaims == true)
        for link in [plan.customScheme, plan.universalLink] {
            let d = decide(link)
            #expect(d.outcome == .handledByModule, "\(link)")
            #expect(d.module == "com.q2.mobile.module.demo")
        }
    }

    @Test("a module target the module does not declare is built, and said not to be claimed")
    func moduleUnclaimed() throws {
        let plan = try builder.plan("com.q2.mobile.module.demo/other", engine: engine).get()
        #expect(plan.moduleClaims == false)
        #expect(decide(plan.customScheme).outcome == .stayed)
        #expect(Wording.buildNote(plan, knowsRoute: false, appName: "Demo FI")?.contains("not a target") == true)
    }

    @Test("what cannot be built says why", arguments: [
        ("", BuildProblem.empty),
        ("   ", .empty),
        ("#/", .empty),
        ("https://demo.q2.com/experimental/uux.aspx#/", .urlWithoutRoute("https://demo.q2.com/experimental/uux.aspx#/")),
        // The app reads no route from an encoded fragment (explain: stayed), so build takes none either.
        ("https://demo.q2.com/experimental/uux.aspx#%2Fmessages", .urlWithoutRoute("https://demo.q2.com/experimental/uux.aspx#%2Fmessages")),
        ("http://demo.q2.com/experimental/uux.aspx#/messages", .noRouteRead("http://demo.q2.com/experimental/uux.aspx#/messages", code: .wrongURLScheme)),
        ("q2mob://open?targetPage=%2523%252Fmessages", .noRouteRead("q2mob://open?targetPage=%2523%252Fmessages", code: .doubleEncodedTargetPage)),
        ("settings/../messages", .traversal("settings/../messages")),
        ("https://demo.q2.com/experimental/uux.aspx", .urlWithoutRoute("https://demo.q2.com/experimental/uux.aspx")),
        ("https://demo.q2.com/experimental/uux.aspx#messages", .urlWithoutRoute("https://demo.q2.com/experimental/uux.aspx#messages")),
        ("q2mob://open?targetPage=messages", .linkWithoutTargetPage("q2mob://open?targetPage=messages")),
        ("ftp://example.com/x", .notALink("ftp://example.com/x")),
    ])
    func problems(_ copied: String, _ problem: BuildProblem) {
        #expect(builder.plan(copied, engine: engine) == .failure(problem))
        #expect(!Wording.problem(problem).isEmpty)
    }

    @Test("hidden characters are refused and never echoed raw")
    func unsafe() {
        guard case .failure(.unsafe(let shown)) = builder.plan("mes\u{202E}sages", engine: engine) else {
            Issue.record("not refused")
            return
        }
        #expect(!DisplayText.containsUnsafe(shown))
    }

    @Test("every screen's route, pasted as a browser URL, builds links that navigate to it",
          arguments: Fixtures.demoApp.screens.routes)
    func everyScreenFromURL(_ route: String) throws {
        let plan = try builder.plan(FIConfiguration.demo.uuxPage + "#/" + route, engine: engine).get()
        #expect(plan.route == route)
        for link in [plan.customScheme, plan.universalLink] {
            #expect(decide(link).route == route, "\(link)")
        }
    }
}
