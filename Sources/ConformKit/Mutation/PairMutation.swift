/// What mutating one passing (spec, adapter) pair found: how many mutants its transcript has, how
/// many were checked and killed per operator, how many were set apart, and the ones that survived.
package struct PairMutation: Sendable {
    package var specID: String
    package var specFile: String
    package var adapterID: String
    /// How many mutants the transcript has; more than were checked when the pair hit the limit.
    package var generated: Int
    /// Mutants checked and killed, per operator (those set apart not included).
    package var operators: OperatorScores
    /// Mutants set apart, per reason.
    package var setApart = SetApartCounts()
    /// The mutants the expectations let through, in enumeration order.
    package var survivors: [Mutant]
    /// The declared equivalents (by their index in the spec's `equivalent:`) that covered a mutant.
    package var usedEquivalents: Set<Int> = []
    /// The mutants the spec leaves open, in enumeration order: each with its words and why.
    package var open: [OpenMutant] = []

    /// Mutants checked and killed, all operators together, and those left open.
    package var score: MutationScore {
        var score = operators.total
        score.open = open.count
        return score
    }

    /// Whether the pair had more mutants than the limit let it check.
    package var capped: Bool { generated > score.mutants + setApart.total }
}
