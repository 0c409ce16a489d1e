import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// One row per link.
struct DocumentedExample: Sendable, CustomTestStringConvertible {
    var link: String
    /// The outcomes the issue allows ("stayed or notOpened" gives two).
    var outcomes: [Outcome]
    var route: String?
    var screen: String?
    var handler: Handler?
    var module: String?
    /// The diagnostic the issue names, or nil for a clean navigation.
    var code: DiagnosticCode?
    var entry: Entry

    var testDescription: String { link }

    static let all: [DocumentedExample] = [
        .init(link: "q2mob://open?targetPage=%23%2Fmessages", outcomes: [.navigated], route: "messages",
              screen: "messages", handler: .uux, entry: .customScheme),
        .init(link: "q2mob://open?targetPage=%23%2Fsettings%2Fprofile", outcomes: [.navigated], route: "settings/profile",
              screen: "profile", handler: .uux, entry: .customScheme),
        .init(link: "https://demo.q2.com/experimental/uux.aspx#/messages", outcomes: [.navigated], route: "messages",
              screen: "messages", handler: .uux, entry: .universalLink),
        .init(link: "https://demo.q2.com/experimental/uux.aspx#/settings/profile", outcomes: [.navigated],
              route: "settings/profile", screen: "profile", handler: .uux, entry: .universalLink),
        .init(link: "q2mob://open?targetPage=#/messages", outcomes: [.stayed], code: .unencodedTargetPage, entry: .customScheme),
        .init(link: "https://demo.q2.com/experimental/uux.aspx", outcomes: [.stayed, .notOpened], code: .missingRouteFragment,
              entry: .universalLink),
        .init(link: "https://wrong-host.q2.com/experimental/uux.aspx#/messages", outcomes: [.openedInBrowser],
              code: .wrongAssociatedDomain, entry: .universalLink),
        .init(link: "https://demo.q2.com/experimental/dashboard.aspx#/messages", outcomes: [.stayed, .openedInBrowser],
              code: .missingTargetPageName, entry: .universalLink),
        .init(link: "https://demo.q2.com/messages", outcomes: [.stayed, .openedInBrowser], code: .missingTargetPageName,
              entry: .universalLink),
        .init(link: "https://demo.q2.com/experimental/uux.aspx?targetPage=messages", outcomes: [.stayed, .notOpened],
              code: .missingRouteFragment, entry: .universalLink),
        .init(link: "q2mob://com.q2.mobile.module.demo/path", outcomes: [.handledByModule], handler: .module,
              module: "com.q2.mobile.module.demo", entry: .moduleLink),
        .init(link: "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path", outcomes: [.handledByModule],
              handler: .module, module: "com.q2.mobile.module.demo", entry: .moduleLink),
        .init(link: "otherapp://open?targetPage=%23%2Fmessages", outcomes: [.notOpened], code: .wrongURLScheme, entry: .customScheme),
        .init(link: "q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages",
              outcomes: [.stayed], code: .fullURLInTargetPage, entry: .customScheme),
    ]
}

@Suite("Documented examples")
struct DocumentedExamplesTests {
    @Test("there are exactly the 14 documented links")
    func tableIsComplete() {
        #expect(DocumentedExample.all.count == 14)
        #expect(Set(DocumentedExample.all.map(\.link)).count == 14)
    }

    @Test("outcome, route, screen, handler, module and code", arguments: DocumentedExample.all)
    func decision(_ example: DocumentedExample) {
        let d = decide(example.link)
        #expect(example.outcomes.contains(d.outcome), "outcome \(d.outcome)")
        #expect(d.entry == example.entry)
        #expect(d.input == example.link)
        if example.outcomes == [.navigated] {
            #expect(d.route == example.route)
            #expect(d.screen == example.screen)
            #expect(d.handler == example.handler)
            #expect(d.module == nil)
            #expect(d.diagnostics.isEmpty, "a clean navigation has no diagnostics: \(d.codes)")
        }
        if let module = example.module {
            #expect(d.module == module)
            #expect(d.handler == .module)
        }
        if let code = example.code {
            #expect(d.has(code), "codes \(d.codes)")
            #expect(d.screen == nil, "a link that does not navigate shows no new screen")
        }
        #expect(d.steps.isEmpty == false, "every decision explains its checks")
    }

