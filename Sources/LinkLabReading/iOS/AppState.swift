/// Whether the app is on the iPhone and running when an input arrives (docs/contract.md, "App states").
/// The default, installed and running, is the one case LinkLab emulated before app states existed.
public struct AppState: Sendable, Equatable {
    /// The app is installed. When it is not, a Universal Link opens in Safari and a custom-scheme link fails.
    public var installed: Bool
    /// The app is running. When it is not, a link that opens it arrives during a cold start.
    public var running: Bool

    public init(installed: Bool = true, running: Bool = true) {
        self.installed = installed
        self.running = running
    }
}

/// A deferred-link service (`deferredLinks` in the settings): the web page stores a link's destination
/// with it before the App Store, and the app asks it on its first launch.
public struct DeferredLinkService: Sendable, Equatable {
    /// A name for people, e.g. `Branch` or `the FI's own link service`.
    public var service: String
    /// The host the web page stores destinations at and the app asks, e.g. `links.demo.q2.com`.
    public var host: String

    public init(service: String, host: String) {
        self.service = service
        self.host = host
    }
}

/// What the app does with a link that arrives while it launches (`policies.coldStartLinks`).
public enum ColdStartLinks: String, Sendable, Equatable, CaseIterable {
    /// The link waits until launch ends, then is handled by the same rules (the correct behaviour).
    case queue
    /// The link is lost: the bug support staff learn to recognise (`link-dropped-on-cold-start`).
    case drop
}
