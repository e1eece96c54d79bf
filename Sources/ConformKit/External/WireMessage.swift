/// One line of the adapter protocol (`conform/1`, `conform/2`: the same messages, `WireProtocol`):
/// a JSON object with a `type` and a `seq`.
///
/// Requests (`hello`, `begin`, `step`, `advance`, `end`) go from the runner to the adapter's stdin;
/// replies (`ready`, `event`, `done`, `error`) come back on its stdout and echo the request's `seq`.
/// docs/adapter-protocol.md is the reference; a test decodes every example in it with `decode`.
package enum WireMessage: Sendable, Hashable {
    /// Opens the conversation; the adapter answers `ready`.
    case hello(seq: Int, limits: WireLimits)
    /// Starts a spec in the world `given`; the adapter answers `done`.
    case begin(seq: Int, spec: String, given: Given)
    /// Performs one step; the adapter answers with `event`s, then `done`.
    case step(seq: Int, step: Step)
    /// Lets virtual time pass by `by`, to the absolute time `to`; events, then `done`.
    case advance(seq: Int, by: VirtualTime, to: VirtualTime)
    /// Ends the spec: pending work runs (up to `horizon` of virtual time); events, then `done` with `final`.
    case end(seq: Int, horizon: VirtualTime)
    /// The adapter's handshake, answering `hello`.
    case ready(seq: Int, handshake: WireHandshake)
    /// A callback the SDK fired while the adapter worked on request `seq`.
    case event(seq: Int, event: WireEvent)
    /// Request `seq` is complete; `final` answers `end`.
    case done(seq: Int, final: FinalState?)
    /// Request `seq` failed for a reason that is not SDK behaviour (an unsupported step, say).
    case error(seq: Int, message: String)

    /// The largest `seq` and millisecond value: 2^53 − 1, exact in every JSON implementation.
    package static let maxMilliseconds: Int64 = 9_007_199_254_740_991
    /// Every message type, requests first.
    package static let types = ["hello", "begin", "step", "advance", "end", "ready", "event", "done", "error"]

    /// The message's `type`.
    package var type: String {
        switch self {
        case .hello: return "hello"
        case .begin: return "begin"
        case .step: return "step"
        case .advance: return "advance"
        case .end: return "end"
        case .ready: return "ready"
        case .event: return "event"
        case .done: return "done"
        case .error: return "error"
        }
    }

    /// The sequence number: the request's own, or the one a reply echoes.
    package var seq: Int {
        switch self {
        case .hello(let seq, _), .begin(let seq, _, _), .step(let seq, _), .advance(let seq, _, _), .end(let seq, _),
            .ready(let seq, _), .event(let seq, _), .done(let seq, _), .error(let seq, _):
            return seq
        }
    }

    /// Whether the runner sends it (rather than the adapter).
    package var isRequest: Bool {
        switch self {
        case .hello, .begin, .step, .advance, .end: return true
        case .ready, .event, .done, .error: return false
        }
    }

    /// The message as one line of compact JSON, without the newline.
    package func encoded() -> String {
        JSONWriter.line { w in
            w.string("type", type)
            w.int("seq", seq)
            switch self {
            case .hello(_, let limits):
                w.string("protocol", WireProtocol.hello.rawValue)
                w.strings("protocols", WireProtocol.names)
                limits.write(to: &w)
            case .begin(_, let spec, let given):
                w.string("spec", spec)
                WireGiven.write(given, key: "given", to: &w)
            case .step(_, let step):
                WireStep.write(step, key: "step", to: &w)
            case .advance(_, let by, let to):
                w.int("by_ms", Int(by.milliseconds))
                w.int("to_ms", Int(to.milliseconds))
            case .end(_, let horizon):
                w.int("horizon_ms", Int(horizon.milliseconds))
            case .ready(_, let handshake):
                handshake.write(to: &w)
            case .event(_, let event):
                event.write(to: &w)
            case .done(_, let final):
                if let final {
                    w.beginObject("final")
                    w.string("state", final.state.rawValue)
                    w.string("result", final.result)
                    if !final.settled { w.bool("settled", false) }
                    w.endObject()
                }
            case .error(_, let message):
                w.string("message", message)
            }
        }
    }

    /// Reads one line (without its newline): JSON syntax, then the message's schema.
    package static func decode<Bytes: Collection<UInt8>>(_ line: Bytes) throws(WireDecodingError) -> WireMessage {
        let value: JSONValue
        do {
            value = try JSONValue.parse(line)
        } catch {
            throw WireDecodingError("not JSON: \(error)")
        }
        let fields = try WireFields(value, "a message")
        guard let typeValue = fields.members["type"] else { throw WireDecodingError("the message has no 'type' field") }
        guard let type = typeValue.string else {
            throw WireDecodingError("the message's 'type' must be a string, not \(WireFields.show(typeValue))")
        }
        guard types.contains(type) else {
            throw WireDecodingError("unknown message type '\(type)' (expected one of: \(types.joined(separator: ", ")))")
        }
        let message = try WireFields(value, "'\(type)'")
        let seq = Int(try message.integer("seq", in: 0...maxMilliseconds))
        switch type {
        case "hello":
            let version = try message.string("protocol")
            guard WireProtocol(rawValue: version) != nil else {
                throw WireDecodingError("'hello' speaks protocol '\(version)', not \(WireProtocol.spoken)")
            }
            return .hello(seq: seq, limits: try WireLimits.read(message))
        case "begin":
            guard let given = message.members["given"] else { throw message.missing("given", "object") }
            return .begin(seq: seq, spec: try message.string("spec"), given: try WireGiven.read(given))
        case "step":
            guard let step = message.members["step"] else { throw message.missing("step", "object") }
            return .step(seq: seq, step: try WireStep.read(step))
        case "advance":
            let by = try message.integer("by_ms", in: 0...maxMilliseconds)
            let to = try message.integer("to_ms", in: by...maxMilliseconds)
            return .advance(seq: seq, by: VirtualTime(milliseconds: by), to: VirtualTime(milliseconds: to))
        case "end":
            return .end(seq: seq, horizon: VirtualTime(milliseconds: try message.integer("horizon_ms", in: 0...maxMilliseconds)))
        case "ready":
            return .ready(seq: seq, handshake: try WireHandshake.read(message))
        case "event":
            return .event(seq: seq, event: try WireEvent.read(message))
        case "done":
            return .done(seq: seq, final: try readFinal(message))
        default:
            return .error(seq: seq, message: try message.string("message"))
        }
    }

    /// Reads the optional `final` of a `done`.
    private static func readFinal(_ message: WireFields) throws(WireDecodingError) -> FinalState? {
        guard let final = try message.optionalObject("final") else { return nil }
        let stateName = try final.string("state")
        guard let state = PaywallState(rawValue: stateName) else {
            throw WireDecodingError("'done.final' field 'state' must be open, closed or not_shown, not '\(stateName)'")
        }
        let result = try final.optionalString("result") ?? "none"
        guard !result.isEmpty, !result.contains(where: { $0.isWhitespace }) else {
            throw WireDecodingError("'done.final' field 'result' must be one word, like 'purchased' or 'none'")
        }
        return FinalState(state: state, result: result, settled: try final.optionalBool("settled") ?? true)
    }
}

