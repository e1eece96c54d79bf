import Dispatch
import Synchronization

/// Maps over a collection on several threads and returns the results in input order, so output
/// stays deterministic whatever the job count.
package enum ParallelMap {
    /// Applies `transform` to every element using up to `jobs` threads; results keep input order.
    ///
    /// Each result is written once, by the thread that made it, straight into its slot of the
    /// returned array: no lock, and no copy of a result afterwards (results such as typed specs
    /// are large, and copying them costs a retain and a release of every reference they hold).
    package static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
        let workers = max(1, min(jobs, items.count))
        if workers == 1 { return items.map(transform) }
        return [R](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = UncheckedSendable(base)
            let next = Atomic<Int>(0)
            // Every index is claimed by exactly one thread, so every slot is written exactly once.
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard i < items.count else { break }
                    (slots.value + i).initialize(to: transform(items[i]))
                }
            }
            initialized = items.count
        }
    }
}
