import Foundation

/// Why a request to an external adapter did not complete.
package enum ExchangeFailure: Error, Sendable, Hashable {
    /// The adapter broke the protocol, crashed or hung: the process cannot be trusted any more and
    /// must be stopped. The message says what happened.
    case broken(String)
    /// The adapter answered `error`: the spec cannot go on, but the process is fine.
    case refused(String)

    package var message: String {
        switch self {
        case .broken(let message), .refused(let message): return message
        }
    }
}

/// One adapter process spoken to in `conform/1`: numbers requests, checks every reply line
/// (JSON, schema, type, sequence number, limits, time) and logs the wire when asked to.
package final class AdapterConnection: Sendable {
    package let process: AdapterProcess
    /// The adapter's id, for the trace and messages.
    package let label: String
    /// How long one request may take.
    package let timeout: Duration
    /// What the runner announced in `hello`.
    package let limits: WireLimits
    /// What the adapter declared in `ready`.
    package let handshake: WireHandshake
    /// Where the wire log goes, if anywhere.
    private let trace: WireTrace?
    /// The next request's sequence number (`hello` is 1).
    private let nextSeq = Locked(2)

    /// Wraps a process whose handshake is done.
    private init(process: AdapterProcess, label: String, timeout: Duration, limits: WireLimits, handshake: WireHandshake, trace: WireTrace?) {
        self.process = process
        self.label = label
        self.timeout = timeout
        self.limits = limits
        self.handshake = handshake
        self.trace = trace
    }

    /// Starts the adapter and performs the handshake (`hello` → `ready`); on any failure the process
    /// is stopped and the error carries its stderr tail.
    package static func open(
        _ configuration: AdapterProcess.Configuration, label: String, timeout: Duration,
        limits: WireLimits, trace: WireTrace?,
        registry: ChildProcessRegistry = .shared
    ) throws(ExternalAdapterFailure) -> AdapterConnection {
        let process: AdapterProcess
        do {
            process = try AdapterProcess.start(configuration, registry: registry)
        } catch {
            throw ExternalAdapterFailure(message: error.description, stderrTail: "")
        }
        trace?.note("started: \(configuration.command.joined(separator: " "))", adapter: label, pid: process.pid)
        var ready: WireHandshake?
        do throws(ExchangeFailure) {
            let reply = try exchange(
                .hello(seq: 1, limits: limits), on: process, label: label, timeout: timeout,
                limits: limits, trace: trace
            ) { (_: WireEvent) throws(ExchangeFailure) in
                throw .broken("the adapter sent an 'event' before 'ready': answer 'hello' with 'ready' first")
            }
            guard case .ready(_, let handshake) = reply else {
                throw ExchangeFailure.broken("the adapter answered 'hello' with '\(reply.type)': the first reply must be 'ready'")
            }
            guard WireProtocol(rawValue: handshake.protocolVersion) != nil else {
                throw ExchangeFailure.broken(
                    "the adapter speaks protocol '\(handshake.protocolVersion)', but this runner speaks \(WireProtocol.spoken): "
                        + "answer 'hello' with one of them in 'protocol' ('hello' lists them in 'protocols')")
            }
            guard !handshake.adapter.isEmpty, !handshake.sdk.isEmpty, !handshake.sdkVersion.isEmpty else {
                throw ExchangeFailure.broken("'ready' fields 'adapter', 'sdk' and 'sdk_version' must not be empty")
            }
            ready = handshake
        } catch {
            process.stop(grace: 0)
            throw ExternalAdapterFailure(message: "handshake failed: \(error.message)", stderrTail: process.stderrTail())
        }
        guard let handshake = ready else { throw ExternalAdapterFailure(message: "handshake failed", stderrTail: "") }
        return AdapterConnection(process: process, label: label, timeout: timeout, limits: limits, handshake: handshake, trace: trace)
    }

    /// Sends the request `make` builds with the next sequence number, hands every `event` reply
    /// to `onEvent`, and returns the closing `done`. Throws `.refused` for an `error` reply and
    /// `.broken` for everything else that goes wrong (including what `onEvent` throws).
    package func request(
        _ make: (Int) -> WireMessage,
        onEvent: (WireEvent) throws(ExchangeFailure) -> Void
    ) throws(ExchangeFailure) -> WireMessage {
        let seq = nextSeq.withLock { next in
            defer { next += 1 }
            return next
        }
        return try Self.exchange(make(seq), on: process, label: label, timeout: timeout, limits: limits, trace: trace, onEvent: onEvent)
    }

    /// Stops the process (it is broken, or the run is over); `grace` seconds for it to exit by itself.
    package func close(grace: Double) {
        process.stop(grace: grace)
        trace?.note(process.exitDescription ?? "stopped", adapter: label, pid: process.pid)
    }

    /// One request and its replies, checked line by line.
    static func exchange(
        _ request: WireMessage, on process: AdapterProcess, label: String, timeout: Duration, limits: WireLimits,
        trace: WireTrace?, onEvent: (WireEvent) throws(ExchangeFailure) -> Void
    ) throws(ExchangeFailure) -> WireMessage {
        // No sequence number or process id in messages: they depend on which process served which
        // specs, so with them a report would differ between --jobs 1 and --jobs 4 (--trace-adapter shows both).
        let what = "'\(request.type)'"
        // Anything already waiting on stdout was written outside a request: after a 'done', say.
        if let early = process.nextLine(until: .distantPast) {
            switch early {
            case .line(let bytes):
                trace?.received(bytes, adapter: label, pid: process.pid)
                throw .broken("the adapter wrote a line when no request was open (after the last 'done'): \(excerpt(bytes))\(lateNote(bytes))")
            case .end:
                throw .broken("the adapter \(exitNote(process)) before \(what) was sent")
            case .oversized(let limit):
                throw .broken("the adapter wrote a line longer than \(limit) bytes when no request was open")
            }
        }
        let line = request.encoded()
        trace?.sent(line, adapter: label, pid: process.pid)
        let deadline = Date().addingTimeInterval(Settling.seconds(timeout))
        do {
            try process.send(line, deadline: deadline)
        } catch {
            if case .timedOut = error { throw .broken("the adapter did not read \(what) within \(seconds(timeout))") }
            throw .broken("the adapter \(exitNote(process)) before reading \(what): \(error.description)")
        }
        while true {
            guard let item = process.nextLine(until: deadline) else {
                throw .broken("the adapter did not answer \(what) within \(seconds(timeout))")
            }
            let bytes: [UInt8]
            switch item {
            case .end:
                throw .broken("the adapter \(exitNote(process)) while answering \(what)")
            case .oversized(let limit):
                throw .broken("the adapter wrote a line longer than the limit of \(limit) bytes while answering \(what)")
            case .line(let line):
                bytes = line
            }
            trace?.received(bytes, adapter: label, pid: process.pid)
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let reply: WireMessage
            do {
                reply = try WireMessage.decode(bytes)
            } catch {
                throw .broken("malformed reply to \(what): \(error.message); the line was: \(excerpt(bytes))")
            }
            guard !reply.isRequest else {
                throw .broken("the adapter sent '\(reply.type)', a message only the runner sends, while answering \(what)")
            }
            guard reply.seq == request.seq else {
                let which = reply.seq < request.seq ? "the sequence number of a request already answered" : "a sequence number no request had yet"
                throw .broken(
                    "wrong sequence number: the adapter sent '\(reply.type)' with \(which) while answering \(what)\(reply.seq < request.seq ? lateNote(bytes) : "")"
                )
            }
            switch reply {
            case .event(_, let event):
                try onEvent(event)
            case .ready:
                guard case .hello = request else { throw .broken("the adapter answered \(what) with 'ready', which only answers 'hello'") }
                return reply
            case .done:
                if case .hello = request { throw .broken("the adapter answered 'hello' with 'done': the first reply must be 'ready'") }
                return reply
            case .error(_, let message):
                if case .hello = request { throw .broken("the adapter refused 'hello': \(message)") }
                throw .refused("the adapter answered \(what) with an error: \(message)")
            case .hello, .begin, .step, .advance, .end:
                throw .broken("the adapter sent '\(reply.type)', a message only the runner sends")
            }
        }
    }

    /// For an event that came after its request's `done`: a callback after its request was
    /// answered — after `end`, after the spec's session ended — is never dropped: named, with
    /// what to change (docs/adapter-protocol.md, `end`).
    static func lateNote(_ bytes: [UInt8]) -> String {
        guard case .event(_, let event)? = try? WireMessage.decode(bytes) else { return "" }
        return "; a callback after its request was answered: event '\(event.name)' (\(event.native)) came after that request's 'done' — "
            + "report every event of a request before its 'done', and run the SDK's pending work before answering 'end' (up to its horizon_ms), "
            + "or the callback is lost to the spec it belongs to"
    }

    /// `exited with status 1` or `closed its stdout`, waiting briefly for the exit to be known.
    static func exitNote(_ process: AdapterProcess) -> String {
        process.waitForExit(timeout: 1)
        return process.exitDescription ?? "closed its stdout"
    }

    /// The start of a line, quoted, for error messages.
    static func excerpt(_ bytes: [UInt8]) -> String {
        let limit = 200
        let text = String(decoding: bytes.prefix(limit), as: UTF8.self)
        return "'\(text)\(bytes.count > limit ? "…" : "")'"
    }

    /// `span` as the messages write it: `10s`, `0.5s`.
    static func seconds(_ span: Duration) -> String {
        let value = Settling.seconds(span)
        return value == value.rounded() ? "\(Int(value))s" : "\(value)s"
    }
}

/// An external adapter could not be used: the message and the adapter's stderr tail.
package struct ExternalAdapterFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package var message: String
    /// The last lines the adapter wrote to stderr.
    package var stderrTail: String

    /// The message and, when there is one, the stderr tail.
    package var description: String { AdapterError.protocolError(message, stderrTail: stderrTail).description }
}
