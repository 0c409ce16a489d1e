import ArgumentParser
import LinkLabCore

/// `--platform ios|android`: which phone to emulate, over the settings' `platform` (default ios).
struct PlatformOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The phone to emulate: ios (the default) or android (App Links, intent filters, assetlinks.json).",
                                            valueName: "ios|android"))
    var platform: Platform?

    /// The app with the chosen platform, or as its settings say when none was chosen.
    func apply(_ app: BankingApp) -> BankingApp {
        guard let platform else { return app }
        var app = app
        app.configuration.platform = platform
        return app
    }
}

extension Platform: ExpressibleByArgument {}
