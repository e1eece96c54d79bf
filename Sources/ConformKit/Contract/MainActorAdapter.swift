/// An adapter whose SDK lives on the main actor — UIKit and SwiftUI paywalls, the real SDK in an
/// app's test target — and answers later, on the main queue. Conforming is how an adapter declares
/// that it must run there: its sessions run **one at a time**, every request starts on the main
/// actor (no hop through the cooperative thread pool), and each is given `timing.stepTimeout`,
/// settling included (docs/ios.md).
///
/// It is an `Adapter` like any other, bridged by default into the synchronous contract. The runner's
/// worker thread waits while the main actor works, so a suite with a main-actor adapter must not
/// be run synchronously from the main thread: ConformTesting's `async` API runs it on a thread of
/// its own (and the synchronous call is refused with that advice, never a deadlock).
public protocol MainActorAdapter: Adapter {
    /// How long a request may take and how long the SDK must stay quiet after it.
    var timing: SessionTiming { get }
    /// Starts one spec on the main actor: the SDK is configured for `given`, nothing is presented.
    @MainActor func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession
}

/// One spec's run against a main-actor adapter: a `@MainActor` class, usually the SDK's delegate.
@MainActor
public protocol MainActorAdapterSession: AnyObject, Sendable {
    /// Performs one step — a presentation, a tap — and returns; callbacks go to `context.recorder`,
    /// now or later on the main queue (they are collected until the SDK settles). Throws only for
    /// operational failures, never for SDK behaviour.
    func perform(_ step: Step, context: AsyncSessionContext) async throws
    /// Lets `span` of virtual time pass (a spec's `wait`); callbacks recorded meanwhile are stamped
    /// at the end of the wait. The default does nothing: a real SDK's timers run on their own.
    func advance(by span: VirtualTime, context: AsyncSessionContext) async throws
    /// Ends the spec; returns the paywall's final state and result.
    func finish(context: AsyncSessionContext) async throws -> FinalState
}

extension MainActorAdapter {
    /// 10 s per request; after each, the main queue drained and 50 ms without a callback
    /// (`SessionTiming.standard`).
    public var timing: SessionTiming { .standard }
}

extension MainActorAdapterSession {
    /// Nothing to do: the SDK's own timers run in real time.
    public func advance(by span: VirtualTime, context: AsyncSessionContext) async throws {}
}
