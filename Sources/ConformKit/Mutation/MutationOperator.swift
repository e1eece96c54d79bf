/// One way of changing a transcript to make a mutant, in the order `conform mutate` enumerates and
/// reports them.
package enum MutationOperator: String, Sendable, Hashable, CaseIterable, Comparable {
    /// An event removed.
    case drop
    /// An event fired twice in a row.
    case duplicate
    /// Two adjacent events in the other order.
    case swap
    /// A value an event carries (its subject or a native argument) changed.
    case argument
    /// An event's virtual time shifted by a second.
    case time
    /// The paywall's final state changed (open, closed, never shown).
    case state
    /// The result a closed paywall reports changed.
    case result

    /// What the operator does, for reports: lowercase, no final period.
    package var summary: String {
        switch self {
        case .drop: return "an event dropped"
        case .duplicate: return "an event fired twice"
        case .swap: return "two adjacent events swapped"
        case .argument: return "a subject or argument value changed"
        case .time: return "an event's virtual time shifted by 1s"
        case .state: return "the paywall's final state changed"
        case .result: return "the paywall's final result changed"
        }
    }

    /// Orders operators as they are declared (and enumerated).
    package static func < (lhs: MutationOperator, rhs: MutationOperator) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position among `allCases`.
    var rank: Int {
        switch self {
        case .drop: return 0
        case .duplicate: return 1
        case .swap: return 2
        case .argument: return 3
        case .time: return 4
        case .state: return 5
        case .result: return 6
        }
    }
}
