/// What must happen in a scenario.
package struct Expectations: Sendable, Hashable {
    /// These, in this relative order; other events may interleave. Groups match in any order.
    package var order: [Located<OrderItem>]
    /// Exactly these, in this order, and nothing else (ignoring unspecified and unobservable
    /// events); an `any_order` group stands for its members, each once, in any order among themselves.
    package var exact: [Located<OrderItem>]?
    /// Where `exact` is written, for a failure of an empty `exact: []`.
    package var exactLocation: SourceLocation?
    /// Events that must never happen.
    package var never: [Located<EventPattern>]
    /// How many times events matching a pattern happen.
    package var counts: [Located<CountExpectation>]
    /// The paywall's final state.
    package var state: Located<PaywallState>?
    /// The final result (`purchased`, `restored`, `closed`, `action`, `skipped`, `none`, …).
    package var result: Located<String>?
    /// Events the docs do not specify: ignored by `exact` and `never`, so silence is not a requirement.
    package var unspecified: [Located<EventPattern>]
    /// The handler or option whose setup the SDK must refuse (a required handler left out, a
    /// handler made to throw that cannot): the spec expects the setup refused, and nothing runs.
    package var refused: Located<String>? = nil
    /// Whether the SDK's scheduled work settles after the last step (`settles: false`: a loop that
    /// never stops, as documented); unset, work that never settles is an error of the run.
    package var settles: Located<Bool>? = nil

    /// Creates expectations; the default expects nothing.
    package init(
        order: [Located<OrderItem>] = [], exact: [Located<OrderItem>]? = nil, never: [Located<EventPattern>] = [],
        counts: [Located<CountExpectation>] = [], state: Located<PaywallState>? = nil, result: Located<String>? = nil,
        unspecified: [Located<EventPattern>] = []
    ) {
        self.order = order
        self.exact = exact
        self.never = never
        self.counts = counts
        self.state = state
        self.result = result
        self.unspecified = unspecified
    }

    /// Whether the spec expects anything at all.
    package var isEmpty: Bool {
        order.isEmpty && exact == nil && never.isEmpty && counts.isEmpty && state == nil && result == nil && refused == nil && settles == nil
    }
}

/// One item of an ordered expectation: an event, or a group whose members may come in any order.
package enum OrderItem: Sendable, Hashable {
    case event(EventPattern)
    /// These events, each once, in any order among themselves, together at this point of the order.
    case anyOrder([EventPattern])

    /// The patterns the item stands for: the event, or the group's members.
    package var patterns: [EventPattern] {
        switch self {
        case .event(let pattern): return [pattern]
        case .anyOrder(let members): return members
        }
    }

    /// The item as a spec writes it: the pattern, or `any_order: [a, b]`.
    package var description: String {
        switch self {
        case .event(let pattern): return pattern.description
        case .anyOrder(let members): return "any_order: [\(members.map(\.description).joined(separator: ", "))]"
        }
    }
}

/// `count: {purchase.started: 1}`: how often matching events happen.
package struct CountExpectation: Sendable, Hashable {
    /// Which events.
    package var pattern: EventPattern
    /// How many, at least.
    package var minimum: Int
    /// How many, at most; nil for no upper bound.
    package var maximum: Int?

    package init(pattern: EventPattern, minimum: Int, maximum: Int?) {
        self.pattern = pattern
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `1`, `2..3`, `>=1`.
    package var rangeDescription: String {
        if let maximum, maximum == minimum { return "\(minimum)" }
        if let maximum { return "\(minimum)..\(maximum)" }
        return ">=\(minimum)"
    }
}

/// Whether the paywall is on screen when the scenario ends.
package enum PaywallState: String, Sendable, Hashable, CaseIterable {
    /// Still presented.
    case open
    /// Dismissed, or present finished.
    case closed
    /// Never shown (present failed or returned false).
    case notShown = "not_shown"
}
