extension Expectations {
    /// The expectations as `conform mutate` scores them: without the patterns that pin no event name
    /// (docs/mutation.md, "A score that cannot be gamed"). An `order` or `exact` item, or a `count`,
    /// of `*` or a family prefix is left out, and an `exact` with such an item keeps only the order
    /// of the items that name an event; a `never` of `*` is left out. What they caught counts as
    /// survived, however they are spelt. Each pattern kept, kept as written.
    package var pinning: Expectations {
        var kept = self
        kept.order = Self.pinning(order)
        kept.counts = counts.filter(\.value.pinsAnEvent)
        kept.never = never.filter { $0.value.forbidsAnEvent }
        if let exact, exact.contains(where: { $0.value.patterns.contains { !$0.namesAnEvent } }) {
            kept.exact = nil
            kept.exactLocation = nil
            kept.order += Self.pinning(exact)
        }
        return kept
    }

    /// The items with only the patterns that name an event; an item left with none is dropped.
    static func pinning(_ items: [Located<OrderItem>]) -> [Located<OrderItem>] {
        items.compactMap { item in
            switch item.value {
            case .event(let p): return p.namesAnEvent ? item : nil
            case .anyOrder(let members):
                let named = members.filter(\.namesAnEvent)
                if named.count == members.count { return item }
                return named.isEmpty ? nil : Located(named.count == 1 ? .event(named[0]) : .anyOrder(named), at: item.location)
            }
        }
    }
}
