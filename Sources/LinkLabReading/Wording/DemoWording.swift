/// The demo FI's own names and copy, compiled in beside its settings: the banking module's name, where its
/// derived Android filters come from, the standard AASA rule's comment, and the body of a preset push.
public enum DemoWording {
    /// The demo FI's native banking module, as its settings would name it.
    public static let demoBankingModuleName = "Native banking module"
    /// Where the intent filters LinkLab derives for an FI come from, named in a decision's steps.
    public static let demoManifest = "the demo FI's default manifest (the settings give none)"
    /// The comment on the AASA rule that holds by default: every path that ends in the targetPageName.
    public static let standardAASARuleComment = "the UUX page, with or without a route"
    /// The alert body of a preset push (F3's examples).
    public static let pushPresetBody = "Tap to open"
}
