/// Drives one SDK (or a faithful model of it) through a spec's steps and reports what it called back.
///
/// The contract is small on purpose: an adapter declares itself, and opens one session per spec.
/// Outside this package an adapter conforms to `MainActorAdapter` (an SDK on the main actor) or
/// `AsyncAdapter` (one that answers from any thread); the runner bridges both into the
/// synchronous contract it speaks (`SynchronousAdapter`, the built-in models' own).
public protocol Adapter: Sendable {
    /// The id users type; cheap to ask, unlike `info`, which costs an external adapter a handshake.
    var id: String { get }
    /// Who the adapter is and what it can do.
    var info: AdapterInfo { get }
}

/// The synchronous contract the runner speaks: the built-in models, external and replay adapters
/// conform directly; `MainActorAdapter` and `AsyncAdapter` are bridged into it (`openSession`).
package protocol SynchronousAdapter: Adapter {
    /// Starts one spec: the SDK is configured for `given` but nothing is presented yet.
    func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession
}

/// One spec's run against one adapter.
package protocol AdapterSession: AnyObject {
    /// Performs one step, recording what the SDK calls back. Throws only for operational failures
    /// (an external adapter crashed, say), never for SDK behaviour, which is recorded as events.
    func perform(_ step: Step, context: SessionContext) throws
    /// Lets virtual time pass; the default advances the clock, running scheduled SDK work.
    func advance(by span: VirtualTime, context: SessionContext) throws
    /// Ends the spec after pending work drained; returns the paywall's final state and result.
    func finish(context: SessionContext) throws -> FinalState
}

extension Adapter {
    /// The id from `info`, for adapters whose info is at hand.
    public var id: String { info.id }

    /// Starts one spec on whichever contract the adapter speaks, bridging the asynchronous ones.
    package func openSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        switch self {
        case let adapter as any SynchronousAdapter: return try adapter.makeSession(given: given, context: context)
        case let adapter as any MainActorAdapter: return try AsyncSessionBridge.start(adapter, given: given, context: context)
        case let adapter as any AsyncAdapter: return try AsyncSessionBridge.start(adapter, given: given, context: context)
        default:
            throw AdapterError.unsupported("adapter '\(id)' conforms to Adapter alone; conform to MainActorAdapter or AsyncAdapter (docs/ios.md)")
        }
    }
}

extension AdapterSession {
    /// Advances the shared clock, which runs the SDK work scheduled on it.
    package func advance(by span: VirtualTime, context: SessionContext) throws {
        if !context.clock.advance(by: span, jobBudget: context.jobBudget) {
            throw AdapterError.runaway("scheduled work did not settle within \(context.jobBudget) jobs")
        }
    }
}

/// What a session gets to work with.
package struct SessionContext {
    /// Where events go.
    package let recorder: Recorder
    /// Virtual time and scheduled work.
    package let clock: VirtualClock
    /// The spec being run, for adapters that need its id (external ones send it).
    package let specID: String
    /// How many scheduled jobs may run before the spec is stopped as a runaway.
    package let jobBudget: Int
    /// The whole spec, for adapters that check what they replay against it (a replay adapter
    /// compares its recording's fingerprint); nil where a context is made by hand.
    package let spec: Spec?

    package init(recorder: Recorder, clock: VirtualClock, specID: String, jobBudget: Int = 10_000, spec: Spec? = nil) {
        self.recorder = recorder
        self.clock = clock
        self.specID = specID
        self.jobBudget = jobBudget
        self.spec = spec
    }
}

/// An operational failure of an adapter: reported as an error verdict for the spec, never a crash.
public enum AdapterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Scheduled work kept scheduling more work.
    case runaway(String)
    /// The adapter cannot perform a step it was given.
    case unsupported(String)
    /// An external adapter broke the protocol, crashed or hung.
    case protocolError(String, stderrTail: String)
    /// An asynchronous session did not finish a request within its per-step timeout.
    case timedOut(String)
    /// A replay adapter has no usable recording of the spec (none, or a stale one).
    case notRecorded(String)

    /// The message shown in reports.
    public var description: String {
        switch self {
        case .runaway(let m): return "runaway: \(m)"
        case .unsupported(let m): return "unsupported: \(m)"
        case .timedOut(let m): return "timed out: \(m)"
        case .notRecorded(let m): return m
        case .protocolError(let m, let tail): return tail.isEmpty ? m : "\(m)\n--- adapter stderr (tail) ---\n\(tail)"
        }
    }
}
