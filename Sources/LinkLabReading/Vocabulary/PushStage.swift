/// When a push reaches the app (docs/contract.md, "Push notifications").
public enum PushStage: String, Sendable, Codable, CaseIterable {
    /// The customer tapped the notification: the only stage that may navigate.
    case tap
    /// It arrived while the app was in the foreground: affects only how it is presented.
    case foreground
    /// A silent or background notification: reaches the modules but never navigates.
    case silent
}
