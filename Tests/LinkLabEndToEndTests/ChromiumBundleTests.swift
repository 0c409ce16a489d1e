import Foundation
import Testing

/// The support bundle in a real browser: headless Chromium loads a page at a phone's width and a desktop's,
/// reads the DOM it rendered and takes a screenshot of each. Skipped, with a message, where Chromium is not
/// installed; under CI (`CI=true`, as `.ci/run` sets it) a missing Chromium fails instead, since `.ci/run`
/// installs it.
@Suite("The support bundle in headless Chromium")
struct ChromiumBundleTests {
    /// The browser on this machine: Debian's `chromium`, or another distribution's name for it.
    static let chromium: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name -> String? in
        let found = ChildProcess.run(["bash", "-c", "command -v \(name)"])
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return found.status == 0 && !path.isEmpty ? path : nil
    }.first

    static var underCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    @Test("CI has Chromium: .ci/run installs it, so a CI run never skips the browser tests")
    func ciHasChromium() {
        if Self.chromium == nil {
            #expect(!Self.underCI, "CI=true but Chromium is not installed: .ci/run installs it with apt-get install -y chromium")
            if !Self.underCI { print("ChromiumBundleTests: skipped, Chromium is not installed (apt-get install -y chromium)") }
        }
    }

    /// Runs Chromium headless on `page` with `arguments`, in a profile of its own; its output and status.
    static func chromium(_ arguments: [String], page: URL, profile: URL) throws -> ChildProcess.Result {
        let binary = try #require(chromium)
        return ChildProcess.run(["timeout", "120", binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                 "--user-data-dir=\(profile.path)", "--hide-scrollbars"] + arguments + [page.absoluteString])
    }

    @Test("the README's email example, a check list and a walkthrough: rendered at 390 and 1280 pixels, with the outcome, the hops and the phone",
          .enabled(if: chromium != nil, "Chromium is not installed (apt-get install -y chromium): skipped"))
    func rendered() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let email = folder.appendingPathComponent("email.html")
        _ = try LinkLab.run(["explain", "--html", email.path, SupportBundleCommandTests.tracker])
        let check = folder.appendingPathComponent("check.html")
        _ = try LinkLab.run(["check", "--html", check.path, LinkLab.repositoryRoot.appendingPathComponent("examples/links.csv").path])
        let play = folder.appendingPathComponent("play.html")
        _ = try LinkLab.run(["play", "--html", play.path, "campaign-email-opened-website"])
        let profile = folder.appendingPathComponent("profile")
        for (page, expected) in [(email, ["openedInBrowser", "hop 1 → browser", "hop 2 → browser"]),
                                 (check, ["Summary", "passed", "hop 1"]), (play, ["Summary", "openedInBrowser", "hop 1"])] {
            let dom = try Self.chromium(["--dump-dom"], page: page, profile: profile)
            #expect(dom.status == 0, "chromium --dump-dom ended with \(dom.status)")
            for words in expected + ["<svg", "The phone at the end"] {
                #expect(dom.output.contains(words), "\(page.lastPathComponent): the rendered DOM lacks \(words)")
            }
            #expect(!dom.output.contains("<script"))
            for (name, size) in [("phone", "390,2400"), ("desktop", "1280,1800")] {
                let shot = folder.appendingPathComponent("\(page.deletingPathExtension().lastPathComponent)-\(name).png")
                let taken = try Self.chromium(["--screenshot=\(shot.path)", "--window-size=\(size)"], page: page, profile: profile)
                #expect(taken.status == 0)
                let png = try Data(contentsOf: shot)
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot.lastPathComponent) is not a PNG")
                #expect(png.count > 20_000, "\(shot.lastPathComponent) is nearly empty: \(png.count) bytes")
                // The README's picture: re-made with the goldens.
                if page == email, name == "desktop", ProcessInfo.processInfo.environment["LINKLAB_RECORD_GOLDENS"] == "1" {
                    try png.write(to: LinkLab.repositoryRoot.appendingPathComponent("docs/support-bundle.png"))
                }
            }
        }
    }
}
