import ArgumentParser
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `--platform ios|android`: which phone to emulate, over the settings' `platform` (default ios).
struct PlatformOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Help.Platform.platform,
                                            valueName: "ios|android"))
    var platform: Platform?

    @Option(name: .customLong("android-version"),
            help: ArgumentHelp(Help.Platform.androidVersion,
                               valueName: "N"))
    var androidVersion: Int?

    func validate() throws {
        if let v = androidVersion, !AndroidApp.emulatedVersions.contains(v) {
            throw ValidationError(Wording.sentence(for: .androidVersionNotEmulated(v)))
        }
    }

    /// The app with the chosen platform and Android version, or as its settings say when none was chosen.
    func apply(_ app: BankingApp) -> BankingApp {
        var app = app
        if let platform { app.configuration.platform = platform }
        if let v = androidVersion {
            app.configuration.android.version = v
            app.configuration.android.unverifiedLinks = v >= 12 ? .browser : .chooser
        }
        return app
    }
}

extension Platform: ExpressibleByArgument {}
