extension Mutant {
    /// One small change to a transcript's events or final state. Event indices are 0-based positions
    /// among the transcript's events (steps are not counted).
    package enum Change: Sendable, Hashable {
        /// The event at this index removed.
        case drop(event: Int)
        /// The event at this index fired again right after itself.
        case duplicate(event: Int)
        /// The event at this index and the next one in the other order; each keeps the virtual time
        /// of its slot, so time still runs forward.
        case swap(event: Int)
        /// Every occurrence of `from` in the event's subject and native argument values replaced by `to`.
        case argument(event: Int, from: String, to: String)
        /// The event at this index fired at another virtual time.
        case time(event: Int, to: VirtualTime)
        /// The paywall ended in another state (with the result that state has).
        case state(to: FinalState)
        /// The closed paywall reported another result.
        case result(to: String)

        /// The operator that makes this kind of change.
        package var `operator`: MutationOperator {
            switch self {
            case .drop: return .drop
            case .duplicate: return .duplicate
            case .swap: return .swap
            case .argument: return .argument
            case .time: return .time
            case .state: return .state
            case .result: return .result
            }
        }

        /// The event the change is about (0-based), or nil for a change of the final state or result.
        package var event: Int? {
            switch self {
            case .drop(let i), .duplicate(let i), .swap(let i), .argument(let i, _, _), .time(let i, _): return i
            case .state, .result: return nil
            }
        }
    }
}
