import Foundation

/// The one thread every adapter process is started from, alive as long as the program.
///
/// Linux sends the parent-death signal when the *thread* that started a process ends, not the
/// process: an adapter started from a worker thread would be killed the moment that worker
/// finished its spec. Starting them all from one thread that never ends ties their lives to the
/// program's, however it ends — a crash or `kill -9` included. It also serialises launches, which
/// Foundation does not document as thread-safe.
final class SpawnThread: @unchecked Sendable {
    // @unchecked: `work` is read and written only while `condition` is locked.
    /// The thread every launch runs on.
    static let shared = SpawnThread()

    /// Guards `work`.
    private let condition = NSCondition()
    /// Launches waiting for the thread, in order.
    private var work: [@Sendable () -> Void] = []

    /// Starts the thread.
    private init() {
        let thread = Thread { [self] in loop() }
        thread.name = "conform spawner"
        thread.start()
    }

    /// Runs `body` on the spawn thread and returns what it returned (or throws what it threw),
    /// waiting until it has.
    func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        // The caller waits for the job: whatever `body` captures is never used on two threads at once.
        let carried = UncheckedSendable(body)
        enqueue {
            result.value = Result { try carried.value() }
            done.signal()
        }
        done.wait()
        return try result.get()
    }

    /// Adds one launch to the queue.
    private func enqueue(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        work.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs launches as they come, forever.
    private func loop() -> Never {
        while true {
            condition.lock()
            while work.isEmpty { condition.wait() }
            let job = work.removeFirst()
            condition.unlock()
            job()
        }
    }
}

/// Carries one launch's result from the spawn thread back to its caller.
private final class ResultBox<T>: @unchecked Sendable {
    // @unchecked: written once on the spawn thread before the semaphore is signalled, read after it was waited on.
    /// The result, once there is one.
    var value: Result<T, any Error>?

    /// The result, or the error it holds.
    func get() throws -> T {
        guard let value else { throw CancellationError() }
        return try value.get()
    }
}
