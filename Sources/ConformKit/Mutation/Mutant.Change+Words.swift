extension Mutant.Change {
    /// The change in words, to follow "this spec still passes if …": events are named canonically
    /// (`purchase.started premium_monthly`), with an ordinal when the transcript has several alike.
    package func words(events: [Event], final: FinalState) -> String {
        switch self {
        case .drop(let i):
            return "\(Self.name(i, in: events)) is dropped"
        case .duplicate(let i):
            return "\(Self.name(i, in: events)) fires twice"
        case .swap(let i):
            return "\(Self.name(i, in: events)) comes after \(Self.name(i + 1, in: events))"
        case .move(let i, let c):
            return "\(Self.name(i, in: events)) comes \(i < c ? "after" : "before") \(Self.name(c, in: events))"
        case .delay(let i, let after, _, let step):
            if let step { return "\(Self.name(i, in: events)) comes only after the next step's events (`\(step)`)" }
            return "\(Self.name(i, in: events)) comes only after \(Self.name(after, in: events))"
        case .rename(let i, let name, let subject):
            let to = subject.map { "\(name.rawValue) \($0)" } ?? name.rawValue
            return "\(Self.name(i, in: events)) arrives as `\(to)`"
        case .insert(let at, let event, let step):
            if let step { return "`\(event.canonical)` also fires after the events of `\(step)`" }
            return "`\(event.canonical)` also fires " + (at == 0 ? "first" : "after \(Self.name(at - 1, in: events))")
        case .argument(let i, let from, let to):
            let event = events[i]
            if event.subject == from { return "\(Self.name(i, in: events)) becomes `\(event.name) \(to)`" }
            let keys = event.arguments.filter { $0.value == from }.map(\.key)
            return "\(Self.name(i, in: events)) carries `\(to)` instead of `\(from)` as \(Self.list(keys))"
        case .omit(let i, let key):
            return "\(Self.name(i, in: events)) comes without its \(key)"
        case .time(let i, let to):
            return "\(Self.name(i, in: events)) fires at \(to) instead of \(events[i].time)"
        case .state(let to, let removing, let adding):
            var text = "the paywall ends \(Self.phrase(to.state)) instead of \(Self.phrase(final.state))"
            if let removing { text += ", without \(Self.name(removing, in: events))" }
            if let adding { text += ", after `\(adding.canonical)`" }
            return text
        case .result(let to, _):
            return "the paywall closes with `\(to)` instead of `\(final.result)`"
        }
    }

    /// The event at `index` as a reader finds it: its canonical form in backticks, preceded by an
    /// ordinal ("the 2nd") when another event of the transcript reads the same.
    static func name(_ index: Int, in events: [Event]) -> String {
        let event = events[index]
        var before = 0
        var alike = 0
        for (i, other) in events.enumerated() where other.name == event.name && other.subject == event.subject {
            alike += 1
            if i < index { before += 1 }
        }
        let text = "`\(event.canonical)`"
        return alike > 1 ? "the \(ordinal(before + 1)) \(text)" : text
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`, …
    static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    /// `code`, `code and error`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }

    /// How a final state reads after "ends".
    static func phrase(_ state: PaywallState) -> String {
        switch state {
        case .open: return "open"
        case .closed: return "closed"
        case .notShown: return "not shown"
        }
    }
}
