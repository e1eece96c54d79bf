extension TranscriptMutator {
    /// Outcomes an SDK reports in place of one another: a regression fires the wrong sibling.
    static let siblingGroups: [[EventName]] = [
        [.purchaseCompleted, .purchaseFailed, .purchaseCancelled, .purchasePending],
        [.restoreCompleted, .restoreFailed],
        [.productsLoaded, .productsFailed, .productsPartial],
        [.linkOpened, .linkRefused]
    ]
    // `paywall.shown` ↔ `paywall.closed` is not a rename: a paywall closed before it showed, or shown
    // twice and never closed, contradicts its own final state; `state` changes the end with its events.

    /// Whether renaming event `i` to `name` leaves a transcript an SDK could produce: the outcome a
    /// closed paywall reports (`purchased`, `restored`) keeps the completion that caused it.
    static func renameKeepsConsistent(_ events: [Event], _ i: Int, to name: EventName, final: FinalState) -> Bool {
        guard let result = causedResults[events[i].name], final.state == .closed, final.result == result else { return true }
        return events.indices.contains { $0 != i && events[$0].name == events[i].name }
    }

    /// The result a closed paywall reports because of an event: the completion that caused it.
    static let causedResults: [EventName: String] = [.purchaseCompleted: "purchased", .restoreCompleted: "restored"]

    /// The native form an event the mutator adds carries: the one the transcript gives an event of
    /// that name, else the canonical name — never a marker of its own, which a pattern could match
    /// (`native=conform`) to catch every added event and nothing an SDK does.
    static func nativeForm(of name: EventName, in events: [Event]) -> String {
        events.last { $0.name == name }?.native ?? name.rawValue
    }

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
            Event(.paywallClosed, result, native: nativeForm(of: .paywallClosed, in: events), time: time),
            Event(.error, events.last { $0.name == .error }?.subject ?? "unknown", native: nativeForm(of: .error, in: events), time: time)
        ]
        let bought = events[..<at].last { $0.name.family == "purchase" && $0.subject != nil }?.subject ?? products.first
        if let bought { inserted.append(Event(.purchaseFailed, bought, native: nativeForm(of: .purchaseFailed, in: events), time: time)) }
        return inserted
    }

    /// Another value of `value`'s own type for the subject (`key` nil) or argument `key` of event
    /// `index`, or nil when there is none an SDK could report: another product the spec offers;
    /// another result for a close; the other Boolean; another value the transcript gives the same
    /// argument (or the same event's subject); the next number; and only for an identifier — a
    /// product, paywall, placement, URL or other id — the value marked as another (`premium_2`). An
    /// enumeration (`.success`, an error code, an action) has no `_2`: without another real value it
    /// is not replaced. Never one constant, so no pattern can match every replaced value.
    static func replacement(for value: String, key: String?, of index: Int, in events: [Event], products: [String]) -> String? {
        if let at = products.firstIndex(of: value), products.count > 1 {
            return products[(at + 1) % products.count]
        }
        let event = events[index]
        if key == nil, event.name == .paywallClosed || event.name == .paywallClosing {
            return value == "purchased" ? "closed" : "purchased"
        }
        if value == "true" { return "false" }
        if value == "false" { return "true" }
        for other in events {
            let candidate = key.map { other.argument($0) } ?? (other.name == event.name ? other.subject : nil)
            if let candidate, candidate != value, !candidate.hasPrefix("<"), candidate != "true", candidate != "false" { return candidate }
        }
        if let number = Int(value) { return String(number + 1) }
        return isIdentifier(value, key: key, of: event, products: products) ? value + "_2" : nil
    }

    /// Whether a value is an identifier, which another of its kind can replace (`premium_monthly_2`):
    /// a product the spec offers, the subject of an event about a product or a link, or an argument
    /// whose key names one (`product`, `productId`, `paywallId`, `placement`, `url`, …). Enumerations
    /// — a Swift case (`.success`), a close's result, an error code, an action — are not.
    static func isIdentifier(_ value: String, key: String?, of event: Event, products: [String]) -> Bool {
        if value.hasPrefix(".") || value.isEmpty { return false }
        if products.contains(value) { return true }
        guard let key else {
            let family = event.name.family
            return family == "purchase" || family == "product" || family == "restore" || family == "link" || family == "recorded"
        }
        let lower = key.lowercased()
        return lower.hasSuffix("id") || lower.hasSuffix("ids") || identifierKeys.contains(lower)
    }

    /// The argument keys, besides `…id` and `…ids`, whose values are identifiers.
    static let identifierKeys: Set<String> = ["product", "package", "placement", "url", "screen", "entitlement", "name", "profile"]

    /// The final state changed with the events that go with it: a closed paywall stays open (its last
    /// close event gone), an open one closes (a close appended), one never shown opens (shown appended).
    static func stateChange(_ events: [Event], final: FinalState, surface: EventSurface) -> Mutant.Change {
        let time = events.last?.time ?? .zero
        switch final.state {
        case .closed:
            return .state(
                to: FinalState(state: .open, result: "none", settled: final.settled),
                removing: events.lastIndex { $0.name == .paywallClosed }, adding: nil)
        case .open:
            let close =
                surface.visibility(of: EventName.paywallClosed.rawValue) == .emitted
                ? Event(.paywallClosed, "closed", native: nativeForm(of: .paywallClosed, in: events), time: time) : nil
            return .state(to: FinalState(state: .closed, result: "closed", settled: final.settled), removing: nil, adding: close)
        case .notShown:
            let shown =
                surface.visibility(of: EventName.paywallShown.rawValue) == .emitted
                ? Event(.paywallShown, native: nativeForm(of: .paywallShown, in: events), time: time) : nil
            return .state(to: FinalState(state: .open, result: "none", settled: final.settled), removing: nil, adding: shown)
        }
    }
}
