import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Prints a scenario as it plays: narration, each action's decisions, and each expectation.
struct ScenarioReport {
    var json: Bool
    var trace: Bool
    var colors: Bool

    /// A piece of a line in a colour, when colour is wanted; the output buffer sanitises it before painting.
    func paint(_ text: String, _ code: String) -> Span { Span(text, colour: colors ? code : nil) }

    func header(_ scenario: Scenario, to out: OutputBuffer) {
        guard !json else { return }
        out.line(paint("Scenario: \(DisplayText.sanitize(scenario.name))", "1"), Span("  (\(DisplayText.sanitize(scenario.file)))"))
    }

    func step(_ result: ScenarioPlayer.StepResult, to out: OutputBuffer) {
        let step = result.step
        if json {
            var w = JSONWriter(capacity: 4096)
            w.raw("{\"step\":"); w.number(step.number)
            w.raw(",\"action\":"); w.string(step.action.keyword)
            if case .say(let text) = step.action { w.raw(",\"say\":"); w.string(DisplayText.sanitize(text, limit: 2000)) }
            if let settings = result.settings { w.raw(",\"settings\":"); Self.write(settings, into: &w) }
            w.raw(",\"decisions\":[")
            for (i, decision) in result.decisions.enumerated() {
                if i > 0 { w.raw(",") }
                DecisionJSON.write(decision, into: &w)
            }
            w.raw("],\"failures\":")
            Self.writeFailures(result.failures, into: &w)
            w.raw("}")
            out.line(w.text)
            return
        }
        let number = String(step.number).leftPadded(to: 3)
        switch step.action {
        case .say(let text):
            out.line(Span("\(number)  "), paint("“\(DisplayText.sanitize(text, limit: 2000))”", "3"))
        case .expect(let e):
            let mark = result.failures.isEmpty ? paint("✓", "32") : paint("✗", "31")
            out.line(Span("\(number)  expect \(Self.describe(e)) "), mark)
            for f in result.failures {
                out.line(Span("       "), paint("✗ \(f.key): expected \(f.expected), actual \(f.actual)", "31"))
            }
        case .event, .openRoute, .openVariant, .pushPreset:
            if let event = result.event {
                out.line("\(number)  \(Self.describe(event))" + Self.origin(of: step.action))
            }
            // What decided the step besides its input: two steps with one link differ here.
            if let settings = result.settings {
                out.line(Span("       "), paint(Wording.stepSettingsLabel + Wording.stepSettings(settings), "2"))
            }
            for f in result.failures {
                out.line(Span("       "), paint("✗ \(f.key): expected \(f.expected), actual \(f.actual)", "31"))
            }
            let printer = DecisionPrinter(json: false, colors: colors)
            for decision in result.decisions {
                if trace {
                    for line in DecisionReport.lines(decision) {
                        out.line(Span("       " + String(repeating: " ", count: line.indent)), printer.paint(line))
                    }
                } else {
                    let word = paint(decision.outcome.rawValue, decision.outcome.isSuccess ? "32" : "31")
                    out.line(Span("       "), word, Span("  \(decision.summary)"))
                    for d in decision.diagnostics {
                        out.line("         \(d.severity.rawValue) \(d.code.rawValue): \(d.message)")
                    }
                }
            }
        }
    }

    /// `{"scenario", "file", "passed", "steps", "expectations", "failures"}` after a scenario; in text, PASS with
    /// the counts or FAIL with each failure.
    func footer(_ scenario: Scenario, failures: [ExpectationFailure], to out: OutputBuffer) {
        let expectations = scenario.steps.filter { if case .expect = $0.action { true } else { false } }.count
        if json {
            var w = JSONWriter(capacity: 1024)
            w.raw("{\"scenario\":"); w.string(DisplayText.sanitize(scenario.name))
            w.raw(",\"file\":"); w.string(DisplayText.sanitize(scenario.file))
            w.raw(",\"passed\":"); w.bool(failures.isEmpty)
            w.raw(",\"steps\":"); w.number(scenario.steps.count)
            w.raw(",\"expectations\":"); w.number(expectations)
            w.raw(",\"failures\":")
            Self.writeFailures(failures, into: &w)
            w.raw("}")
            out.line(w.text)
            return
        }
        if failures.isEmpty {
            out.line(paint("PASS", "1;32"), Span(Wording.scenarioPassed(scenario.name, steps: scenario.steps.count, expectations: expectations)))
        } else {
            out.line(paint("FAIL", "1;31"), Span(Wording.scenarioFailed(scenario.name, failures: failures.count)))
            for f in failures { out.line("      \(f)") }
        }
        out.line("")
    }

