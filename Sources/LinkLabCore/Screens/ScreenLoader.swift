import Foundation

/// Reads `*.json` screen files from a folder, naming the file and key in every error.
public enum ScreenLoader {
    public static func load(directory: String, modules: [ModuleDeclaration]) throws(ConfigurationError) -> ScreenCatalogue {
        try load(directory: directory, modules: modules, referredBy: nil)
    }

    /// Loads the folder; when it cannot be read, the error names `referrer`, whatever named the folder.
    static func load(directory: String, modules: [ModuleDeclaration], referredBy referrer: FileReference?) throws(ConfigurationError) -> ScreenCatalogue {
        let names: [String]
        do {
            names = try InputFile.folderNames(directory).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            if referrer == nil {
                throw ConfigurationError(file: directory, reason: "\(error.reason); expected a folder of screen files (*.json)")
            }
            throw ConfigurationError(path: directory, problem: error, referredBy: referrer)
        }
        if names.isEmpty { throw ConfigurationError(file: directory, reason: "holds no screen files (*.json)") }
        var files: [(path: String, data: Data)] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            files.append((path, try StrictDecoder.read(path, as: .screen)))
        }
        return try load(files: files, modules: modules, directory: directory)
    }

    /// The demo FI's screens, compiled into the binary from `screens/` (`.ci/embed-screens`), so that the
    /// app runs from any folder; errors name them as the `screens/` folder they were made from.
    public static func loadEmbedded(modules: [ModuleDeclaration]) throws(ConfigurationError) -> ScreenCatalogue {
        try load(files: EmbeddedScreens.files.map { ("\(embeddedSource)/\($0.name)", Data($0.json.utf8)) },
                 modules: modules, directory: embeddedSource)
    }

    /// How errors name the embedded screens.
    static let embeddedSource = "screens (built in)"

    /// Decodes screen files already read, and checks them as one catalogue.
    private static func load(files read: [(path: String, data: Data)], modules: [ModuleDeclaration],
                             directory: String) throws(ConfigurationError) -> ScreenCatalogue {
        var screens: [Screen] = []
        var files: [String] = [], contents: [Data] = []
        for (path, data) in read {
            screens.append(try StrictDecoder.decode(ScreenFile.self, from: data, file: path).screen)
            files.append(path)
            contents.append(data)
        }
        try ScreenClash.check(screens, files: files)
        do {
            return try ScreenCatalogue(screens: screens, modules: modules, source: directory)
        } catch {
            throw ScreenClash.namingItsFile(error, screens: screens, files: files, contents: contents, directory: directory)
        }
    }
}

/// Two screen files with one id or one route: the error names both files, which the catalogue, holding
/// screens and not files, cannot.
enum ScreenClash {
    static func check(_ screens: [Screen], files: [String]) throws(ConfigurationError) {
        var byID: [String: Int] = [:], byRoute: [String: Int] = [:]
        for (index, screen) in screens.enumerated() where !screen.id.isEmpty {
            if let other = byID[screen.id] {
                throw ConfigurationError(file: files[index], key: "id", reason:
                    "\(DisplayText.sanitize(screen.id, limit: 80)) is also the id of the screen in \(DisplayText.sanitize(files[other], limit: 300)); ids must be unique")
            }
            byID[screen.id] = index
            guard let route = screen.route else { continue }
            if let other = byRoute[route] {
                throw ConfigurationError(file: files[index], key: "route", reason:
                    "\(DisplayText.sanitize(route, limit: 80)) is also the route of screen \(DisplayText.sanitize(screens[other].id, limit: 80)) in \(DisplayText.sanitize(files[other], limit: 300)); routes must be unique")
            }
            byRoute[route] = index
        }
    }

    /// The catalogue names a screen's file `<folder>/<id>.json`; this puts the file it came from, and the
    /// line and column of the key, in its place.
    static func namingItsFile(_ error: ConfigurationError, screens: [Screen], files: [String], contents: [Data],
                              directory: String) -> ConfigurationError {
        guard let index = screens.indices.first(where: { "\(directory)/\(screens[$0].id).json" == error.file }) else { return error }
        var named = error
        named.file = files[index]
        return named.locating(in: contents[index])
    }
}

struct ScreenFile: Decodable {
    var screen: Screen

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["id", "route", "title", "body", "owner", "requiresSignIn", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        screen = Screen(
            id: try c.decode(String.self, forKey: .init("id")),
            route: try c.decodeIfPresent(String.self, forKey: .init("route")),
            title: try c.decode(String.self, forKey: .init("title")),
            body: try c.decode([String].self, forKey: .init("body")),
            owner: try c.decode(String.self, forKey: .init("owner")),
            requiresSignIn: try c.decode(Bool.self, forKey: .init("requiresSignIn"))
        )
    }
}
