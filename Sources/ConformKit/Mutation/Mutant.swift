/// A surviving mutant as a report shows it: the change made to a passing transcript, and the same
/// change in words ("`purchase.started premium_monthly` is dropped").
package struct Mutant: Sendable, Hashable {
    /// What was changed.
    package var change: Change
    /// The change in words, to follow "this spec still passes if …".
    package var description: String

    /// Creates a mutant.
    package init(change: Change, description: String) {
        self.change = change
        self.description = description
    }

    /// The operator that made it.
    package var `operator`: MutationOperator { change.operator }
}
