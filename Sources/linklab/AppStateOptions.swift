import ArgumentParser
import LinkLabCore

/// `--not-installed` and `--cold-start`: the app's state on the iPhone, over the settings' `appState`
/// (docs/contract.md, "App states").
struct AppStateOptions: ParsableArguments {
    @Flag(name: .customLong("not-installed"), help: "Answer as if the app were not installed: Universal Links open in Safari.")
    var notInstalled = false

    @Flag(name: .customLong("cold-start"), help: "Answer as if the app were not running: a link arrives while it launches.")
    var coldStart = false

    /// The app with the flags applied; without flags, the settings decide. App states are emulated for
    /// the iOS app only (docs/contract.md, A31), so the flags with Android are a usage error.
    func apply(to app: BankingApp) throws -> BankingApp {
        if (notInstalled || coldStart) && app.configuration.platform == .android {
            throw UsageError(message: "--not-installed and --cold-start emulate the iOS app only; leave them out with --platform android")
        }
        var app = app
        if notInstalled { app.configuration.appState.installed = false }
        if coldStart { app.configuration.appState.running = false }
        return app
    }
}
