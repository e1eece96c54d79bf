/// Enumerates the mutants of one transcript systematically, in a fixed order — every drop, every
/// duplicate, every swap of adjacent events, every value change, every time shift, then the final
/// state and the result — without building them all: `count` says how many there are, `change(at:)`
/// makes one, and `indices(limit:)` picks an evenly spaced subset when a pair has more than it may
/// check. No mutant reads the same as the original to a matcher (same names, subjects, arguments,
/// times and final state), so none can survive merely by being the original.
package struct TranscriptMutator: Sendable {
    /// The value a changed subject or argument gets (`another` when it already was `other`).
    package static let replacement = "other"
    /// How far a time shift moves an event, earlier and later.
    package static let shift = VirtualTime.seconds(1)

    /// One value an event carries that an argument mutant changes.
    struct Value: Sendable {
        /// The event's index.
        var event: Int
        /// The value: the subject, or a native argument's value.
        var value: String
    }

    /// The original events.
    package let events: [Event]
    /// The original final state.
    package let final: FinalState
    /// Indices `i` whose event differs from event `i + 1`, so swapping them changes something.
    private let swaps: [Int]
    /// The values argument mutants change, per event in order: the subject, then argument values.
    private let values: [Value]
    /// Time shifts: an event and the time it moves to.
    private let shifts: [(event: Int, to: VirtualTime)]
    /// How many mutants the transcript has.
    package let count: Int

    /// Prepares the mutants of a transcript's events and final state.
    package init(events: [Event], final: FinalState) {
        self.events = events
        self.final = final
        var swaps: [Int] = []
        var values: [Value] = []
        var shifts: [(event: Int, to: VirtualTime)] = []
        for (i, event) in events.enumerated() {
            if i + 1 < events.count, !Self.readAlike(event, events[i + 1]) { swaps.append(i) }
            var seen: [String] = []
            if let subject = event.subject, !subject.isEmpty {
                values.append(Value(event: i, value: subject))
                seen.append(subject)
            }
            for argument in event.arguments where !Self.isPlaceholder(argument) && !seen.contains(argument.value) {
                values.append(Value(event: i, value: argument.value))
                seen.append(argument.value)
            }
            // An event at zero fired in answer to a step; only events that waited on the clock move.
            if event.time > .zero {
                let earlier = VirtualTime(milliseconds: max(0, event.time.milliseconds - Self.shift.milliseconds))
                shifts.append((i, earlier))
                let later = event.time + Self.shift
                if later != event.time { shifts.append((i, later)) }
            }
        }
        self.swaps = swaps
        self.values = values
        self.shifts = shifts
        count = 2 * events.count + swaps.count + values.count + shifts.count + 1 + (final.state == .closed ? 1 : 0)
    }

    /// The `k`th mutant's change, `0 <= k < count`.
    package func change(at k: Int) -> Mutant.Change {
        var k = k
        let n = events.count
        if k < n { return .drop(event: k) }
        k -= n
        if k < n { return .duplicate(event: k) }
        k -= n
        if k < swaps.count { return .swap(event: swaps[k]) }
        k -= swaps.count
        if k < values.count {
            let v = values[k]
            return .argument(event: v.event, from: v.value, to: v.value == Self.replacement ? "another" : Self.replacement)
        }
        k -= values.count
        if k < shifts.count { return .time(event: shifts[k].event, to: shifts[k].to) }
        k -= shifts.count
        if k == 0 { return .state(to: Self.otherState(than: final)) }
        return .result(to: final.result == "closed" ? "purchased" : "closed")
    }

    /// Which mutants to check when at most `limit` may be: all of them, or `limit` evenly spaced
    /// ones (deterministic, and spread over every operator).
    package func indices(limit: Int) -> [Int] {
        guard count > limit else { return Array(0..<count) }
        return (0..<max(0, limit)).map { $0 * count / limit }
    }

    /// Every mutant's change, in order.
    package var changes: [Mutant.Change] { (0..<count).map(change(at:)) }

    /// Another final state a paywall can end in, with the result that state has: closed ends open,
    /// open ends closed by the user, never shown ends open.
    static func otherState(than final: FinalState) -> FinalState {
        switch final.state {
        case .closed: return FinalState(state: .open, result: "none")
        case .open: return FinalState(state: .closed, result: "closed")
        case .notShown: return FinalState(state: .open, result: "none")
        }
    }

    /// Whether a matcher reads two events the same (name, subject and arguments; not the native form).
    static func readAlike(_ a: Event, _ b: Event) -> Bool {
        a.name == b.name && a.subject == b.subject && a.arguments == b.arguments
    }

    /// Whether an argument holds a redaction placeholder (`<transaction:1>`): a value that varies run
    /// to run, which no spec can pin, so changing it says nothing.
    static func isPlaceholder(_ argument: Argument) -> Bool {
        argument.value.hasPrefix("<\(argument.key):") && argument.value.hasSuffix(">")
    }
}
