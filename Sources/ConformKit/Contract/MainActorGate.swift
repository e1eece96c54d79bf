import Dispatch

/// One main-actor session of the process at a time: a session holds the gate from start to end,
/// so the SDK's shared state (one key window, one presented paywall) is never shared by two specs.
enum MainActorGate {
    /// The gate.
    private static let semaphore = DispatchSemaphore(value: 1)

    /// Waits for the gate.
    static func acquire() { semaphore.wait() }

    /// Opens the gate for the next session.
    static func release() { semaphore.signal() }
}
