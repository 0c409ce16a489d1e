import Foundation

/// Reads `*.json` screen files from a folder, naming the file and key in every error.
public enum ScreenLoader {
    public static func load(directory: String, modules: [ModuleDeclaration]) throws(ConfigurationError) -> ScreenCatalogue {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw ConfigurationError(file: directory, reason: "cannot be read as a folder of screens")
        }
        if names.isEmpty { throw ConfigurationError(file: directory, reason: "holds no screen files (*.json)") }
        var screens: [Screen] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(file: path, reason: "cannot be read")
            }
            do {
                screens.append(try JSONDecoder().decode(ScreenFile.self, from: data).screen)
            } catch {
                throw DecodingErrorText.configurationError(error, file: path, data: data)
            }
        }
        return try ScreenCatalogue(screens: screens, modules: modules, source: directory)
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
