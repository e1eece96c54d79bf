/// A score averaged over parts that each have their own share killed: a spec's score is the mean of
/// its adapters' shares, so an SDK with a chatty transcript does not outweigh the others; the
/// overall and per-folder scores are the mean of their specs' scores. A part's share counts the
/// mutants its spec leaves open as not killed (`MutationScore.share`), and a part with nothing
/// counted — every mutant set apart — shares 0: it pins nothing, so no spec leaves the mean.
package struct AveragedScore: Sendable, Hashable {
    /// The sum of the parts' shares, each from 0 to 1.
    package private(set) var sum: Double = 0
    /// How many parts had mutants.
    package private(set) var parts = 0
    /// Whether every part killed every mutant.
    package private(set) var perfect = true

    package init() {}

    /// The average of `scores`, each one part.
    package init(_ scores: [MutationScore]) {
        for score in scores { add(score) }
    }

    /// The average of averages, each one part (the mean of specs' scores).
    package init(of averages: [AveragedScore]) {
        for average in averages {
            guard let ratio = average.ratio else { continue }
            sum += ratio
            parts += 1
            perfect = perfect && average.perfect
        }
    }

    /// Adds one part: its share, or 0 when it counted nothing.
    package mutating func add(_ score: MutationScore) {
        sum += score.share ?? 0
        parts += 1
        perfect = perfect && score.mutants > 0 && score.survived == 0 && score.open == 0
    }

    /// The mean share killed, or nil without parts.
    package var ratio: Double? { parts == 0 ? nil : sum / Double(parts) }

    /// The mean in basis points, rounded down; 10000 only when every part killed every mutant.
    package var basisPoints: Int? {
        guard let ratio else { return nil }
        if perfect { return 10_000 }
        return min(9_999, Int((ratio * 10_000 + 1e-7).rounded(.down)))
    }

    /// `82.4%` (one decimal, rounded down), `100%` only when every mutant was killed, or `-` without parts.
    package var percent: String {
        guard let bp = basisPoints else { return "-" }
        if bp == 10_000 { return "100%" }
        if bp == 0 && sum == 0 { return "0%" }
        return "\(bp / 100).\(bp % 100 / 10)%"
    }

    /// Whether the mean is below `minimum` percent; nil without parts, where no minimum can be judged.
    package func isBelow(percent minimum: Double) -> Bool? {
        guard let ratio else { return nil }
        if perfect { return false }
        return ratio * 100 < minimum
    }
}
