import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LinkLabFormats
import Testing
@testable import linklab

/// `--html FILE` on explain, push, check and play, and `explain --svg FILE`, run as a support agent runs them.
@Suite("The support bundle from the command line")
struct SupportBundleCommandTests {
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fsettings%2Fprofile"

    /// Whether a document is well-formed XML (libxml2, strict; no entity resolved).
    static func wellFormed(_ data: Data) -> Bool {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        return parser.parse()
    }

    static func read(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    @Test("explain --html and --svg: the README's email example as a page and a picture, beside the usual report")
    func explainBundle() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("email.html"), svg = folder.appendingPathComponent("phone.svg")
        let run = try LinkLab.run(["explain", "--html", html.path, "--svg", svg.path, Self.tracker])
        #expect(run.status == 1)
        #expect(run.out.hasPrefix("openedInBrowser  https://click.mailer.example/"))
        let page = try Self.read(html)
        #expect(Self.wellFormed(try Data(contentsOf: html)))
        #expect(Self.wellFormed(try Data(contentsOf: svg)))
        for words in ["openedInBrowser", "hop 2 → browser", "wrapper: click tracking", "<svg", "Content-Security-Policy"] {
            #expect(page.contains(words), "missing: \(words)")
        }
        #expect(!page.contains("<script"))
        #expect(try Self.read(svg).contains("demo.q2.com"))
    }

    @Test("the settings file is named with its SHA-256, as sha256sum gives it")
    func settingsDigest() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = LinkLab.repositoryRoot.appendingPathComponent("examples/smart-app-banner.json")
        let html = folder.appendingPathComponent("b.html")
        let run = try LinkLab.run(["explain", "--config", settings.path, "--html", html.path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(run.status == 0)
        let digest = SHA256.hex([UInt8](try Data(contentsOf: settings)))
        let page = try Self.read(html)
        #expect(page.contains(digest))
        #expect(page.contains("smart-app-banner.json"))
        let sum = ChildProcess.run(["sha256sum", settings.path])
        if sum.status == 0 { #expect(sum.output.hasPrefix(digest)) }
    }

    @Test("check --html: the summary, and a row linking to each decision; play --html: a walkthrough's steps; push --html")
    func checkPlayPush() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = LinkLab.repositoryRoot.appendingPathComponent("examples/links.csv").path
        let check = folder.appendingPathComponent("check.html")
        _ = try LinkLab.run(["check", "--html", check.path, list])
        let page = try Self.read(check)
        #expect(Self.wellFormed(try Data(contentsOf: check)))
        #expect(page.contains("id=\"summary\""))
        #expect(page.contains("href=\"#d1\""))
        #expect(page.contains("links.csv:2"))
        let play = folder.appendingPathComponent("play.html")
        let played = try LinkLab.run(["play", "--html", play.path, "campaign-email-opened-website"])
        #expect(played.status == 0)
        #expect(Self.wellFormed(try Data(contentsOf: play)))
        #expect(try Self.read(play).contains("The campaign email that opened the website, step 2"))
        let push = folder.appendingPathComponent("push.html")
        let pushed = try LinkLab.run(["push", "--html", push.path,
                                      LinkLab.repositoryRoot.appendingPathComponent("examples/silent-push.json").path])
        #expect(Self.wellFormed(try Data(contentsOf: push)))
        #expect(try Self.read(push).contains("push payload"), "status \(pushed.status)")
    }

    @Test("an --html path that cannot be written: one line naming the file and why, exit status 3, after the report")
    func unwritable() throws {
        let run = try LinkLab.run(["explain", "--html", "/nonexistent-folder/b.html", "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(run.status == 3)
        #expect(run.out.hasPrefix("navigated"))
        #expect(run.errLines == ["linklab: " + UsageError(.fileToWrite(.folderMissing(.supportBundle, path: "/nonexistent-folder/b.html"))).message],
                "\(run.err)")
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try LinkLab.run(["explain", "--svg", folder.path, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(svg.status == 3)
        #expect(svg.errLines == ["linklab: " + UsageError(.fileToWrite(.notARegularFile(.phonePicture, path: folder.path, .folder))).message],
                "\(svg.err)")
    }

    @Test("explain --svg with no link read: one line saying so, exit status 2, and no file")
    func svgWithoutLink() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("phone.svg")
        let run = try LinkLab.run(["explain", "--svg", svg.path], stdin: Data())
        #expect(run.status == 2)
        #expect(run.errLines == ["linklab: " + UsageError(.noLinkToPicture(file: svg.path)).message], "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: svg.path))
    }
}
