/// A surviving mutant as a report shows it: the change made to a passing transcript, the same change
/// in words ("`purchase.started premium_monthly` is dropped"), and the expectation that would kill it.
package struct Mutant: Sendable, Hashable {
    /// What was changed.
    package var change: Change
    /// The change in words, to follow "this spec still passes if …".
    package var description: String
    /// The expectation that kills it (checked on this pair), or nil when no single one was found.
    package var suggestion: SuggestedExpectation?
    /// Whether the suggestion holds on every adapter the spec was mutated on, so it belongs in the
    /// cross-SDK contract; false when some SDK's transcript breaks it, so it belongs in that SDK's own spec.
    package var fitsEveryAdapter = false

    /// The operator that made it.
    package var `operator`: MutationOperator { change.operator }
}
