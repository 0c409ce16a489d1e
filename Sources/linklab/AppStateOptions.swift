import ArgumentParser
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `--not-installed` and `--cold-start`: the app's state on the phone, over the settings' `appState`
/// (docs/contract.md, "App states"; on Android, "App states on Android").
struct AppStateOptions: ParsableArguments {
    @Flag(name: .customLong("not-installed"), help: ArgumentHelp(Help.AppState.notInstalled))
    var notInstalled = false

    @Flag(name: .customLong("cold-start"), help: ArgumentHelp(Help.AppState.coldStart))
    var coldStart = false

    /// The app with the flags applied; without flags, the settings decide.
    func apply(to app: BankingApp) throws -> BankingApp {
        var app = app
        if notInstalled { app.configuration.appState.installed = false }
        if coldStart { app.configuration.appState.running = false }
        return app
    }
}
