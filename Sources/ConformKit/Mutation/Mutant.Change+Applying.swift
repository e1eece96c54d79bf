extension Mutant.Change {
    /// The mutated events and final state, as new values.
    package func applied(to events: [Event], final: FinalState) -> (events: [Event], final: FinalState) {
        var buffer: [Event] = []
        return (writeEvents(events, into: &buffer) ? buffer : events, self.final(after: final))
    }

    /// The final state after the change: changed by `state` and `result`, as it was otherwise.
    package func final(after final: FinalState) -> FinalState {
        switch self {
        case .state(let to, _, _): return to
        case .result(let to, _): return FinalState(state: final.state, result: to, settled: final.settled)
        default: return final
        }
    }

    /// Writes the mutated events into `buffer`, emptied first with its capacity kept (so a pair's
    /// mutants share one allocation), and returns true; returns false, writing nothing, for a change
    /// whose events are the original ones.
    func writeEvents(_ events: [Event], into buffer: inout [Event]) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        switch self {
        case .drop(let i):
            buffer.append(contentsOf: events[..<i])
            buffer.append(contentsOf: events[(i + 1)...])
        case .duplicate(let i):
            buffer.append(contentsOf: events[...i])
            buffer.append(contentsOf: events[i...])
        case .swap(let i):
            buffer.append(contentsOf: events)
            buffer.swapAt(i, i + 1)
            buffer[i].time = events[i].time
            buffer[i + 1].time = events[i + 1].time
        case .move(let i, let c):
            // Before the state event: it comes right after it; after it: right before it.
            for (j, event) in events.enumerated() where j != i {
                if i > c && j == c { buffer.append(events[i]) }
                buffer.append(event)
                if i < c && j == c { buffer.append(events[i]) }
            }
        case .delay(let i, let after, let time, _):
            for (j, event) in events.enumerated() where j != i {
                buffer.append(event)
                if j == after {
                    var moved = events[i]
                    moved.time = time
                    buffer.append(moved)
                }
            }
        case .rename(let i, let name, let subject):
            buffer.append(contentsOf: events)
            buffer[i].name = name
            buffer[i].subject = subject
        case .insert(let at, let event, _):
            buffer.append(contentsOf: events[..<at])
            buffer.append(event)
            buffer.append(contentsOf: events[at...])
        case .argument(let i, let from, let to):
            buffer.append(contentsOf: events)
            Self.replace(from, with: to, in: &buffer[i])
        case .omit(let i, let key):
            // A subject that echoes the argument came from it: without the argument, no subject.
            buffer.append(contentsOf: events)
            if let value = events[i].argument(key), buffer[i].subject == value { buffer[i].subject = nil }
            buffer[i].arguments.removeAll { $0.key == key }
        case .time(let i, let to):
            buffer.append(contentsOf: events)
            buffer[i].time = to
        case .state(_, let removing, let adding):
            guard removing != nil || adding != nil else { return false }
            for (j, event) in events.enumerated() where j != removing { buffer.append(event) }
            if let adding { buffer.append(adding) }
        case .result(let to, let e):
            guard let e else { return false }
            buffer.append(contentsOf: events)
            Self.replace(buffer[e].subject, with: to, in: &buffer[e])
        }
        return true
    }

    /// `from` replaced by `to` where `event` carries it: as its subject and as native argument values.
    private static func replace(_ from: String?, with to: String, in event: inout Event) {
        if event.subject == from { event.subject = to }
        for a in event.arguments.indices where event.arguments[a].value == from { event.arguments[a].value = to }
    }
}
