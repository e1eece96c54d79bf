/// How many mutants were checked and how many of them the expectations killed.
public struct MutationScore: Sendable, Hashable {
    /// Mutants checked.
    public var mutants: Int
    /// Mutants the expectations rejected.
    public var killed: Int

    /// Creates a score.
    public init(mutants: Int = 0, killed: Int = 0) {
        self.mutants = mutants
        self.killed = killed
    }

    /// Mutants the expectations let through.
    public var survived: Int { mutants - killed }

    /// The share killed, from 0 to 1, or nil when there were no mutants.
    public var ratio: Double? { mutants == 0 ? nil : Double(killed) / Double(mutants) }

    /// The share killed in basis points (1/100 of a percent), rounded down so a score never reads
    /// higher than it is (100% only when every mutant was killed); nil without mutants. Integer
    /// arithmetic, so every report rounds the same way.
    public var basisPoints: Int? { mutants == 0 ? nil : killed * 10_000 / mutants }

    /// `82.4%` (one decimal, rounded down), `100%` only when every mutant was killed, `0%` when
    /// none was, or `-` without mutants.
    public var percent: String {
        guard mutants > 0 else { return "-" }
        if killed == mutants { return "100%" }
        if killed == 0 { return "0%" }
        let tenths = killed * 1000 / mutants
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Whether the score is below `minimum` percent (a run without mutants is below any minimum).
    public func isBelow(percent minimum: Double) -> Bool {
        guard mutants > 0 else { return true }
        return Double(killed) * 100 < minimum * Double(mutants)
    }

    /// Adds another score's counts.
    public static func + (lhs: MutationScore, rhs: MutationScore) -> MutationScore {
        MutationScore(mutants: lhs.mutants + rhs.mutants, killed: lhs.killed + rhs.killed)
    }

    /// Adds another score's counts in place.
    public static func += (lhs: inout MutationScore, rhs: MutationScore) {
        lhs = lhs + rhs
    }
}
