extension Mutant.Change {
    /// The mutated events and final state, as new values.
    package func applied(to events: [Event], final: FinalState) -> (events: [Event], final: FinalState) {
        var buffer: [Event] = []
        return (writeEvents(events, into: &buffer) ? buffer : events, self.final(after: final))
    }

    /// The final state after the change: changed by `state` and `result`, as it was otherwise.
    package func final(after final: FinalState) -> FinalState {
        switch self {
        case .state(let to): return to
        case .result(let to): return FinalState(state: final.state, result: to)
        default: return final
        }
    }

    /// Writes the mutated events into `buffer`, emptied first with its capacity kept (so a pair's
    /// mutants share one allocation), and returns true; returns false, writing nothing, for a change
    /// of the final state or result, whose events are the original ones.
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
        case .argument(let i, let from, let to):
            buffer.append(contentsOf: events)
            if buffer[i].subject == from { buffer[i].subject = to }
            for a in buffer[i].arguments.indices where buffer[i].arguments[a].value == from {
                buffer[i].arguments[a].value = to
            }
        case .time(let i, let to):
            buffer.append(contentsOf: events)
            buffer[i].time = to
        case .state, .result:
            return false
        }
        return true
    }
}
