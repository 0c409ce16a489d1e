import ArgumentParser
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Options every command shares: which FI to emulate and where its screens are.
struct AppOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Help.AppOptions.config, valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp(Help.AppOptions.screens, valueName: "DIR"))
    var screens: String?

    func loadApp() throws(ConfigurationError) -> BankingApp {
        try AppLoader.load(configPath: config, screensDirectory: screens)
    }
}
