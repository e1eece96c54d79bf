import Dispatch
import Foundation

/// Runs an asynchronous session inside the runner's synchronous contract: each request starts
/// where its kind says — on the main actor for a `MainActorAdapter`, on a task of its own for an
/// `AsyncAdapter` — the calling worker waits for it (and for the SDK to settle) within the per-step
/// timeout, and the callbacks recorded meanwhile move to the runner's `Recorder` in arrival order.
///
/// A main-actor session holds `MainActorGate` from start to end, so such sessions run one at a
/// time; the worker thread waits while the main actor works, which is why a main-actor adapter
/// can never be run from the main thread itself (ConformTesting's `async` API runs the suite on
/// a thread of its own).
///
/// The session's end has one meaning: once `finish` returned and the SDK was quiet for
/// `quietPeriod`, the recorder is closed — a callback after it is a late callback of the case
/// (`LateCallbacks`), never part of the transcript and never dropped — and the bridge lets go of
/// the adapter's session (on the main actor for a main-actor one), so the SDK objects it owns are
/// released; their late work must hold the session weakly (docs/ios.md, "After the session").
final class AsyncSessionBridge: AdapterSession {
    /// The adapter's session, of either kind.
    enum Session: Sendable {
        /// Requests start on the main actor.
        case mainActor(any MainActorAdapterSession)
        /// Requests start on a detached task.
        case concurrent(any AsyncAdapterSession)
    }

    /// The adapter's session, until the spec ended.
    private var session: Session?
    /// The adapter, for the late callbacks' reports.
    private let adapterID: String
    /// What the session records into.
    private let context: AsyncSessionContext
    /// How long requests may take.
    private let timing: SessionTiming
    /// How many of the async recorder's events the runner's recorder already has.
    private var transferred = 0
    /// Whether this session holds the main-actor gate (released once, at the end).
    private var holdsGate: Bool

    /// Wraps a started session.
    private init(session: Session, adapterID: String, context: AsyncSessionContext, timing: SessionTiming) {
        self.session = session
        self.adapterID = adapterID
        self.context = context
        self.timing = timing
        if case .mainActor = session { holdsGate = true } else { holdsGate = false }
    }

    /// Releases the gate of a session the runner abandoned (an error, a timeout); what its SDK
    /// reports afterwards is ignored (the case already says why it stopped).
    deinit {
        if session != nil { context.recorder.abandon() }
        Self.release(session)
        if holdsGate { MainActorGate.release() }
    }

    /// Lets go of an adapter's session: a main-actor one on the main actor, where its SDK objects
    /// (views, controllers) must be released.
    private static func release(_ session: Session?) {
        guard case .mainActor(let object)? = session else { return }
        DispatchQueue.main.async { withExtendedLifetime(object) {} }
    }

    /// Starts a main-actor adapter's session for `given`, once the gate is free.
    static func start<A: MainActorAdapter>(_ adapter: A, given: Given, context: SessionContext) throws -> AsyncSessionBridge {
        if MainQueueProbe.isMainThreadOrQueue {
            throw AdapterError.unsupported(
                "'\(adapter.id)' runs on the main actor, and the suite was run from the main thread, which would wait for itself: "
                    + "call ConformTesting's async API ('try await suite.assertConformance(in: self)', 'try await suite.check(pair)', "
                    + "'try await suite.failures()') so the suite runs on a thread of its own")
        }
        MainActorGate.acquire()
        let asyncContext = makeContext(context)
        let timing = adapter.timing
        let started: any MainActorAdapterSession
        do {
            started = try run(
                .mainActor, timing, for: "starting the session", recorder: asyncContext.recorder,
                onMainActor: { try await adapter.startSession(given: given, context: asyncContext) },
                detached: { throw AdapterError.unsupported("a main-actor session starts on the main actor") })
        } catch {
            MainActorGate.release()
            throw error
        }
        let bridge = AsyncSessionBridge(session: .mainActor(started), adapterID: adapter.id, context: asyncContext, timing: timing)
        bridge.transfer(to: context.recorder)
        return bridge
    }

