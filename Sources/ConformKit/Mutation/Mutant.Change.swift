extension Mutant {
    /// One small change to a transcript's events or final state. Event indices are 0-based positions
    /// among the transcript's original events (steps are not counted).
    package enum Change: Sendable, Hashable {
        /// The event at this index removed.
        case drop(event: Int)
        /// The event at this index fired again right after itself.
        case duplicate(event: Int)
        /// The event at this index and the next one (of the same step) in the other order; each keeps
        /// the virtual time of its slot, so time still runs forward.
        case swap(event: Int)
        /// The event at this index moved to the other side of the state event `across` (an event
        /// before it comes right after it, one after it right before it), keeping its own time.
        case move(event: Int, across: Int)
        /// The event at this index fired after the event `after` (the last of the next step's
        /// events), at that event's time when later than its own; `step` is that next step as the
        /// transcript writes it.
        case delay(event: Int, after: Int, time: VirtualTime, step: String?)
        /// The event at this index renamed to a sibling outcome, with this subject.
        case rename(event: Int, to: EventName, subject: String?)
        /// A new event inserted before the original event `at` (`at` = the count: at the end), after
        /// the events of `step` (as the transcript writes it; nil without steps).
        case insert(at: Int, event: Event, step: String?)
        /// Every occurrence of `from` in the event's subject and native argument values replaced by `to`.
        case argument(event: Int, from: String, to: String)
        /// The native argument `key` removed from the event, with the subject when it echoes the argument.
        case omit(event: Int, key: String)
        /// The event at this index fired at another virtual time.
        case time(event: Int, to: VirtualTime)
        /// The paywall ended in another state (with the result that state has): a close event
        /// removed (`removing`) when it no longer closes, or one appended (`adding`) when it now does.
        case state(to: FinalState, removing: Int?, adding: Event?)
        /// The closed paywall reported another result; the close event at `event` carries it too.
        case result(to: String, event: Int?)

        /// The operator that makes this kind of change.
        package var `operator`: MutationOperator {
            switch self {
            case .drop: return .drop
            case .duplicate: return .duplicate
            case .swap: return .swap
            case .move: return .move
            case .delay: return .delay
            case .rename: return .rename
            case .insert: return .insert
            case .argument: return .argument
            case .omit: return .omit
            case .time: return .time
            case .state: return .state
            case .result: return .result
            }
        }

        /// The original event the change is about (0-based), or nil for an insertion and a change
        /// of the final state or result.
        package var event: Int? {
            switch self {
            case .drop(let i), .duplicate(let i), .swap(let i), .move(let i, _), .delay(let i, _, _, _), .rename(let i, _, _),
                .argument(let i, _, _), .omit(let i, _), .time(let i, _):
                return i
            case .insert, .state, .result: return nil
            }
        }

        /// Every original event the change touches: the event, and the one it trades places with.
        package var touched: [Int] {
            switch self {
            case .swap(let i): return [i, i + 1]
            case .move(let i, let c): return [i, c]
            case .state(_, let removing?, _): return [removing]
            case .result(_, let e?): return [e]
            default: return event.map { [$0] } ?? []
            }
        }

        /// The event the change adds, if any.
        package var added: Event? {
            switch self {
            case .insert(_, let e, _): return e
            case .state(_, _, let e?): return e
            default: return nil
            }
        }
    }
}
