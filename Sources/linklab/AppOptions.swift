import ArgumentParser
import LinkLabCore

/// Options every command shares: which FI to emulate and where its screens are.
struct AppOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A settings JSON file that changes the demo FI (see README, \"The demo FI and the settings file\").", valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The folder of screen files (default: ./screens, or the one beside the executable).", valueName: "DIR"))
    var screens: String?

    func loadApp() throws(ConfigurationError) -> BankingApp {
        try AppLoader.load(configPath: config, screensDirectory: screens)
    }
}
