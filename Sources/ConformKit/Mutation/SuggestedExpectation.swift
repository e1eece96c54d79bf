/// The expectation that would kill a surviving mutant, as a spec writes it: checked to pass on the
/// original transcript and to fail on the mutant before it is suggested.
package enum SuggestedExpectation: Sendable, Hashable {
    /// `order:` with the first event before the second.
    case order(EventPattern, EventPattern)
    /// `count: {pattern: n}`.
    case count(EventPattern, Int)
    /// `never: [pattern]`.
    case never(EventPattern)
    /// `state: <state>`.
    case state(PaywallState)
    /// `result: <result>`.
    case result(String)

    /// The expectation in spec syntax: `order: [a, b]`, `count: {a: 1}`, `never: [x]`, `state: closed`.
    package var text: String {
        switch self {
        case .order(let a, let b): return "order: [\(Self.item(a)), \(Self.item(b))]"
        case .count(let p, let n): return "count: {\(Self.item(p)): \(n)}"
        case .never(let p): return "never: [\(Self.item(p))]"
        case .state(let s): return "state: \(s.rawValue)"
        case .result(let r): return "result: \(r)"
        }
    }

    /// A pattern as an item of a flow list or mapping, as the shipped specs write them: plain
    /// (`purchase.started premium_monthly`), quoted when it has a character YAML would read itself.
    static func item(_ pattern: EventPattern) -> String {
        let text = pattern.description
        let plain = !text.contains(where: { ",[]{}:#'\"&*!|>%@`?".contains($0) }) && !text.hasPrefix("-")
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// Expectations holding only this one, with the spec's `unspecified` events.
    package func expectations(unspecified: [Located<EventPattern>]) -> Expectations {
        let here = SourceLocation(file: "", line: 1, column: 1)
        var expect = Expectations(unspecified: unspecified)
        switch self {
        case .order(let a, let b): expect.order = [Located(.event(a), at: here), Located(.event(b), at: here)]
        case .count(let p, let n): expect.counts = [Located(CountExpectation(pattern: p, minimum: n, maximum: n), at: here)]
        case .never(let p): expect.never = [Located(p, at: here)]
        case .state(let s): expect.state = Located(s, at: here)
        case .result(let r): expect.result = Located(r, at: here)
        }
        return expect
    }

    /// Whether it holds for `events` and `final` on an adapter with `surface`.
    package func holds(_ events: [Event], final: FinalState, surface: EventSurface, unspecified: [Located<EventPattern>]) -> Bool {
        Matcher(expectations(unspecified: unspecified), surface: surface).match(events, final: final).violations.isEmpty
    }
}
