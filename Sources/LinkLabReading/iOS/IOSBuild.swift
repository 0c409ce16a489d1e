/// Which build of the app is emulated (`prerequisites.build`): what a customer's phone runs, or a developer's
/// (docs/contract.md, "iOS prerequisites"). It decides whether an entitlement entry that works only in
/// developer mode counts.
public enum IOSBuild: String, Sendable, Equatable, CaseIterable {
    /// The App Store build customers install (the default): `?mode=developer` entries do not count.
    case appStore
    /// A development build on a phone in developer mode: `?mode=developer` entries count.
    case development
}
