/// An adapter's conformance as the badge and the trend show it. The definition is `AdapterScore`'s
/// (passes ÷ applicable pairs, known divergences apart); this only decides how it reads.
extension AdapterScore {
    /// Conformance in tenths of a percent, rounded down, so only a score where every applicable
    /// pair passed reads 100; nil when nothing was applicable. Exact: whole numbers only.
    package var tenths: Int? {
        applicable == 0 ? nil : passed * 1000 / applicable
    }

    /// `97.5%`, `100%`, `0%` — one decimal, rounded down, a `.0` left out — or `n/a` when nothing
    /// was applicable.
    package var percentText: String {
        guard let tenths else { return "n/a" }
        return Self.points(tenths) + "%"
    }

    /// `41/47`: passes over applicable pairs.
    package var passCount: String { "\(passed)/\(applicable)" }

    /// Tenths written as a number: `975` is `97.5`, `1000` is `100`.
    package static func points(_ tenths: Int) -> String {
        tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// Whether this score is at least `percent` percent, compared exactly (`passed ÷ applicable ≥
    /// percent ÷ 100`); false when nothing was applicable.
    package func reaches(_ percent: Int) -> Bool {
        applicable > 0 && passed * 100 >= percent * applicable
    }

    /// How this score compares with `earlier`: the exact ratios decide the direction, the shown
    /// tenths the size. Nil when either had nothing applicable.
    package func change(since earlier: AdapterScore) -> ScoreChange? {
        guard let now = tenths, let then = earlier.tenths else { return nil }
        let order = passed * earlier.applicable - earlier.passed * applicable
        if order == 0 { return ScoreChange(direction: .same, tenths: 0) }
        return ScoreChange(direction: order > 0 ? .up : .down, tenths: abs(now - then))
    }
}

/// A move in conformance between two reports.
package struct ScoreChange: Sendable, Equatable {
    /// Which way.
    package enum Direction: String, Sendable {
        /// Conformance rose.
        case up
        /// Conformance fell.
        case down
        /// It stayed where it was.
        case same
    }

    /// Which way it moved.
    package var direction: Direction
    /// By how many tenths of a percentage point, as the two percentages read.
    package var tenths: Int

    /// `↑20`, `↓12.5`, `↑<0.1` for a rise too small to show, or nothing when it stayed.
    package var arrow: String {
        switch direction {
        case .same: return ""
        case .up: return "↑" + amount
        case .down: return "↓" + amount
        }
    }

    /// The size in points: `20`, `12.5`, `<0.1`.
    private var amount: String { tenths == 0 ? "<0.1" : AdapterScore.points(tenths) }
}
