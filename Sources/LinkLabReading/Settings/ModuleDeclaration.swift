/// A module of the app as the settings file declares it: its continuity-link targets and its push sender.
/// Which routes a module draws natively is said by the screens it owns (`screens/*.json`, `owner`).
public struct ModuleDeclaration: Sendable, Equatable {
    /// The module identifier, e.g. `com.q2.mobile.module.demo`.
    public var identifier: String
    /// A name for people.
    public var name: String
    /// Continuity-link targets the module claims, e.g. `com.q2.mobile.module.demo/path`.
    public var continuityTargets: [String]
    /// The push sender id the module declares; a payload's `sender` must equal it exactly.
    public var pushSender: String?
    /// The key under `data` where the module looks for its own payload, e.g. `demo`.
    public var payloadKey: String?
    /// How the module reads a continuity link before comparing it with its targets (the sample's way unless
    /// the settings file's `targetNormalisation` says otherwise).
    public var normalisation: ContinuityNormalisation

    public init(identifier: String, name: String? = nil, continuityTargets: [String] = [], pushSender: String? = nil,
                payloadKey: String? = nil, normalisation: ContinuityNormalisation = .sample) {
        self.identifier = identifier
        self.name = name ?? identifier
        self.continuityTargets = continuityTargets
        self.pushSender = pushSender
        self.payloadKey = payloadKey
        self.normalisation = normalisation
    }
}
