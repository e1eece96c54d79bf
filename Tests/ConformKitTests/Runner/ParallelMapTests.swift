import Testing
@testable import ConformKit

/// `ParallelMap`: results in input order whatever the job count, each element transformed once.
@Suite struct ParallelMapTests {
    /// Counts the calls of the transform.
    final class Calls: Sendable {
        /// Calls by element.
        let counts = Locked<[Int: Int]>([:])
    }

    @Test("results keep the input order, and each element is transformed exactly once", arguments: [1, 2, 3, 8, 100])
    func order(jobs: Int) {
        let items = Array(0..<1_000)
        let calls = Calls()
        let results = ParallelMap.map(items, jobs: jobs) { item -> String in
            calls.counts.withLock { $0[item, default: 0] += 1 }
            return "item \(item)"
        }
        #expect(results == items.map { "item \($0)" })
        #expect(calls.counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: items.map { ($0, 1) }))
    }

    @Test("no items give no results, with any job count")
    func empty() {
        #expect(ParallelMap.map([Int](), jobs: 4) { $0 }.isEmpty)
        #expect(ParallelMap.map([7], jobs: 4) { $0 * 2 } == [14])
    }
}
