/// Checks a run's events and final state against a spec's expectations.
///
/// Every check is linear in the number of events (times the few patterns involved): no check
/// compares all pairs of events.
public struct Matcher {
    let expect: Expectations
    let surface: EventSurface

    /// Creates a matcher for `expect` on an adapter whose SDK has `surface`: expectations about
    /// events it cannot see are not observable; expectations about events it does not emit are
    /// checked, and their failures say the SDK has no such callback.
    public init(_ expect: Expectations, surface: EventSurface) {
        self.expect = expect
        self.surface = surface
    }

    /// Matches `events` and `final` against the expectations.
    public func match(_ events: [Event], final: FinalState) -> MatchResult {
        var result = MatchResult()
        let unspecified = expect.unspecified.map(\.value)
        let isUnspecified: (Event) -> Bool = { event in unspecified.contains { $0.matches(event) } }

        checkOrder(events, into: &result)
        if let exact = expect.exact { checkExact(exact, events, isUnspecified, location: expect.exactLocation, into: &result) }
        for never in expect.never {
            guard visible(never, into: &result, as: "never: \(never.value)") else { continue }
            result.checked += 1
            if let index = events.firstIndex(where: { never.value.matches($0) && !isUnspecified($0) }) {
                result.violations.append(Violation(kind: .never, location: never.location,
                                                   message: "'\(events[index].canonical)' happened, but the spec says it never does (never: \(never.value))",
                                                   eventIndex: index))
            }
        }
        for count in expect.counts {
            guard visible(Located(count.value.pattern, at: count.location), into: &result, as: "count: \(count.value.pattern)") else { continue }
            result.checked += 1
            var n = 0
            var last: Int?
            for (i, event) in events.enumerated() where count.value.pattern.matches(event) {
                n += 1
                last = i
            }
            let c = count.value
            if n < c.minimum || (c.maximum.map { n > $0 } ?? false) {
                result.violations.append(Violation(kind: .count, location: count.location,
                                                   message: "'\(c.pattern)' happened \(n) time\(n == 1 ? "" : "s"), expected \(c.rangeDescription)"
                                                       + (n < c.minimum ? surface.explanation(for: c.pattern.name).map { " — " + $0 } ?? "" : ""),
                                                   eventIndex: last))
            }
        }
        if let state = expect.state {
            result.checked += 1
            if final.state != state.value {
                result.violations.append(Violation(kind: .state, location: state.location,
                                                   message: "the paywall ended \(final.state.rawValue), expected \(state.value.rawValue)"))
            }
        }
        if let expected = expect.result {
            result.checked += 1
            if final.result != expected.value {
                result.violations.append(Violation(kind: .result, location: expected.location,
                                                   message: "the result was '\(final.result)', expected '\(expected.value)'"))
            }
        }
        result.violations.sort { $0.location < $1.location }
        return result
    }

    /// Whether the adapter can observe `pattern`; records it as unobservable otherwise.
    private func visible(_ pattern: Located<EventPattern>, into result: inout MatchResult, as text: @autoclosure () -> String) -> Bool {
        if surface.visibility(of: pattern.value.name) != .hidden { return true }
        result.unobservable.append(Unobservable(expectation: text(), location: pattern.location))
        return false
    }

    private func checkOrder(_ events: [Event], into result: inout MatchResult) {
        guard !expect.order.isEmpty else { return }
        var cursor = 0
        // Described only when a violation needs the words: building text for every match was the
        // matcher's main cost.
        var previous: OrderItem?
        for item in expect.order {
            switch item.value {
            case .event(let pattern):
                guard visible(Located(pattern, at: item.location), into: &result, as: "order: \(pattern)") else { continue }
                result.checked += 1
                guard let index = firstMatch(pattern, in: events, from: cursor, excluding: []) else {
                    result.violations.append(orderViolation(pattern, label: pattern.description, after: Self.describe(previous), events: events, cursor: cursor, at: item.location))
                    return
                }
                cursor = index + 1
                previous = item.value
            case .anyOrder(let members):
                let seen = members.filter { visible(Located($0, at: item.location), into: &result, as: "order: any_order \($0)") }
                guard !seen.isEmpty else { continue }
                result.checked += 1
                var used: [Int] = []
                for member in seen {
                    guard let index = firstMatch(member, in: events, from: cursor, excluding: used) else {
                        result.violations.append(orderViolation(member, label: member.description + " (in an any_order group)", after: Self.describe(previous),
                                                                events: events, cursor: cursor, at: item.location))
                        return
                    }
                    used.append(index)
                }
                cursor = (used.max() ?? cursor - 1) + 1
                previous = .anyOrder(seen)
            }
        }
    }

    /// The words for the last matched order item, if any.
    private static func describe(_ item: OrderItem?) -> String? {
        switch item {
        case .event(let p)?: return p.description
        case .anyOrder(let members)?: return "the any_order group [\(members.map(\.description).joined(separator: ", "))]"
        case nil: return nil
        }
    }

    private func firstMatch(_ pattern: EventPattern, in events: [Event], from start: Int, excluding used: [Int]) -> Int? {
        var i = start
        while i < events.count {
            if pattern.matches(events[i]) && !used.contains(i) { return i }
            i += 1
        }
        return nil
    }

    private func orderViolation(_ pattern: EventPattern, label: String, after previous: String?, events: [Event], cursor: Int, at location: SourceLocation) -> Violation {
        var message = "expected '\(label)'"
        if let previous { message += " after '\(previous)'" }
        var index: Int? = cursor < events.count ? cursor : (events.isEmpty ? nil : events.count - 1)
        if let earlier = events[..<min(cursor, events.count)].lastIndex(where: { pattern.matches($0) }) {
            message += ", but it came before it (event \(earlier + 1))"
            index = earlier
        } else {
            message += ", but it never came"
        }
        if let why = surface.explanation(for: pattern.name) { message += " — " + why }
        return Violation(kind: .order, location: location, message: message, eventIndex: index)
    }

    private func checkExact(_ exact: [Located<EventPattern>], _ events: [Event], _ isUnspecified: (Event) -> Bool, location: SourceLocation?, into result: inout MatchResult) {
        let patterns = exact.filter { visible($0, into: &result, as: "exact: \($0.value)") }
        result.checked += 1
        var p = 0
        for (i, event) in events.enumerated() where !isUnspecified(event) {
            guard p < patterns.count else {
                result.violations.append(Violation(kind: .exact, location: exact.last?.location ?? location ?? SourceLocation(file: "", line: 1, column: 1),
                                                   message: "unexpected '\(event.canonical)' after the last expected event", eventIndex: i))
                return
            }
            if !patterns[p].value.matches(event) {
                result.violations.append(Violation(kind: .exact, location: patterns[p].location,
                                                   message: "expected '\(patterns[p].value)' as event \(p + 1), got '\(event.canonical)'"
                                                       + (surface.explanation(for: patterns[p].value.name).map { " — " + $0 } ?? ""), eventIndex: i))
                return
            }
            p += 1
        }
        if p < patterns.count {
            result.violations.append(Violation(kind: .exact, location: patterns[p].location,
                                               message: "expected '\(patterns[p].value)' as event \(p + 1), but the run ended after \(p) event\(p == 1 ? "" : "s")"
                                                   + (surface.explanation(for: patterns[p].value.name).map { " — " + $0 } ?? ""),
                                               eventIndex: events.isEmpty ? nil : events.count - 1))
        }
    }
}
