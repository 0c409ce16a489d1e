/// The emulated app: an FI's configuration and the screens it can show.
public struct BankingApp: Sendable, Equatable {
    public var configuration: FIConfiguration
    public var screens: ScreenCatalogue

    public init(configuration: FIConfiguration, screens: ScreenCatalogue) {
        self.configuration = configuration
        self.screens = screens
    }
}
