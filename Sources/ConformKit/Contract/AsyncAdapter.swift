/// An adapter whose SDK answers asynchronously and is not bound to the main actor (a networked
/// SDK, a server-driven flow): its sessions are `Sendable` (an `actor`, typically) and may run
/// several at once. For an SDK on the main actor — UIKit, SwiftUI — use `MainActorAdapter`.
///
/// It is an `Adapter` like any other — the runner, `conform run` and ConformTesting take it
/// unchanged — because its synchronous `makeSession` is bridged by default: each request starts
/// on a task of its own and the runner's worker waits for it, within `timing`
/// (docs/ios.md, "Asynchronous and main-actor adapters").
public protocol AsyncAdapter: Adapter {
    /// How long a request may take and how long the SDK must stay quiet after it; `.standard`
    /// unless declared.
    var timing: SessionTiming { get }
    /// Starts one spec: the SDK is configured for `given` but nothing is presented yet.
    func startSession(given: Given, context: AsyncSessionContext) async throws -> any AsyncAdapterSession
}

/// One spec's run against an asynchronous adapter, from any thread.
public protocol AsyncAdapterSession: AnyObject, Sendable {
    /// Performs one step; callbacks go to `context.recorder`, now or later (they are collected
    /// until the SDK settles). Throws only for operational failures, never for SDK behaviour.
    func perform(_ step: Step, context: AsyncSessionContext) async throws
    /// Lets `span` of virtual time pass (a spec's `wait`); callbacks recorded meanwhile are stamped
    /// at the end of the wait. The default does nothing: a real SDK's timers run on their own.
    func advance(by span: VirtualTime, context: AsyncSessionContext) async throws
    /// Ends the spec; returns the paywall's final state and result.
    func finish(context: AsyncSessionContext) async throws -> FinalState
}

extension AsyncAdapter {
    /// 10 s per request, 50 ms without a callback after each (`SessionTiming.standard`).
    public var timing: SessionTiming { .standard }
}

extension AsyncAdapterSession {
    /// Nothing to do: the SDK's own timers run in real time.
    public func advance(by span: VirtualTime, context: AsyncSessionContext) async throws {}
}
