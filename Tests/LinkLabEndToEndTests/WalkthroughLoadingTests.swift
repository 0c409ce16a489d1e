import Foundation
import LinkLabReading
import Testing
@testable import linklab

/// The terminal app's walkthroughs (F7): those with no settings of their own share one loaded FI, and each is
/// still held to the rules of its platform (docs/contract.md, "Where the link was tapped").
@Suite("The terminal app's walkthroughs")
struct WalkthroughLoadingTests {
    @Test("a walkthrough tapped from chrome on iOS is skipped, though it shares the FI loaded for the one before it")
    func sharedFIStillChecked() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
        _ = try LinkLab.fixture("a-safari.json", #"{"name": "a", "steps": [{"open": "\#(link)", "from": "safari"}]}"#, in: folder)
        let chrome = try LinkLab.fixture("z-chrome.json", #"{"name": "z", "steps": [{"open": "\#(link)", "from": "chrome"}]}"#, in: folder)
        let catalogue = try ScenarioCatalogue(folder: folder.path)
        let (loaded, skipped) = TerminalApp.loadWalkthroughs(catalogue, fallbackConfig: nil, screensDirectory: LinkLab.screens.path)
        #expect(loaded.contains { $0.scenario.name == "a" })
        #expect(!loaded.contains { $0.scenario.name == "z" })
        #expect(skipped == [chrome])
    }
}
