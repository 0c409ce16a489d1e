import Synchronization

/// Which change last made the model's growing parts (the session with its decisions, F8's check-list rows): a
/// number no other change is given, so two models with the same stamp hold the same growing parts, whatever
/// their other fields. It is no part of the model's value: models compare equal whatever their stamps, so a
/// test compares them as before. The run loop's memo keeps a model without those parts (`ModelWithoutHistory`)
/// and tells by the stamp that they are unchanged, so it never shares the decisions' storage with the model,
/// and appending a decision copies nothing.
package struct GrowingPartsStamp: Sendable, Equatable {
    private static let next = Atomic<UInt64>(0)
    private let value: UInt64

    /// A stamp no other change has.
    init() {
        value = Self.next.add(1, ordering: .relaxed).newValue
    }

    /// Always equal: the stamp is no part of the model's value (`same(as:)` compares it).
    package static func == (a: Self, b: Self) -> Bool { true }

    /// Whether both stamps come from the same change.
    func same(as other: Self) -> Bool { value == other.value }
}
