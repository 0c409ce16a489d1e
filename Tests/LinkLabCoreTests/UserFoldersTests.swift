import LinkLabSystem
import Testing

/// Exports and the `--live` cache follow each platform's folders (README, "Exports").
@Suite("The user's folders, by platform")
struct UserFoldersTests {
    @Test("each platform's own folder, and XDG's when it is set to an absolute path", arguments: [
        (Platform.linux, ["HOME": "/home/ana"], "/home/ana/.local/share/linklab", "/home/ana/.cache/linklab"),
        (Platform.macOS, ["HOME": "/Users/ana"], "/Users/ana/Library/Application Support/linklab", "/Users/ana/Library/Caches/linklab"),
        (Platform.linux, ["HOME": "/home/ana", "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c/"], "/d/linklab", "/c/linklab"),
        (Platform.macOS, ["HOME": "/Users/ana", "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c"], "/d/linklab", "/c/linklab"),
        // A relative XDG folder is ignored, as the XDG Base Directory specification says.
        (Platform.linux, ["HOME": "/home/ana", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache"], "/home/ana/.local/share/linklab", "/home/ana/.cache/linklab"),
    ] as [(Platform, [String: String], String, String)])
    func folders(platform: Platform, environment: [String: String], data: String, cache: String) {
        #expect(UserFolders.data(platform: platform, environment: environment) == data)
        #expect(UserFolders.cache(platform: platform, environment: environment) == cache)
    }

    @Test("no home and no XDG folder: none, rather than the current folder")
    func noHome() {
        #expect(UserFolders.data(platform: .linux, environment: [:]) == nil)
        #expect(UserFolders.cache(platform: .macOS, environment: ["HOME": "relative"]) == nil)
    }
}
