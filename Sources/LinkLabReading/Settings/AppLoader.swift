#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats

/// Finds and loads everything the emulated app needs: the settings (the demo FI unless a file is
/// given) and the screens folder.
public enum AppLoader {
    /// Loads the app. The screens folder is, in order: `screensDirectory`, the settings file's `screens`,
    /// `$LINKLAB_SCREENS`, `./screens`, a `screens/` beside or above the executable, then the demo FI's
    /// screens compiled into the binary.
    public static func load(configPath: String?, screensDirectory: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            executablePath: String = CommandLine.arguments.first ?? "") throws(ConfigurationError) -> BankingApp {
        guard let configPath else {
            return try load(configuration: .demo, screensDirectory: screensDirectory, environment: environment, executablePath: executablePath)
        }
        let configuration = try ConfigurationLoader.load(path: configPath)
        return try load(configuration: configuration, screensDirectory: screensDirectory, settingsFile: configPath,
                        environment: environment, executablePath: executablePath)
    }

    /// Loads the screens for a configuration already in hand.
    public static func load(configuration: FIConfiguration, screensDirectory: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            executablePath: String = CommandLine.arguments.first ?? "") throws(ConfigurationError) -> BankingApp {
        try load(configuration: configuration, screensDirectory: screensDirectory, settingsFile: nil,
                 environment: environment, executablePath: executablePath)
    }

    /// Loads the screens; a folder that cannot be read is blamed on what named it: the settings file's
    /// `screens` key (in `settingsFile`) or `LINKLAB_SCREENS`.
    static func load(configuration: FIConfiguration, screensDirectory: String?, settingsFile: String?,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     executablePath: String = CommandLine.arguments.first ?? "") throws(ConfigurationError) -> BankingApp {
        let directory: String
        var referrer: FileReference?
        if let chosen = screensDirectory {
            directory = chosen
        } else if let fromSettings = configuration.screensDirectory {
            directory = fromSettings
            referrer = FileReference(file: settingsFile ?? "the settings", key: "screens")
        } else if let fromEnvironment = environment["LINKLAB_SCREENS"], !fromEnvironment.isEmpty {
            directory = fromEnvironment
            referrer = FileReference(file: "LINKLAB_SCREENS", key: nil)
        } else if let found = locate("screens", containing: "\(Screen.landingPageID).json", executablePath: executablePath) {
            directory = found
        } else {
            // Run from any folder: the demo FI's own screens, compiled in.
            return BankingApp(configuration: configuration, screens: try ScreenLoader.loadEmbedded(modules: configuration.modules))
        }
        let screens = try ScreenLoader.load(directory: directory, modules: configuration.modules, referredBy: referrer)
        return BankingApp(configuration: configuration, screens: screens)
    }

    /// A data folder such as `screens` or `scenarios`: in the current folder, or beside or above the executable.
    public static func locate(_ folderName: String, containing marker: String? = nil,
                              executablePath: String = CommandLine.arguments.first ?? "") -> String? {
        var candidates = [FileManager.default.currentDirectoryPath]
        var folder = Paths.folder(of: InputFile.resolved(executablePath))
        for _ in 0..<6 {
            candidates.append(folder)
            folder = Paths.folder(of: folder)
        }
        for candidate in candidates {
            let folder = Paths.join(candidate, folderName)
            guard (try? FileStatus.of(path: folder))?.kind == .folder else { continue }
            if let marker, (try? FileStatus.of(path: Paths.join(folder, marker))) == nil { continue }
            return folder
        }
        return nil
    }
}
