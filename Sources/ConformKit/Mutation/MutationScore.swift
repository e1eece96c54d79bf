/// How many mutants were checked and how many of them the expectations killed, and how many more the
/// spec leaves open (`unspecified:` or `equivalent:`), which the headline share counts as not killed.
package struct MutationScore: Sendable, Hashable {
    /// Mutants checked.
    package var mutants = 0
    /// Mutants the expectations rejected.
    package var killed = 0
    /// Mutants the spec leaves open and the expectations let through: about an event it declares
    /// `unspecified`, or declared `equivalent`. Not in `mutants`; in `share`'s denominator, so a spec
    /// cannot raise its score by declaring more open (docs/mutation.md, "Mutants left open").
    package var open = 0

    /// The share of what the spec answers for that it kills: killed over checked and open together,
    /// from 0 to 1; nil when there was neither.
    package var share: Double? { mutants + open == 0 ? nil : Double(killed) / Double(mutants + open) }

    /// Mutants the spec answers for: checked, and left open.
    package var answered: Int { mutants + open }

    /// Mutants the expectations let through.
    package var survived: Int { mutants - killed }

    /// The share killed, from 0 to 1, or nil when there were no mutants.
    package var ratio: Double? { mutants == 0 ? nil : Double(killed) / Double(mutants) }

    /// The share killed in basis points (1/100 of a percent), rounded down so a score never reads
    /// higher than it is (100% only when every mutant was killed); nil without mutants. Integer
    /// arithmetic, so every report rounds the same way.
    package var basisPoints: Int? { mutants == 0 ? nil : killed * 10_000 / mutants }

    /// `82.4%` (one decimal, rounded down), `100%` only when every mutant was killed, `0%` when
    /// none was, or `-` without mutants.
    package var percent: String {
        guard mutants > 0 else { return "-" }
        if killed == mutants { return "100%" }
        if killed == 0 { return "0%" }
        let tenths = killed * 1000 / mutants
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Whether the score is below `minimum` percent (a run without mutants is below any minimum).
    package func isBelow(percent minimum: Double) -> Bool {
        guard mutants > 0 else { return true }
        return Double(killed) * 100 < minimum * Double(mutants)
    }

    /// Adds another score's counts.
    package static func + (lhs: MutationScore, rhs: MutationScore) -> MutationScore {
        MutationScore(mutants: lhs.mutants + rhs.mutants, killed: lhs.killed + rhs.killed, open: lhs.open + rhs.open)
    }

    /// Adds another score's counts in place.
    package static func += (lhs: inout MutationScore, rhs: MutationScore) {
        lhs = lhs + rhs
    }
}
