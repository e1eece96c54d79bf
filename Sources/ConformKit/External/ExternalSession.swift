/// One spec on an external adapter: each call is one request (`begin`, `step`, `advance`, `end`)
/// whose events are checked (time window, order, count) and recorded. The process goes back to the
/// pool when the spec ends, or is stopped when it broke the protocol.
final class ExternalSession: AdapterSession {
    /// How far past the last step `end` lets pending work run, as the in-process replay does.
    static let drainHorizon = VirtualTime.seconds(3600)

    /// The process serving this spec; nil once it went back to the pool or was stopped.
    private var connection: AdapterConnection?
    /// Where the process goes back when the spec is over.
    private let pool: ProcessPool
    /// The most events this spec may report.
    private let maxEvents: Int

    /// Creates a session on a process taken from `pool`; a spec may report at most `maxEvents` events.
    init(connection: AdapterConnection, pool: ProcessPool, maxEvents: Int) {
        self.connection = connection
        self.pool = pool
        self.maxEvents = maxEvents
    }

    /// Hands a still-held process back to the pool.
    deinit {
        // A spec abandoned after an error reply: the process is sound, and `begin` starts afresh.
        if let connection { pool.release(connection) }
    }

    /// Sends `begin`; events the SDK fires while being configured are recorded at time zero.
    func begin(specID: String, given: Given, context: SessionContext) throws {
        let now = context.clock.now
        _ = try exchange({ .begin(seq: $0, spec: specID, given: given) }, from: now, to: now, context: context)
    }

    /// Sends `step` (or, for `wait`, `advance`).
    func perform(_ step: Step, context: SessionContext) throws {
        if case .wait(let span) = step {
            try advance(by: span, context: context)
            return
        }
        let now = context.clock.now
        _ = try exchange({ .step(seq: $0, step: step) }, from: now, to: now, context: context)
    }

    /// Sends `advance`; events may carry any time up to the new time, and the local clock follows.
    func advance(by span: VirtualTime, context: SessionContext) throws {
        let from = context.clock.now
        let to = from + span
        _ = try exchange({ .advance(seq: $0, by: span, to: to) }, from: from, to: to, context: context)
        context.clock.advance(by: span, jobBudget: context.jobBudget)
    }

    /// Sends `end`: pending work runs on the adapter's side; `done` carries the final state.
    func finish(context: SessionContext) throws -> FinalState {
        let from = context.clock.now
        let reply = try exchange({ .end(seq: $0, horizon: Self.drainHorizon) }, from: from, to: from + Self.drainHorizon, context: context)
        guard case .done(_, let final?) = reply else {
            throw failure(.broken("the adapter answered 'end' with 'done' but no 'final' state: add \"final\": {\"state\": …, \"result\": …}"))
        }
        if let connection {
            pool.release(connection)
            self.connection = nil
        }
        return final
    }

    /// One request; events must fall in `from...to`, never go back in time, and stay within the
    /// recorder's limit.
    private func exchange(_ make: (Int) -> WireMessage, from: VirtualTime, to: VirtualTime, context: SessionContext) throws -> WireMessage {
        guard let connection else {
            throw AdapterError.protocolError("the adapter session is already closed", stderrTail: "")
        }
        let recorder = context.recorder
        let limit = EventIntake.eventLimit(configured: maxEvents, recorder: recorder)
        do {
            return try connection.request(make) { (event: WireEvent) throws(ExchangeFailure) in
                try EventIntake.take(event, from: from, to: to, into: recorder, limit: limit)
            }
        } catch {
            throw failure(error)
        }
    }

    /// The error verdict's reason; a broken process is stopped (the next spec starts a new one).
    private func failure(_ failure: ExchangeFailure) -> AdapterError {
        guard let connection else { return .protocolError(failure.message, stderrTail: "") }
        switch failure {
        case .broken(let message):
            self.connection = nil
            connection.close(grace: 0)
            return .protocolError(
                "\(message) (the process was stopped; a new one serves the next spec)",
                stderrTail: connection.process.stderrTail())
        case .refused(let message):
            return .protocolError(message, stderrTail: connection.process.stderrTail())
        }
    }
}
