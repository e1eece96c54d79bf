/// A mutation score per operator, kept in one small fixed array.
package struct OperatorScores: Sendable, Hashable {
    /// One score per operator, by `MutationOperator.rank`.
    private var scores = Array(repeating: MutationScore(), count: MutationOperator.allCases.count)

    /// The score of `op`.
    package subscript(op: MutationOperator) -> MutationScore {
        get { scores[op.rank] }
        set { scores[op.rank] = newValue }
    }

    /// Every operator's counts added together.
    package var total: MutationScore { scores.reduce(MutationScore(), +) }

    /// Counts one checked mutant of `op`, killed or not.
    package mutating func count(_ op: MutationOperator, killed: Bool) {
        scores[op.rank].mutants += 1
        if killed { scores[op.rank].killed += 1 }
    }

    /// Adds another set of scores, operator by operator.
    package static func += (lhs: inout OperatorScores, rhs: OperatorScores) {
        for i in lhs.scores.indices { lhs.scores[i] += rhs.scores[i] }
    }
}
