import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import LinkLabFrames

/// The real demo FI, screens and scenarios from the repository, found through `#filePath` so the
/// tests do not depend on the current folder.
enum AppFixture {
    /// The package root: `Tests/LinkLabTUITests/Support/AppFixture.swift` → three folders up.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var screens: String { root.appendingPathComponent("screens").path }
    static var scenarios: String { root.appendingPathComponent("scenarios").path }

    static func app() throws -> BankingApp {
        try AppLoader.load(configPath: nil, screensDirectory: screens)
    }

    /// A fresh app at a terminal size, sized the way the backend does it: with a resize event.
    static func model(signedIn: Bool = true, size: TerminalSize = .standard, walkthroughs: [Walkthrough] = []) throws -> AppModel {
        var model = AppModel(app: try app(), signedIn: signedIn, walkthroughs: walkthroughs)
        model.send(.resize(width: size.width, height: size.height))
        return model
    }

    /// One scenario file from scenarios/, as a walkthrough against the FI it names.
    static func walkthrough(_ file: String) throws -> Walkthrough {
        let scenario = try ScenarioLoader.load(path: (scenarios as NSString).appendingPathComponent(file))
        return Walkthrough(scenario: scenario, app: try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: screens))
    }

    /// Every scenario in scenarios/, sorted by file name, as the app lists them under F7.
    static func allWalkthroughs() throws -> [Walkthrough] {
        let names = try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map(walkthrough)
    }
}

/// A terminal size the snapshots are taken at.
struct TerminalSize: Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    static let standard = TerminalSize(width: 80, height: 24)
    static let large = TerminalSize(width: 120, height: 36)
    static let both = [standard, large]
    var description: String { "\(width)x\(height)" }
}

extension AppModel {
    /// Sends events in order, as a person would produce them, and returns every effect.
    @discardableResult
    mutating func send(_ events: InputEvent...) -> [AppEffect] {
        events.flatMap { handle($0) }
    }

    @discardableResult
    mutating func key(_ key: Key, times: Int = 1) -> [AppEffect] {
        (0..<times).flatMap { _ in handle(.key(key)) }
    }

    /// Pastes a link and presses Enter.
    @discardableResult
    mutating func open(_ link: String) -> [AppEffect] {
        send(.paste(link), .key(.enter))
    }

    var lastDecision: Decision? { state.history.last }
    /// The screen once any slide or replay has finished, as a person sees it a moment later.
    var frame: Frame {
        var settled = self
        settled.finishAnimation()
        return AppRenderer.renderWhole(settled)
    }
    /// The screen at this very moment, mid-animation if one plays.
    var liveFrame: Frame { AppRenderer.renderWhole(self) }
    var screenText: String { frame.plainText() }
}

extension Frame {
    /// The row at `y` with trailing spaces trimmed.
    func row(_ y: Int) -> String {
        var text = Substring(rowText(y))
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