    /// Starts an asynchronous adapter's session for `given`.
    static func start<A: AsyncAdapter>(_ adapter: A, given: Given, context: SessionContext) throws -> AsyncSessionBridge {
        let asyncContext = makeContext(context)
        let timing = adapter.timing
        let started = try run(
            .concurrent, timing, for: "starting the session", recorder: asyncContext.recorder,
            onMainActor: { throw AdapterError.unsupported("an asynchronous session starts on a task of its own") },
            detached: { try await adapter.startSession(given: given, context: asyncContext) })
        let bridge = AsyncSessionBridge(session: .concurrent(started), adapterID: adapter.id, context: asyncContext, timing: timing)
        bridge.transfer(to: context.recorder)
        return bridge
    }

    /// The asynchronous context of a spec: a recorder one event past the runner's limit (so the
    /// runner sees an overflow), stamping events at the current time.
    private static func makeContext(_ context: SessionContext) -> AsyncSessionContext {
        let recorder = AsyncRecorder(limit: context.recorder.limit + 1)
        recorder.setTime(context.clock.now)
        return AsyncSessionContext(recorder: recorder, specID: context.specID)
    }

    /// Performs `step` (a `wait` becomes `advance`).
    func perform(_ step: Step, context runner: SessionContext) throws {
        if case .wait(let span) = step {
            try advance(by: span, context: runner)
            return
        }
        context.recorder.setTime(runner.clock.now)
        try request(
            "step '\(step.transcriptForm)'",
            onMainActor: { session, context in try await session.perform(step, context: context) },
            detached: { session, context in try await session.perform(step, context: context) })
        transfer(to: runner.recorder)
    }

    /// Lets `span` pass: callbacks recorded meanwhile are stamped at its end; then the runner's
    /// clock moves on.
    func advance(by span: VirtualTime, context runner: SessionContext) throws {
        context.recorder.setTime(runner.clock.now + span)
        try request(
            "'wait \(span)'",
            onMainActor: { session, context in try await session.advance(by: span, context: context) },
            detached: { session, context in try await session.advance(by: span, context: context) })
        if !runner.clock.advance(by: span, jobBudget: runner.jobBudget) {
            throw AdapterError.runaway("scheduled work did not settle within \(runner.jobBudget) jobs")
        }
        transfer(to: runner.recorder)
    }

    /// Ends the spec and releases the main-actor gate.
    func finish(context runner: SessionContext) throws -> FinalState {
        context.recorder.setTime(runner.clock.now)
        defer {
            if holdsGate {
                holdsGate = false
                MainActorGate.release()
            }
        }
        let final = try request(
            "the end of the spec",
            onMainActor: { session, context in try await session.finish(context: context) },
            detached: { session, context in try await session.finish(context: context) })
        // The session ended: what comes now is late, and the adapter's session is let go. The case
        // listens `lateWatch` more (other main-actor sessions may start meanwhile); a callback then
        // fails it, one after that is reported by the next case (`LateCallbacks`).
        context.recorder.end(specID: context.specID, adapterID: adapterID, timing: timing)
        transfer(to: runner.recorder)
        Self.release(session)
        session = nil
        if holdsGate {
            holdsGate = false
            MainActorGate.release()
        }
        Settling.pause(timing.lateWatch)
        let late = context.recorder.stopListening()
        guard late.isEmpty else {
            throw AdapterError.timedOut(late.map { "a callback after the session ended: " + $0.message }.joined(separator: "\n"))
        }
        return final
    }

    /// Runs one request on the session, whichever its kind.
    @discardableResult
    private func request<T: Sendable>(
        _ what: String,
        onMainActor: @escaping @MainActor @Sendable (any MainActorAdapterSession, AsyncSessionContext) async throws -> T,
        detached: @escaping @Sendable (any AsyncAdapterSession, AsyncSessionContext) async throws -> T
    ) throws -> T {
        let context = self.context
        switch session {
        case nil:
            throw AdapterError.unsupported("\(what) came after the end of the spec")
        case .mainActor(let session)?:
            return try Self.run(
                .mainActor, timing, for: what, recorder: context.recorder,
                onMainActor: { try await onMainActor(session, context) },
                detached: { throw AdapterError.unsupported("a main-actor session runs on the main actor") })
        case .concurrent(let session)?:
            return try Self.run(
                .concurrent, timing, for: what, recorder: context.recorder,
                onMainActor: { throw AdapterError.unsupported("an asynchronous session runs on a task of its own") },
                detached: { try await detached(session, context) })
        }
    }

