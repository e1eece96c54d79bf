/// Enumerates the mutants of one transcript systematically, in a fixed order — operator by operator
/// (`MutationOperator.allCases`), event by event — with no randomness: `count` says how many there
/// are, `change(at:)` gives one, and `indices(limit:)` picks an evenly spaced subset when a pair has
/// more than it may check.
///
/// The mutants model how an SDK release regresses, and only transcripts an SDK could produce: events
/// trade places within the step that caused them (an effect never moves before its cause), a renamed or
/// inserted event is one the adapter's SDK emits, a replaced value is another real one (another product
/// of `given`, another value the transcript uses) rather than a constant, and a changed final state
/// comes with its close event. No mutant reads the same as the original to a matcher.
package struct TranscriptMutator: Sendable {
    /// How far a time shift moves an event, earlier and later.
    package static let shift = VirtualTime.seconds(1)
    /// The original events.
    package let events: [Event]
    /// The original final state.
    package let final: FinalState
    /// Every mutant's change, in enumeration order.
    package let changes: [Mutant.Change]

    /// How many mutants the transcript has.
    package var count: Int { changes.count }

    /// Prepares the mutants of `transcript`, whose spec offers `products`, on an adapter whose SDK has `surface`.
    package init(_ transcript: Transcript, products: [String] = [], surface: EventSurface = .everything()) {
        var step = 0
        var steps: [Int] = []
        var labels: [String] = [""]
        for entry in transcript.entries {
            switch entry {
            case .step(let text, _):
                step += 1
                labels.append(text)
            case .event: steps.append(step)
            }
        }
        self.init(events: transcript.events, final: transcript.final, steps: steps, stepLabels: labels, products: products, surface: surface)
    }

    /// Prepares the mutants of `events` and `final`; `steps[i]` numbers the step event `i` answered
    /// (all one step when empty), and `stepLabels[n]` is step `n` as the transcript writes it.
    package init(
        events: [Event], final: FinalState, steps: [Int] = [], stepLabels: [String] = [], products: [String] = [],
        surface: EventSurface = .everything()
    ) {
        self.events = events
        self.final = final
        let steps = steps.count == events.count ? steps : Array(repeating: 0, count: events.count)
        let n = events.count
        var changes: [Mutant.Change] = []
        changes.reserveCapacity(6 * n + 4)
        for i in 0..<n { changes.append(.drop(event: i)) }
        for i in 0..<n { changes.append(.duplicate(event: i)) }
        for i in 0..<max(0, n - 1) where steps[i] == steps[i + 1] && !Self.readAlike(events[i], events[i + 1]) {
            changes.append(.swap(event: i))
        }
        // Across a change of state: events of the same step on the other side of a shown/closing/closed,
        // not next to it (a swap already tries that).
        for c in 0..<n where Self.stateEvents.contains(events[c].name) {
            for i in 0..<n where steps[i] == steps[c] && abs(i - c) > 1 && !Self.readAlike(events[i], events[c]) {
                changes.append(.move(event: i, across: c))
            }
        }
        // Past the next step: an event answered only after the next step's events.
        var lastOfStep: [Int: Int] = [:]
        for i in 0..<n { lastOfStep[steps[i]] = i }
        for i in 0..<n {
            guard let after = lastOfStep[steps[i] + 1] else { continue }
            let label = steps[i] + 1 < stepLabels.count ? stepLabels[steps[i] + 1] : nil
            changes.append(.delay(event: i, after: after, time: max(events[i].time, events[after].time), step: label))
        }
        for i in 0..<n {
            for sibling in Self.siblings(of: events[i].name)
            where surface.visibility(of: sibling.rawValue) == .emitted && Self.renameKeepsConsistent(events, i, to: sibling, final: final) {
                changes.append(.rename(event: i, to: sibling, subject: Self.renamedSubject(events[i], to: sibling, final: final)))
            }
        }
        // After each step's events: a close, an error, a failure.
        // After each step's events (a step with none included), once per place; before the first
        // step only when events came before it.
        var points: [(at: Int, step: Int)] = []
        let lastStep = max(stepLabels.count - 1, steps.last ?? 0)
        for step in 0...lastStep where step > 0 || steps.first == 0 {
            let at = steps.firstIndex { $0 > step } ?? n
            if points.last?.at != at { points.append((at, step)) }
        }
        for point in points {
            let label = point.step < stepLabels.count && !stepLabels[point.step].isEmpty ? stepLabels[point.step] : nil
            for event in Self.insertions(before: point.at, in: events, products: products)
            where surface.visibility(of: event.name.rawValue) == .emitted {
                changes.append(.insert(at: point.at, event: event, step: label))
            }
        }
        for (i, event) in events.enumerated() {
            var seen: [String] = []
            if let subject = event.subject, !subject.isEmpty {
                if let to = Self.replacement(for: subject, key: nil, of: i, in: events, products: products) {
                    changes.append(.argument(event: i, from: subject, to: to))
                }
                seen.append(subject)
            }
            for argument in event.arguments where !Self.isPlaceholder(argument) && !seen.contains(argument.value) {
                if let to = Self.replacement(for: argument.value, key: argument.key, of: i, in: events, products: products) {
                    changes.append(.argument(event: i, from: argument.value, to: to))
                }
                seen.append(argument.value)
            }
        }
        for (i, event) in events.enumerated() {
            for argument in event.arguments where !Self.isPlaceholder(argument) { changes.append(.omit(event: i, key: argument.key)) }
        }
        for (i, event) in events.enumerated() where event.time > .zero {
            // An event at zero fired in answer to a step; only events that waited on the clock move.
            changes.append(.time(event: i, to: VirtualTime(milliseconds: max(0, event.time.milliseconds - Self.shift.milliseconds))))
            changes.append(.time(event: i, to: event.time + Self.shift))
        }
        changes.append(Self.stateChange(events, final: final, surface: surface))
        if final.state == .closed {
            let close = events.lastIndex { $0.name == .paywallClosed && $0.subject == final.result }
            changes.append(.result(to: final.result == "closed" ? "purchased" : "closed", event: close))
        }
        self.changes = changes
    }

    /// The `k`th mutant's change, `0 <= k < count`.
    package func change(at k: Int) -> Mutant.Change { changes[k] }

    /// Which mutants to check when at most `limit` may be: all of them, or `limit` evenly spaced
    /// ones (deterministic, and spread over every operator).
    package func indices(limit: Int) -> [Int] {
        guard count > limit else { return Array(0..<count) }
        return (0..<max(0, limit)).map { $0 * count / limit }
    }

    /// The events that change the paywall's state, which `move` carries others across.
    static let stateEvents: Set<EventName> = [.paywallShown, .paywallClosing, .paywallClosed]

    /// Whether a matcher reads two events the same (name, subject and arguments; not the native form).
    static func readAlike(_ a: Event, _ b: Event) -> Bool {
        a.name == b.name && a.subject == b.subject && a.arguments == b.arguments
    }

    /// Whether an argument holds a redaction placeholder (`<transaction:1>`): a value the adapter
    /// declares volatile, which no spec can pin, so changing it says nothing.
    static func isPlaceholder(_ argument: Argument) -> Bool {
        argument.value.hasPrefix("<\(argument.key):") && argument.value.hasSuffix(">")
    }
}
