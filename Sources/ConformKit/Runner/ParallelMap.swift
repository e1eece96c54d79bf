import Dispatch
import Synchronization

/// Maps over a collection on several threads and returns the results in input order, so output
/// stays deterministic whatever the job count.
package enum ParallelMap {
    /// Applies `transform` to every element using up to `jobs` threads; results keep input order.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
        let workers = max(1, min(jobs, items.count))
        if workers == 1 { return items.map(transform) }
        let next = Atomic<Int>(0)
        let slots = Mutex<[R?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var local: [(Int, R)] = []
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < items.count else { break }
                local.append((i, transform(items[i])))
                if local.count == 64 {
                    slots.withLock { for (j, r) in local { $0[j] = r } }
                    local.removeAll(keepingCapacity: true)
                }
            }
            if !local.isEmpty { slots.withLock { for (j, r) in local { $0[j] = r } } }
        }
        return slots.withLock { $0.compactMap { $0 } }
    }
}
