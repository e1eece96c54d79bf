/// The colour of a conformance badge's message, by shields.io's names and hex values: green only
/// when every applicable pair passes, through yellow to red as conformance falls.
package enum BadgeColour: String, Sendable, CaseIterable {
    /// Every applicable pair passed.
    case brightgreen
    /// At least 95%.
    case green
    /// At least 90%.
    case yellowgreen
    /// At least 75%.
    case yellow
    /// At least 50%.
    case orange
    /// Below 50%.
    case red
    /// Nothing was applicable: no score to colour.
    case lightgrey

    /// The lowest conformance, in percent, that earns each colour, highest first; below the last,
    /// red. Compared exactly, so 94.99% is yellowgreen even where it reads 94.9%.
    package static let thresholds: [(percent: Int, colour: BadgeColour)] = [
        (100, .brightgreen), (95, .green), (90, .yellowgreen), (75, .yellow), (50, .orange)
    ]

    /// The colour for `score`.
    package static func of(_ score: AdapterScore) -> BadgeColour {
        guard score.applicable > 0 else { return .lightgrey }
        return thresholds.first { score.reaches($0.percent) }?.colour ?? .red
    }

    /// shields.io's value for the colour.
    package var hex: String {
        switch self {
        case .brightgreen: return "#4c1"
        case .green: return "#97ca00"
        case .yellowgreen: return "#a4a61d"
        case .yellow: return "#dfb317"
        case .orange: return "#fe7d37"
        case .red: return "#e05d44"
        case .lightgrey: return "#9f9f9f"
        }
    }
}
