extension TranscriptMutator {
    /// Outcomes an SDK reports in place of one another: a regression fires the wrong sibling.
    static let siblingGroups: [[EventName]] = [
        [.purchaseCompleted, .purchaseFailed, .purchaseCancelled, .purchasePending],
        [.restoreCompleted, .restoreFailed],
        [.productsLoaded, .productsFailed, .productsPartial],
        [.paywallShown, .paywallClosed],
        [.linkOpened, .linkRefused],
    ]

    /// The siblings of `name`, in the group's order, or none.
    static func siblings(of name: EventName) -> [EventName] {
        siblingGroups.first { $0.contains(name) }?.filter { $0 != name } ?? []
    }

    /// The subject a renamed event carries: a close reports a result, a shown paywall none, others keep theirs.
    static func renamedSubject(_ event: Event, to name: EventName, final: FinalState) -> String? {
        switch name {
        case .paywallShown: return nil
        case .paywallClosed: return final.state == .closed ? final.result : "closed"
        default: return event.subject
        }
    }

    /// The events inserted after a step, before original event `at`: the paywall closing (with the
    /// result the transcript closes with, or `closed`), an error, and a failed purchase of the
    /// product last bought (or the first product offered).
    static func insertions(before at: Int, in events: [Event], products: [String]) -> [Event] {
        let time = at > 0 ? events[at - 1].time : .zero
        let result = events.last { $0.name == .paywallClosed }?.subject ?? "closed"
        var inserted = [
            Event(.paywallClosed, result, native: insertedNative, time: time),
            Event(.error, events.last { $0.name == .error }?.subject ?? "unknown", native: insertedNative, time: time),
        ]
        let bought = events[..<at].last { $0.name.family == "purchase" && $0.subject != nil }?.subject ?? products.first
        if let bought { inserted.append(Event(.purchaseFailed, bought, native: insertedNative, time: time)) }
        return inserted
    }

    /// Another realistic value for `value`, the subject (`key` nil) or argument `key` of event `index`:
    /// another product the spec offers; another result for a close; another value the transcript gives
    /// the same argument or name; the next number; or the value marked as another (`premium_2`) — never
    /// one constant, so no pattern can match every replaced value.
    static func replacement(for value: String, key: String?, of index: Int, in events: [Event], products: [String]) -> String {
        if let at = products.firstIndex(of: value), products.count > 1 {
            return products[(at + 1) % products.count]
        }
        let event = events[index]
        if key == nil, event.name == .paywallClosed || event.name == .paywallClosing {
            return value == "purchased" ? "closed" : "purchased"
        }
        for other in events {
            let candidate = key.map { other.argument($0) } ?? (other.name == event.name ? other.subject : nil)
            if let candidate, candidate != value, !candidate.hasPrefix("<") { return candidate }
        }
        if let number = Int(value) { return String(number + 1) }
        return value + "_2"
    }

    /// The final state changed with the events that go with it: a closed paywall stays open (its last
    /// close event gone), an open one closes (a close appended), one never shown opens (shown appended).
    static func stateChange(_ events: [Event], final: FinalState, surface: EventSurface) -> Mutant.Change {
        let time = events.last?.time ?? .zero
        switch final.state {
        case .closed:
            return .state(to: FinalState(state: .open, result: "none", settled: final.settled),
                          removing: events.lastIndex { $0.name == .paywallClosed }, adding: nil)
        case .open:
            let close = surface.visibility(of: EventName.paywallClosed.rawValue) == .emitted
                ? Event(.paywallClosed, "closed", native: insertedNative, time: time) : nil
            return .state(to: FinalState(state: .closed, result: "closed", settled: final.settled), removing: nil, adding: close)
        case .notShown:
            let shown = surface.visibility(of: EventName.paywallShown.rawValue) == .emitted
                ? Event(.paywallShown, native: insertedNative, time: time) : nil
            return .state(to: FinalState(state: .open, result: "none", settled: final.settled), removing: nil, adding: shown)
        }
    }
}
