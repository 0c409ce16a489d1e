/// Which build of the app is emulated (`prerequisites.build`): what a customer's phone runs, or a developer's or
/// tester's (docs/contract.md, "iOS prerequisites"). It decides whether an entitlement entry that works only in
/// developer mode counts, and whether the partner's provisioning profile decides that the app launches.
public enum IOSBuild: String, Sendable, Equatable, CaseIterable {
    /// The App Store build customers install (the default): `?mode=developer` entries do not count, and Apple
    /// re-signs the build, so the partner's profile does not ship with it.
    case appStore
    /// A development build on a phone in developer mode: `?mode=developer` entries count.
    case development
    /// An ad hoc (or enterprise) build installed on registered devices: distribution-signed, so `?mode=developer`
    /// entries do not count, and it launches only while the profile it was signed with is valid.
    case adHoc

    /// Whether the build runs with the profile it was signed with, so that iOS launches it only while that
    /// profile is in date and for the app's ID (docs/contract.md, "Which build").
    public var launchesOnItsProfile: Bool { self != .appStore }
}
