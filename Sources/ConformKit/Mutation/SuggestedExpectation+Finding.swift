extension SuggestedExpectation {
    /// The expectation that kills `change` of `events`/`final`, or nil when none of the candidates
    /// does (each is checked: it holds on the original and fails on the mutant). The candidates, in
    /// order: the state or result for a changed end; the two events in their original order for one
    /// that moved; `never` for an inserted event the original does not have, else its exact count;
    /// the exact count of the changed event (with the changed value or time) for the rest.
    package static func find(
        for change: Mutant.Change, events: [Event], final: FinalState, mutant: (events: [Event], final: FinalState),
        surface: EventSurface, unspecified: [Located<EventPattern>]
    ) -> SuggestedExpectation? {
        for candidate in candidates(for: change, events: events, final: final)
        where candidate.holds(events, final: final, surface: surface, unspecified: unspecified)
            && !candidate.holds(mutant.events, final: mutant.final, surface: surface, unspecified: unspecified)
        {
            return candidate
        }
        return nil
    }

    /// The candidate expectations for a change, most specific to the change first.
    static func candidates(for change: Mutant.Change, events: [Event], final: FinalState) -> [SuggestedExpectation] {
        func pattern(_ i: Int) -> EventPattern { EventPattern(name: events[i].name.rawValue, subject: events[i].subject) }
        func counted(_ p: EventPattern) -> SuggestedExpectation {
            let n = events.reduce(0) { $0 + (p.matches($1) ? 1 : 0) }
            return n == 0 ? .never(p) : .count(p, n)
        }
        switch change {
        case .state: return [.state(final.state), .result(final.result)]
        case .result(_, let e): return [.result(final.result)] + (e.map { [counted(pattern($0))] } ?? [])
        case .swap(let i): return [.order(pattern(i), pattern(i + 1))]
        case .move(let i, let c):
            return i < c ? [.order(pattern(i), pattern(c))] : [.order(pattern(c), pattern(i))]
        case .delay(let i, let after, _, _):
            // Before one of the next step's events, the first that pins it.
            return stride(from: i + 1, through: after, by: 1).map { .order(pattern(i), pattern($0)) }
        case .insert(_, let event, _):
            let named = EventPattern(name: event.name.rawValue)
            return [counted(named), counted(EventPattern(name: event.name.rawValue, subject: event.subject))]
        case .argument(let i, let from, _):
            var p = pattern(i)
            if events[i].subject != from, let key = events[i].arguments.first(where: { $0.value == from })?.key {
                p.arguments = [Argument(key, from)]
            }
            return [counted(p)]
        case .omit(let i, let key):
            var p = pattern(i)
            p.arguments = events[i].argument(key).map { [Argument(key, $0)] } ?? []
            return [counted(p)]
        case .time(let i, _):
            var p = pattern(i)
            p.time = .exactly(events[i].time)
            return [counted(p)]
        case .drop(let i), .duplicate(let i), .rename(let i, _, _):
            return [counted(pattern(i)), counted(EventPattern(name: events[i].name.rawValue))]
        }
    }
}
