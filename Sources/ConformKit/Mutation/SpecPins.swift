/// What a spec's expectations pin down, for the report beside its score: which event names it
/// requires, how many of them in order (or all of them, with `exact`), how many subjects or argument
/// values, how many events it forbids, and whether it states the final state and result.
package struct SpecPins: Sendable, Hashable {
    /// Distinct event names it requires (in `order`, `exact`, or a `count` of at least one).
    package var names = 0
    /// Events in `order` (0 without one).
    package var ordered = 0
    /// Whether it has `exact`, which pins every event and its order.
    package var exact = false
    /// Patterns that pin a subject or an argument value.
    package var values = 0
    /// Patterns in `never`.
    package var never = 0
    /// Whether it states the final state.
    package var state = false
    /// Whether it states the result.
    package var result = false

    /// What `expect` pins; a pattern that names no event (`Expectations.pinning`) pins nothing.
    package init(_ expect: Expectations) {
        let expect = expect.pinning
        let ordered = expect.order.flatMap(\.value.patterns)
        let exact = (expect.exact ?? []).flatMap(\.value.patterns)
        let counted = expect.counts.filter { $0.value.minimum > 0 }.map(\.value.pattern)
        let required = (ordered + exact + counted).filter { !$0.isPrefix }
        names = Set(required.map(\.name)).count
        self.ordered = ordered.count
        self.exact = expect.exact != nil
        let all = ordered + exact + expect.counts.map(\.value.pattern) + expect.never.map(\.value)
        values = all.filter { $0.subject != nil || !$0.arguments.isEmpty }.count
        never = expect.never.count
        state = expect.state != nil
        result = expect.result != nil
    }

    /// `3 names, an order of 2, 2 values, never 3, the state, the result`, or `nothing`.
    package var text: String {
        var parts: [String] = []
        if names > 0 { parts.append(FailureText.count(names, "name")) }
        if exact { parts.append("the exact sequence") } else if ordered > 1 { parts.append("an order of \(ordered)") }
        if values > 0 { parts.append(FailureText.count(values, "value")) }
        if never > 0 { parts.append("never \(never)") }
        if state { parts.append("the state") }
        if result { parts.append("the result") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