    /// `{"platform", "androidVersion"?, "signedIn", "installed", "running", "coldStartLinks"?, "from"?, "page"?,
    /// "redirectsTo"?, "browserChosen"?, "build"?, "notificationPermission"?}`: what decided the step besides its input.
    static func write(_ s: StepSettings, into w: inout JSONWriter) {
        w.raw("{\"platform\":"); w.string(s.platform.rawValue)
        if let version = s.androidVersion { w.raw(",\"androidVersion\":"); w.number(version) }
        w.raw(",\"signedIn\":"); w.bool(s.signedIn)
        w.raw(",\"installed\":"); w.bool(s.app.installed)
        w.raw(",\"running\":"); w.bool(s.app.running)
        if s.app.installed, !s.app.running { w.raw(",\"coldStartLinks\":"); w.string(s.coldStartLinks.rawValue) }
        if let tap = s.tap {
            w.raw(",\"from\":"); w.string(tap.source.rawValue)
            if let page = tap.page { w.raw(",\"page\":"); w.string(DisplayText.sanitize(page, limit: 8192)) }
            if let to = tap.redirectsTo { w.raw(",\"redirectsTo\":"); w.string(DisplayText.sanitize(to, limit: 8192)) }
        }
        if !s.browserDomains.isEmpty {
            w.raw(",\"browserChosen\":[")
            for (i, domain) in s.browserDomains.enumerated() {
                if i > 0 { w.raw(",") }
                w.string(DisplayText.sanitize(domain, limit: 400))
            }
            w.raw("]")
        }
        for setting in s.platformSettings {
            switch setting {
            case .build(let build): w.raw(",\"build\":"); w.string(build.rawValue)
            case .notificationPermission(let permission): w.raw(",\"notificationPermission\":"); w.string(permission.rawValue)
            }
        }
        w.raw("}")
    }

    /// `[{"step", "key", "expected", "actual"}]`.
    static func writeFailures(_ failures: [ExpectationFailure], into w: inout JSONWriter) {
        w.raw("[")
        for (i, f) in failures.enumerated() {
            w.raw(i == 0 ? "{\"step\":" : ",{\"step\":"); w.number(f.step)
            w.raw(",\"key\":"); w.string(f.key)
            w.raw(",\"expected\":"); w.string(f.expected)
            w.raw(",\"actual\":"); w.string(f.actual)
            w.raw("}")
        }
        w.raw("]")
    }

    static func describe(_ event: SessionEvent) -> String {
        switch event {
        case .openLink(let link): "open   \(DisplayText.sanitize(link))"
        // Where it was tapped is on the settings line below (`StepSettings`).
        case .openLinkFrom(let link, _): "open   \(DisplayText.sanitize(link))"
        case .rememberBrowser(let domain, let chosen):
            Wording.browserChoice(chosen, domain: domain)
        case .push(let payload, let stage): "push (\(stage.rawValue))  \(DisplayText.sanitize(payload.text, limit: 200))"
        case .signIn: "sign in"
        case .cancelSignIn: "cancel sign-in"
        case .signOut: "sign out"
        case .back: "back"
        case .install: "install"
        case .launch: "launch"
        }
    }

    /// For a step that named a route or a preset: what it named, after the link built from it.
    static func origin(of action: ScenarioAction) -> String {
        switch action {
        case .openRoute(let r): "   (openRoute #/\(DisplayText.sanitize(r.route, limit: 120)) as \(r.form.rawValue))"
        case .pushPreset(let p): "   (pushPreset \(p.preset.rawValue))"
        case .openVariant(let v, let route): "   (openVariant \(v.rawValue) of #/\(DisplayText.sanitize(route, limit: 120)))"
        default: ""
        }
    }

    static func describe(_ e: Expectation) -> String {
        var parts: [String] = []
        if let r = e.route { parts.append("route=\(r.map { "#/\($0)" } ?? "none")") }
        if let s = e.screen { parts.append("screen=\(s)") }
        if let s = e.signedIn { parts.append("signedIn=\(s)") }
        if let i = e.installed { parts.append("installed=\(i)") }
        if let r = e.running { parts.append("running=\(r)") }
        if let p = e.pending { parts.append("pending=\(p.map { "#/\($0)" } ?? "none")") }
        if let o = e.outcome { parts.append("outcome=\(o.rawValue)") }
        if let c = e.codes { parts.append("codes=[\(c.joined(separator: ", "))]") }
        return DisplayText.sanitize(parts.joined(separator: " "), limit: 400)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
