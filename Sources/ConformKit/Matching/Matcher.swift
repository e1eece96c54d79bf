/// Checks a run's events and final state against a spec's expectations.
///
/// Every check is linear in the number of events (times the few patterns involved): no check
/// compares all pairs of events.
package struct Matcher {
    let expect: Expectations
    let surface: EventSurface

    /// Creates a matcher for `expect` on an adapter whose SDK has `surface`: expectations about
    /// events it cannot see are not observable; expectations about events it does not emit are
    /// checked, and their failures say the SDK has no such callback.
    package init(_ expect: Expectations, surface: EventSurface) {
        self.expect = expect
        self.surface = surface
    }

    /// Matches `events` and `final` against the expectations.
    package func match(_ events: [Event], final: FinalState) -> MatchResult {
        var result = MatchResult()
        let unspecified = expect.unspecified.map(\.value)
        let isUnspecified: (Event) -> Bool = { event in unspecified.contains { $0.matches(event) } }

        checkOrder(events, into: &result)
        if let exact = expect.exact { checkExact(exact, events, isUnspecified, location: expect.exactLocation, into: &result) }
        for never in expect.never {
            guard visible(never, into: &result, as: "never: \(never.value)") else { continue }
            result.checked += 1
            if let index = events.firstIndex(where: { never.value.matches($0) && !isUnspecified($0) }) {
                result.violations.append(
                    Violation(
                        kind: .never, location: never.location,
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
                result.violations.append(
                    Violation(
                        kind: .count, location: count.location,
                        message: "'\(c.pattern)' happened \(n) time\(n == 1 ? "" : "s"), expected \(c.rangeDescription)"
                            + (n < c.minimum ? surface.explanation(for: c.pattern.name).map { " — " + $0 } ?? "" : ""),
                        eventIndex: last))
            }
        }
        check(expect.state, final.state, .state, into: &result) { "the paywall ended \(final.state.rawValue), expected \($0.rawValue)" }
        check(expect.result, final.result, .result, into: &result) { "the result was '\(final.result)', expected '\($0)'" }
        check(expect.settles, final.settled, .settles, into: &result) {
            $0
                ? "the SDK's scheduled work never settled after the last step, expected it to settle"
                : "the SDK's scheduled work settled after the last step, expected a loop that never settles"
        }
        if let refused = expect.refused {
            // Only a run reaches the matcher: the adapter accepted a setup the spec expects refused.
            result.checked += 1
            result.violations.append(
                Violation(
                    kind: .refused, location: refused.location,
                    message: "expected the setup of '\(refused.value)' refused, but '\(surface.adapter)' accepted it and the spec ran"))
        }
        result.violations.sort { $0.location < $1.location }
        return result
    }

    /// Checks one expected part of the final state: counted, and a violation saying `message` of
    /// the expected value when `actual` differs.
    private func check<Value: Equatable>(
        _ expected: Located<Value>?, _ actual: Value, _ kind: Violation.Kind, into result: inout MatchResult, _ message: (Value) -> String
    ) {
        guard let expected else { return }
        result.checked += 1
        if actual != expected.value {
            result.violations.append(Violation(kind: kind, location: expected.location, message: message(expected.value)))
        }
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
                    result.violations.append(
                        orderViolation(
                            pattern, label: pattern.description, after: Self.describe(previous), events: events, cursor: cursor, at: item.location))
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
                        result.violations.append(
                            orderViolation(
                                member, label: member.description + " (in an any_order group)", after: Self.describe(previous),
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
        (start..<events.count).first { pattern.matches(events[$0]) && !used.contains($0) }
    }

    private func orderViolation(
        _ pattern: EventPattern, label: String, after previous: String?, events: [Event], cursor: Int, at location: SourceLocation
    ) -> Violation {
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

    /// `exact`: the events, unspecified ones aside, are exactly the items in order; a group takes
    /// as many consecutive events as it has visible members, matched one to one in any order.
    private func checkExact(
        _ exact: [Located<OrderItem>], _ events: [Event], _ isUnspecified: (Event) -> Bool, location: SourceLocation?, into result: inout MatchResult
    ) {
        var items: [Located<[EventPattern]>] = []
        for item in exact {
            let label = item.value.description
            let members = item.value.patterns.filter { visible(Located($0, at: item.location), into: &result, as: "exact: \(label)") }
            if !members.isEmpty { items.append(Located(members, at: item.location)) }
        }
        result.checked += 1
        let relevant = events.indices.filter { !isUnspecified(events[$0]) }
        var next = 0
        var matched = 0
        for item in items {
            let members = item.value
            let describe = members.count == 1 ? "'\(members[0])'" : "the any_order group [\(members.map(\.description).joined(separator: ", "))]"
            guard next + members.count <= relevant.count else {
                let missing = next < relevant.count ? Array(relevant[next...]) : []
                let pending = members.first { member in !missing.contains { member.matches(events[$0]) } } ?? members[0]
                result.violations.append(
                    Violation(
                        kind: .exact, location: item.location,
                        message: "expected \(describe) as event \(matched + 1), but the run ended after \(matched) event\(matched == 1 ? "" : "s")"
                            + (surface.explanation(for: pending.name).map { " — " + $0 } ?? ""),
                        eventIndex: events.isEmpty ? nil : events.count - 1))
                return
            }
            let window = Array(relevant[next..<(next + members.count)])
            if let unmatched = Self.unmatched(members, window.map { events[$0] }) {
                let event = events[window[unmatched.event]]
                let label = members.count == 1 ? "'\(members[0])'" : "\(describe) (one of '\(unmatched.pattern)')"
                result.violations.append(
                    Violation(
                        kind: .exact, location: item.location,
                        message: "expected \(label) as event \(matched + unmatched.event + 1), got '\(event.canonical)'"
                            + (surface.explanation(for: unmatched.pattern.name).map { " — " + $0 } ?? ""),
                        eventIndex: window[unmatched.event]))
                return
            }
            next += members.count
            matched += members.count
        }
        if next < relevant.count {
            let i = relevant[next]
            result.violations.append(
                Violation(
                    kind: .exact, location: exact.last?.location ?? location ?? SourceLocation(file: "", line: 1, column: 1),
                    message: "unexpected '\(events[i].canonical)' after the last expected event", eventIndex: i))
        }
    }

    /// Pairs each pattern with a distinct event (a group's members in any order); nil when every
    /// event is matched, otherwise the first event (by position) no assignment covers and a pattern
    /// left without an event. The groups are small, so augmenting paths cost nothing.
    static func unmatched(_ patterns: [EventPattern], _ events: [Event]) -> (event: Int, pattern: EventPattern)? {
        if patterns.count == 1 { return patterns[0].matches(events[0]) ? nil : (0, patterns[0]) }
        var owner = [Int?](repeating: nil, count: patterns.count)  // pattern → event
        func assign(_ e: Int, _ seen: inout [Bool]) -> Bool {
            for p in patterns.indices where !seen[p] && patterns[p].matches(events[e]) {
                seen[p] = true
                if owner[p] == nil || assign(owner[p] ?? 0, &seen) {
                    owner[p] = e
                    return true
                }
            }
            return false
        }
        for e in events.indices {
            var seen = [Bool](repeating: false, count: patterns.count)
            if !assign(e, &seen) {
                let free = patterns.indices.first { owner[$0] == nil } ?? 0
                return (e, patterns[free])
            }
        }
        return nil
    }
}