/// The limits the runner announces in `hello`, so an adapter can stay within them; the defaults
/// are the runner's.
package struct WireLimits: Sendable, Hashable {
    /// The longest line either side may write, in bytes, newline excluded.
    package var maxLineBytes = 1 << 20
    /// The most events one spec may report.
    package var maxEvents = Limits.maxEventsPerSpec
    /// How long the runner waits for a request to complete, in real milliseconds.
    package var timeoutMilliseconds = 10_000

    /// Writes `limits` into the current object.
    func write(to w: inout JSONWriter) {
        w.beginObject("limits")
        w.int("max_line_bytes", maxLineBytes)
        w.int("max_events", maxEvents)
        w.int("timeout_ms", timeoutMilliseconds)
        w.endObject()
    }

    /// Reads the optional `limits` of a `hello`; absent values take the defaults.
    static func read(_ hello: WireFields) throws(WireDecodingError) -> WireLimits {
        var limits = WireLimits()
        guard let fields = try hello.optionalObject("limits") else { return limits }
        if let n = try fields.optionalInteger("max_line_bytes", in: 1...Int64(Int32.max)) { limits.maxLineBytes = Int(n) }
        if let n = try fields.optionalInteger("max_events", in: 1...Int64(Int32.max)) { limits.maxEvents = Int(n) }
        if let n = try fields.optionalInteger("timeout_ms", in: 1...Int64(Int32.max)) { limits.timeoutMilliseconds = Int(n) }
        return limits
    }
}
