/// One way of changing a transcript to make a mutant, in the order `conform mutate` enumerates and
/// reports them. Each models a way an SDK release regresses (docs/mutation.md, "The operators").
package enum MutationOperator: String, Sendable, Hashable, CaseIterable, Comparable {
    /// An event removed: the SDK stopped firing a callback.
    case drop
    /// An event fired twice in a row.
    case duplicate
    /// Two adjacent events of one step in the other order.
    case swap
    /// An event moved to the other side of a change of the paywall's state (shown, closing, closed).
    case move
    /// An event of one step fired only after the next step's events.
    case delay
    /// An event renamed to a sibling outcome (completed ↔ failed ↔ cancelled ↔ pending, …; never shown ↔ closed).
    case rename
    /// A close, an error or a failure inserted after a step's events.
    case insert
    /// A value an event carries (its subject or a native argument) replaced by another realistic one.
    case argument
    /// A native argument removed from an event.
    case omit
    /// An event's virtual time shifted by a second.
    case time
    /// The paywall's final state changed, together with its close event.
    case state
    /// The result a closed paywall reports changed, in its close event too.
    case result

    /// What the operator does, for reports: lowercase, no final period.
    package var summary: String {
        switch self {
        case .drop: return "an event dropped"
        case .duplicate: return "an event fired twice"
        case .swap: return "two adjacent events of a step swapped"
        case .move: return "an event moved across a change of the paywall's state"
        case .delay: return "an event delayed past the next step's events"
        case .rename: return "an event renamed to a sibling outcome"
        case .insert: return "a close, an error or a failure inserted after a step"
        case .argument: return "a subject or argument value replaced by another real one"
        case .omit: return "a native argument removed"
        case .time: return "an event's virtual time shifted by 1s"
        case .state: return "the paywall's final state changed, with its close event"
        case .result: return "the paywall's final result changed, with its close event"
        }
    }

    /// Orders operators as they are declared (and enumerated).
    package static func < (lhs: MutationOperator, rhs: MutationOperator) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position among `allCases`.
    var rank: Int { Self.ranks[self] ?? 0 }

    /// Each operator's position among `allCases`.
    private static let ranks: [MutationOperator: Int] = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