    @Test("the engine's own verdict agrees", arguments: DocumentedExample.all)
    func engineVerdict(_ example: DocumentedExample) {
        let evaluation = LinkEngine(app: Fixtures.demoApp).evaluate(example.link)
        #expect(evaluation.entry == example.entry)
        switch evaluation.verdict {
        case .resolved(let resolved):
            #expect(example.outcomes == [.navigated])
            #expect(resolved.route == example.route)
            #expect(resolved.screen.id == example.screen)
            #expect(resolved.handler == example.handler)
        case .claimed(let module):
            #expect(example.outcomes == [.handledByModule])
            #expect(module == example.module)
        case .stayed:
            #expect(example.outcomes.contains(.stayed))
        case .notOpened:
            #expect(example.outcomes.contains(.notOpened))
        case .openedInBrowser:
            #expect(example.outcomes.contains(.openedInBrowser))
        }
        if let code = example.code { #expect(evaluation.trace.has(code)) }
    }

    @Test("the JSON line has the documented fields and values", arguments: DocumentedExample.all)
    func jsonLine(_ example: DocumentedExample) throws {
        let d = decide(example.link)
        let object = try parseJSONObject(DecisionJSON.line(d))
        for key in ["input", "entry", "outcome", "route", "screen", "handler", "module", "steps", "diagnostics"] {
            #expect(object.keys.contains(key), "missing \(key)")
        }
        #expect(object["input"] as? String == example.link)
        #expect(object["entry"] as? String == example.entry.rawValue)
        let outcome = try #require(object["outcome"] as? String)
        #expect(example.outcomes.map(\.rawValue).contains(outcome))

        func stringOrNull(_ key: String) -> String?? {
            if object[key] is NSNull { return .some(nil) }
            if let s = object[key] as? String { return .some(s) }
            return nil // neither: wrong type
        }
        #expect(stringOrNull("route") != nil && stringOrNull("screen") != nil)
        #expect(stringOrNull("handler") != nil && stringOrNull("module") != nil)
        if example.outcomes == [.navigated] {
            #expect(object["route"] as? String == example.route)
            #expect(object["screen"] as? String == example.screen)
            #expect(object["handler"] as? String == example.handler?.rawValue)
            #expect(object["module"] is NSNull)
        } else {
            #expect(object["screen"] is NSNull)
        }
        if let module = example.module {
            #expect(object["module"] as? String == module)
            #expect(object["handler"] as? String == "module")
        }

        let line = DecisionJSON.line(d)
        let literalBooleans = line.components(separatedBy: "\"passed\":true").count - 1
            + line.components(separatedBy: "\"passed\":false").count - 1
        #expect(literalBooleans == d.steps.count, "passed is a JSON boolean")
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.count == d.steps.count)
        for (step, expected) in zip(steps, d.steps) {
            #expect(step["check"] as? String == expected.check)
            #expect((step["passed"] as? NSNumber)?.boolValue == expected.passed)
            #expect(step["detail"] as? String == expected.detail)
        }

        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == d.diagnostics.count)
        for (diagnostic, expected) in zip(diagnostics, d.diagnostics) {
            #expect(diagnostic["code"] as? String == expected.code.rawValue)
            #expect(diagnostic["severity"] as? String == expected.severity.rawValue)
            #expect(["error", "warning", "info"].contains(diagnostic["severity"] as? String ?? ""))
            #expect(diagnostic["message"] as? String == expected.message)
            if let fix = expected.fixText {
                #expect(diagnostic["fix"] as? String == fix)
            } else {
                #expect(diagnostic["fix"] == nil, "fix is left out when there is none")
            }
        }
        if let code = example.code {
            #expect(diagnostics.contains { $0["code"] as? String == code.rawValue })
        }
    }

    @Test("q2mob://open?targetPage=#/messages gives the encoded link as its fix")
    func unencodedFix() {
        let d = decide("q2mob://open?targetPage=#/messages")
        #expect(d.diagnostic(.unencodedTargetPage)?.fix == .customSchemeLink(scheme: "q2mob", route: "messages"))
    }

    @Test("the native routes are drawn by the banking module")
    func nativeRoutes() {
        for route in ["transfer", "branches"] {
            let d = decide("q2mob://open?targetPage=%23%2F\(route)")
            #expect(d.outcome == .navigated)
            #expect(d.handler == .native)
            #expect(d.module == "com.q2.mobile.module.banking")
            #expect(d.screen == route)
        }
    }
}
