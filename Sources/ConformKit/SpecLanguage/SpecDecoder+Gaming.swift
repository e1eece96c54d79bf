extension SpecDecoder {
    /// Refuses expectations that pin no event yet kill mutants (docs/mutation.md, "A score that
    /// cannot be gamed"): a `count` of `*` — every event, whatever its name — and a `*` pattern with
    /// a subject or argument value, which matches whatever event carries a value rather than the event
    /// the contract is about. Both were ways to raise a mutation score without stating the contract.
    mutating func checkGaming(_ expect: Expectations) {
        for count in expect.counts where count.value.pattern.isPrefix && count.value.pattern.name.isEmpty {
            reader.error(
                .specGamedPattern, at: count.location,
                "'count' of '\(count.value.pattern)' counts every event whatever its name, which pins no event",
                notes: ["count the events the contract is about, like count: {purchase.started: 1}, or use 'exact' for the whole sequence"])
        }
        let patterns =
            expect.never.map { ("never", $0) } + expect.counts.map { ("count", Located($0.value.pattern, at: $0.location)) }
            + expect.order.flatMap { item in item.value.patterns.map { ("order", Located($0, at: item.location)) } }
            + (expect.exact ?? []).flatMap { item in item.value.patterns.map { ("exact", Located($0, at: item.location)) } }
        for (key, pattern) in patterns
        where pattern.value.isPrefix && pattern.value.name.isEmpty
            && (pattern.value.subject != nil || !pattern.value.arguments.isEmpty)
        {
            reader.error(
                .specGamedPattern, at: pattern.location,
                "'\(pattern.value)' in '\(key)' matches any event carrying that value, not an event of the contract",
                notes: [
                    "name the event the value belongs to, like 'purchase.failed \(String(pattern.value.description.dropFirst(2)))' rather than '\(pattern.value)'"
                ])
        }
    }
}
