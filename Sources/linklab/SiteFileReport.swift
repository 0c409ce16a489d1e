import ArgumentParser
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// One URL's answer from a site's own file (`apple-app-site-association`, `assetlinks.json`), as the
/// `aasa` and `assetlinks` commands print it.
protocol SiteFileAnswer {
    var link: String { get }
    /// `match`, `not verified`, …
    var label: String { get }
    /// The sentence under the label, worded into `w`.
    func explain(into w: inout TextWriter)
    var jsonLine: String { get }
    /// Whether the site's file lets the app open this URL.
    var opensApp: Bool { get }
}

extension AASAAnswer: SiteFileAnswer {
    var label: String { Wording.label(of: self) }
    func explain(into w: inout TextWriter) { Wording.explanation(of: self, into: &w) }
    var jsonLine: String { AASAAnswerJSON.line(self) }
}

extension AssetLinksAnswer: SiteFileAnswer {
    var label: String { Wording.label(of: self) }
    func explain(into w: inout TextWriter) { Wording.explanation(of: self, into: &w) }
    var jsonLine: String { AssetLinksAnswerJSON.line(self) }
    var opensApp: Bool { verdict.verified }
}

/// Answers every URL first (a bad one is a usage error before anything prints), then prints one answer
/// per URL, as text or JSON Lines; exit status 1 when any URL would not open the app.
enum SiteFileReport {
    static func run<Answer: SiteFileAnswer, Problem>(_ urls: [String], json: Bool, answer: (String) -> Result<Answer, Problem>,
                                                     problem: (Problem) -> UsageProblem) throws {
        var answers: [Answer] = []
        for url in urls {
            switch answer(url) {
            case .success(let answer): answers.append(answer)
            case .failure(let failure): throw UsageError(problem(failure))
            }
        }
        let out = OutputBuffer()
        // The text is worded into one reused writer, which makes outside text safe as it goes in.
        var w = TextWriter(capacity: 1 << 12)
        for answer in answers {
            if !answer.opensApp { out.markFailure() }
            if json {
                out.line(answer.jsonLine)
            } else {
                w.removeAll()
                w.write(answer.label)
                w.write(literal: "  ")
                w.write(answer.link)
                w.write(literal: "\n  ")
                answer.explain(into: &w)
                w.write(literal: "\n")
                out.lines(safe: w.bytes)
            }
        }
        out.flush()
        if !answers.allSatisfy(\.opensApp) { throw ExitCode(1) }
    }
}
