import Dispatch

/// Maps over a collection on several threads and returns the results in input order, so output
/// stays deterministic whatever the job count.
package enum ParallelMap {
    /// Applies `transform` to every element using up to `jobs` threads; results keep input order.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
        map(count: items.count, jobs: jobs) { transform(items[$0]) }
    }

    /// Applies `transform` to `0..<count` using up to `jobs` threads; results keep index order.
    ///
    /// Each result is written once, by the thread that made it, straight into its slot of the
    /// returned array: no lock, no optional per slot, and no copy of a result afterwards (results
    /// such as typed specs and pair results are large, and copying them costs a retain and a
    /// release of every reference they hold).
    package static func map<R: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> R) -> [R] {
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(transform) }
        return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = UncheckedSendable(base)
            let next = Locked(0)
            // Every index is claimed by exactly one thread, so every slot is written exactly once.
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let i = next.fetchAdd(1)
                    guard i < count else { break }
                    (slots.value + i).initialize(to: transform(i))
                }
            }
            initialized = count
        }
    }
}
