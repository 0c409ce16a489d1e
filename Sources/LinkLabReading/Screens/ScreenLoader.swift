import LinkLabBuiltIns
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats

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
            if referrer == nil { throw ConfigurationError(file: directory, problem: .screensFolderUnreadable(error)) }
            throw ConfigurationError(path: directory, problem: error, referredBy: referrer)
        }
        if names.isEmpty { throw ConfigurationError(file: directory, problem: .noScreenFiles) }
        var files: [(path: String, bytes: [UInt8])] = []
        for name in names {
            let path = Paths.join(directory, name)
            files.append((path, try ConfigurationLoader.read(path, as: .screen)))
        }
        return try load(files: files, modules: modules, directory: directory)
    }

    /// The demo FI's screens, compiled into the binary from `screens/` (`.ci/embed-screens`), so that the
    /// app runs from any folder; errors name them as the `screens/` folder they were made from.
    public static func loadEmbedded(modules: [ModuleDeclaration]) throws(ConfigurationError) -> ScreenCatalogue {
        try load(files: EmbeddedScreens.files.map { ("\(embeddedSource)/\($0.name)", Array($0.json.utf8)) },
                 modules: modules, directory: embeddedSource)
    }

    /// How errors name the embedded screens.
    static let embeddedSource = "screens (built in)"

    /// Decodes screen files already read, and checks them as one catalogue.
    private static func load(files read: [(path: String, bytes: [UInt8])], modules: [ModuleDeclaration],
                             directory: String) throws(ConfigurationError) -> ScreenCatalogue {
        var screens: [Screen] = []
        var files: [String] = [], contents: [JSONCursor] = []
        for (path, bytes) in read {
            let top = try JSONDocument.parse(bytes, file: path).top
            screens.append(try ScreenFile.screen(top))
            files.append(path)
            contents.append(top)
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
                throw ConfigurationError(file: files[index], key: "id", problem: .screenIDClash(id: screen.id, otherFile: files[other]))
            }
            byID[screen.id] = index
            guard let route = screen.route else { continue }
            if let other = byRoute[route] {
                throw ConfigurationError(file: files[index], key: "route",
                                         problem: .screenRouteClash(route: route, otherScreen: screens[other].id, otherFile: files[other]))
            }
            byRoute[route] = index
        }
    }

    /// The catalogue names a screen's file `<folder>/<id>.json`; this puts the file it came from, and the
    /// line and column of the key, in its place.
    static func namingItsFile(_ error: ConfigurationError, screens: [Screen], files: [String], contents: [JSONCursor],
                              directory: String) -> ConfigurationError {
        guard let index = screens.indices.first(where: { "\(directory)/\(screens[$0].id).json" == error.file }) else { return error }
        return contents[index].error(at: error.key.map { [.key($0)] } ?? [], error.problem)
    }
}

/// A screen file, read by the typed reader.
enum ScreenFile {
    static func screen(_ value: JSONCursor) throws(ConfigurationError) -> Screen {
        let o = try value.object(ScreenKey.self)
        return Screen(
            id: try o.required(.id) { v throws(ConfigurationError) in try v.string() },
            route: try o.string(.route),
            title: try o.required(.title) { v throws(ConfigurationError) in try v.string() },
            body: try o.required(.body) { v throws(ConfigurationError) in try v.strings() },
            owner: try o.required(.owner) { v throws(ConfigurationError) in try v.string() },
            requiresSignIn: try o.required(.requiresSignIn) { v throws(ConfigurationError) in try v.bool() }
        )
    }
}

/// The keys of a screen file.
enum ScreenKey: String, JSONKey {
    case id, route, title, body, owner, requiresSignIn
}
