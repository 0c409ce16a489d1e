/// The phone platform LinkLab emulates: iOS, the default, or Android (docs/contract.md, "Android").
public enum Platform: String, Sendable, CaseIterable {
    case ios
    case android
}
