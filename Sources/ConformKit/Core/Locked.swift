import Foundation

/// A value behind a lock, with `Synchronization.Mutex`'s `withLock`. Mutex and Atomic need macOS 15
/// and iOS 18; Conform declares macOS 13 and iOS 16 (Package.swift), so an app's test target on
/// iOS 16 can link ConformTesting. `ci/check-availability.py` keeps anything above that floor out.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// Guards `value`.
    package init(_ value: sending Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; nothing else reads or writes it meanwhile.
    package func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked where Value == Int {
    /// Adds `n` and returns the value from before: a counter every thread can draw from.
    package func fetchAdd(_ n: Int) -> Int {
        withLock { value in
            defer { value += n }
            return value
        }
    }
}
