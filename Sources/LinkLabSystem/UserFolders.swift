/// The user's own folders for what LinkLab keeps, as each platform places them: the XDG Base Directory
/// variables when set to an absolute path (on either platform), else `~/.local/share` and `~/.cache` on Linux
/// and `~/Library/Application Support` and `~/Library/Caches` on macOS. Each ends in `linklab`.
public enum UserFolders {
    /// What the user saves and keeps (exports, quiz results).
    public static func data(platform: Platform = .current, environment: [String: String]) -> String? {
        folder(xdg: "XDG_DATA_HOME", linux: ".local/share", macOS: "Library/Application Support", platform, environment)
    }

    /// What a program keeps between its runs that is neither data nor cache (the links typed, as a shell keeps
    /// its history): `$XDG_STATE_HOME`, else `~/.local/state` on Linux and `~/Library/Application Support` on macOS.
    public static func state(platform: Platform = .current, environment: [String: String]) -> String? {
        folder(xdg: "XDG_STATE_HOME", linux: ".local/state", macOS: "Library/Application Support", platform, environment)
    }

    /// What can be fetched again (the `--live` cache).
    public static func cache(platform: Platform = .current, environment: [String: String]) -> String? {
        folder(xdg: "XDG_CACHE_HOME", linux: ".cache", macOS: "Library/Caches", platform, environment)
    }

    private static func folder(xdg: String, linux: String, macOS: String, _ platform: Platform,
                               _ environment: [String: String]) -> String? {
        if let base = environment[xdg], base.hasPrefix("/") { return joined(base, "linklab") }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return joined(joined(home, platform == .macOS ? macOS : linux), "linklab")
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