    /// Hands the events recorded since the last transfer to the runner's recorder.
    private func transfer(to recorder: Recorder) {
        let events = context.recorder.events(from: transferred)
        transferred += events.count
        for event in events { recorder.record(event, at: event.time) }
    }

    /// Where a request runs.
    enum Place {
        /// On the main actor, directly.
        case mainActor
        /// On a detached task.
        case concurrent
    }

    /// Runs one request where `place` says, then lets the SDK settle; the calling thread waits
    /// (see `wait`). Only the closure for `place` is called.
    @discardableResult
    static func run<T: Sendable>(
        _ place: Place, _ timing: SessionTiming, for what: String, recorder: AsyncRecorder,
        onMainActor: @escaping @MainActor @Sendable () async throws -> T,
        detached: @escaping @Sendable () async throws -> T
    ) throws -> T {
        let outcome = Locked<Result<T, any Error>?>(nil)
        let started = Locked<ContinuousClock.Instant?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task: Task<Void, Never>
        switch place {
        case .mainActor:
            task = Task { @MainActor in
                let start = ContinuousClock.now
                started.withLock { $0 = start }
                let result: Result<T, any Error>
                do { result = .success(try await onMainActor()) } catch { result = .failure(error) }
                outcome.withLock { $0 = result }
                done.signal()
            }
        case .concurrent:
            task = Task.detached {
                let start = ContinuousClock.now
                started.withLock { $0 = start }
                let result: Result<T, any Error>
                do { result = .success(try await detached()) } catch { result = .failure(error) }
                outcome.withLock { $0 = result }
                done.signal()
            }
        }
        try wait(done, started: started, place: place, timing: timing, for: what, task: task)
        switch outcome.withLock({ $0 }) {
        case .success(let value)?:
            let deadline = (started.withLock { $0 } ?? .now) + timing.stepTimeout
            let settled =
                place == .mainActor
                ? Settling.drainingMainQueue(recorder: recorder, quiet: timing.quietPeriod, until: deadline)
                : Settling.quietly(recorder: recorder, quiet: timing.quietPeriod, until: deadline)
            guard settled else {
                throw AdapterError.timedOut("\(what) did not settle within \(timing.stepTimeout), the per-step timeout: the SDK kept calling back")
            }
            return value
        case .failure(let error as AdapterError)?: throw error
        case .failure(let error)?: throw AdapterError.unsupported("\(what) failed: \(error)")
        case nil: throw AdapterError.timedOut("\(what) ended without an outcome")
        }
    }

    /// Waits for `done`. The step timeout counts from the moment the request starts running, not
    /// from when it was queued: a busy machine (a test run whose other tests hold every thread of
    /// the cooperative pool) delays the start, which is not the adapter's fault. A request that
    /// never starts at all is given up after `startLimit`.
    private static func wait(
        _ done: DispatchSemaphore, started: Locked<ContinuousClock.Instant?>, place: Place,
        timing: SessionTiming, for what: String, task: Task<Void, Never>
    ) throws {
        let queued = ContinuousClock.now
        let startLimit = max(timing.stepTimeout * 6, .seconds(60))
        let location = place == .mainActor ? " on the main actor" : ""
        while done.wait(timeout: .now() + 0.02) == .timedOut {
            let now = ContinuousClock.now
            if let start = started.withLock({ $0 }) {
                guard now - start > timing.stepTimeout else { continue }
                task.cancel()
                throw AdapterError.timedOut(
                    "\(what) did not finish within \(timing.stepTimeout)\(location), the per-step timeout: "
                        + "is the main actor blocked, or does the session wait for a callback that never comes?")
            }
            guard now - queued > startLimit else { continue }
            task.cancel()
            throw AdapterError.timedOut("\(what) never started: \(startLimit) passed before it could run\(location); is the main actor blocked?")
        }
    }
}
