/// The last bytes an adapter wrote to stderr, kept in a bounded buffer so a flood costs no memory;
/// error reports quote its last lines.
final class StderrTail: Sendable {
    /// What was kept and counted.
    private struct State {
        /// The kept bytes (up to twice the capacity between trims).
        var bytes: [UInt8] = []
        /// How many bytes were forgotten.
        var dropped = 0
        /// Whether stderr ended.
        var finished = false
    }

    /// The state, behind a lock.
    private let state = Locked(State())
    /// How many bytes are kept.
    private let capacity = 16 * 1024

    /// Appends a chunk read from stderr, forgetting the oldest bytes beyond the capacity.
    func append(_ chunk: ArraySlice<UInt8>) {
        state.withLock { s in
            s.bytes.append(contentsOf: chunk)
            if s.bytes.count > capacity * 2 {
                let excess = s.bytes.count - capacity
                s.bytes.removeFirst(excess)
                s.dropped += excess
            }
        }
    }

    /// Notes that stderr reached its end.
    func finish() {
        state.withLock { $0.finished = true }
    }

    /// Whether stderr reached its end (the adapter and everything it started closed it).
    var isFinished: Bool { state.withLock { $0.finished } }

    /// The last `maxLines` lines (at most the capacity in bytes), as text; invalid UTF-8 is replaced.
    func text(maxLines: Int = 20) -> String {
        let (bytes, dropped) = state.withLock { s in (Array(s.bytes.suffix(capacity)), s.dropped + max(0, s.bytes.count - capacity)) }
        var text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var cut = dropped > 0
        if lines.count > maxLines {
            lines.removeFirst(lines.count - maxLines)
            cut = true
        }
        text = lines.joined(separator: "\n")
        return cut ? "…\n" + text : text
    }
}
