/// A surviving mutant as a report shows it: the change made to a passing transcript, and the same
/// change in words ("`purchase.started premium_monthly` is dropped").
public struct Mutant: Sendable, Hashable {
    /// What was changed.
    public var change: Change
    /// The change in words, to follow "this spec still passes if …".
    public var description: String

    /// Creates a mutant.
    public init(change: Change, description: String) {
        self.change = change
        self.description = description
    }

    /// The operator that made it.
    public var `operator`: MutationOperator { change.operator }
}
