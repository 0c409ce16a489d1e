import Foundation
import Testing

/// A network helper that is there but cannot be run is told apart from one that is not there: the
/// line names the permission it lacks, not "is not at".
@Suite("A helper that cannot be run", .serialized)
struct HelperPermissionTests {
    @Test("a helper without execute permission: cannot be run, with its mode")
    func notExecutable() throws {
        let (path, folder) = try NetworkHelperTests.helper("cat > /dev/null")
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(path, 0o644)
        let result = try NetworkHelperTests.site(helper: path)
        NetworkHelperTests.expectOneLine(result, contains: "linklab-fetch cannot be run: you lack execute permission on it (mode 0644); chmod +x it")
        #expect(!result.err.contains("is not at"), "\(result.err)")
    }

    @Test("a folder at the helper's place: cannot be run, it is a folder")
    func folder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-helper-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        NetworkHelperTests.expectOneLine(try NetworkHelperTests.site(helper: folder.path), contains: "cannot be run: \(folder.path) is a folder")
    }

    @Test("a page is refused alike by a check list and --page: the same words, exit 2")
    func pageAlike() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
        let list = folder.appendingPathComponent("pages.csv")
        try Data("link,outcome,from,page\n\(link),navigated,safari,//evil.example/\n".utf8).write(to: list)
        let checked = try LinkLab.run(["check", list.path])
        let explained = try LinkLab.run(["explain", "--from", "safari", "--page", "//evil.example/", link])
        #expect(checked.status == 2 && explained.status == 2)
        let rule = "must be an https:// or http:// link, or a path such as /offers on the link's own domain"
        #expect(checked.err.hasSuffix(rule + "\n"), "\(checked.err)")
        #expect(explained.err == "linklab: --page " + rule + "\n", "\(explained.err)")
        // And /offers is read alike: a page of the link's own site.
        let own = try LinkLab.run(["explain", "--from", "safari", "--page", "/offers", link])
        #expect(own.out.hasPrefix("openedInBrowser"), "\(own.out) \(own.err)")
    }
}
