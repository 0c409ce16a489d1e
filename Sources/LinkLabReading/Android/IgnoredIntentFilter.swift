/// An `<intent-filter>` of the manifest that takes links (VIEW, BROWSABLE) but that Android never gives one
/// from a browser, and why (docs/contract.md, "Reading the manifest"). A link it would have taken says so in
/// its trace, so that a filter LinkLab ignores is never silent.
public struct IgnoredIntentFilter: Sendable, Equatable {
    public var filter: IntentFilter
    public var reason: IgnoredFilterReason

    public init(filter: IntentFilter, reason: IgnoredFilterReason) {
        self.filter = filter
        self.reason = reason
    }
}

/// Why Android gives a filter no link.
public enum IgnoredFilterReason: Sendable, Equatable {
    /// The filter's element is not an `<activity>` or `<activity-alias>` of the `<application>`:
    /// `placement` is the chain of elements above it, e.g. `manifest/application/service`.
    case notInActivity(placement: String)
    /// Its `<activity>` or `<activity-alias>` (named by `element`) has `android:exported="false"`.
    case notExported(element: String)
    /// `element` (the activity, the alias, or `application`) has `android:enabled="false"`.
    case disabled(element: String)
    /// The filter lacks the category `android.intent.category.DEFAULT`, which a browser's implicit intent needs.
    case noDefaultCategory
}
