/// How one host handler's script travels in `given.handlers` (docs/adapter-protocol.md, "given"):
/// a plain behaviour in the first `conform/1` shape — `{"kind": "returns", "value": "true"}` — and
/// anything more, per-call answers, a time the handler runs or what the app does inside it, as
/// `{"kind": "script", "calls": [call…]}`. An adapter only receives scripts when it declares
/// `handler-scripts` (or, for a time alone, a handler that `waits`), so old adapters keep working.
enum WireHandlerScript {
    /// Writes `script` as the value of `key`.
    static func write(_ script: HandlerScript, key: String, to w: inout JSONWriter) {
        guard !script.isPlain else {
            w.beginObject(key)
            writeBehaviour(script.calls[0].behaviour, to: &w)
            w.endObject()
            return
        }
        w.beginObject(key)
        w.string("kind", "script")
        w.objects("calls", script.calls) { w, call in
            writeBehaviour(call.behaviour, to: &w)
            w.int("after_ms", Int(call.after.milliseconds))
            w.strings("does", call.does.lazy.map(\.rawValue))
        }
        w.endObject()
    }

    /// Writes the `kind` (and `value` or `code`) of one behaviour.
    private static func writeBehaviour(_ behaviour: HandlerBehaviour, to w: inout JSONWriter) {
        switch behaviour {
        case .absent: w.string("kind", "absent")
        case .registered: w.string("kind", "registered")
        case .returns(let value):
            w.string("kind", "returns")
            w.string("value", value.description)
        case .throwsError(let code):
            w.string("kind", "throws")
            w.string("code", code)
        }
    }

    /// Reads one handler's value: a behaviour, or a script of calls.
    static func read(_ fields: WireFields) throws(WireDecodingError) -> HandlerScript {
        guard try fields.string("kind") == "script" else { return HandlerScript(try behaviour(fields)) }
        guard case .array(let items)? = fields.members["calls"], !items.isEmpty else {
            throw WireDecodingError("\(fields.context) of kind 'script' needs a non-empty array field 'calls'")
        }
        var calls: [HandlerCall] = []
        for (index, item) in items.enumerated() {
            let call = try WireFields(item, "\(fields.context).calls[\(index)]")
            var does: [AppAction] = []
            for word in try call.optionalStrings("does") {
                guard let action = AppAction(rawValue: word) else {
                    throw WireDecodingError(
                        "\(call.context) field 'does' has unknown action '\(word)' (expected \(AppAction.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                does.append(action)
            }
            calls.append(HandlerCall(try behaviour(call), after: VirtualTime(milliseconds: try call.optionalInteger("after_ms") ?? 0), does: does))
        }
        return HandlerScript(calls: calls)
    }

    /// Reads one behaviour's `kind`.
    private static func behaviour(_ fields: WireFields) throws(WireDecodingError) -> HandlerBehaviour {
        switch try fields.string("kind") {
        case "absent": return .absent
        case "registered": return .registered
        case "returns": return .returns(HandlerValue(parsing: try fields.string("value")))
        case "throws": return .throwsError(code: try fields.string("code"))
        case let other:
            throw WireDecodingError("\(fields.context) has unknown kind '\(other)' (expected absent, registered, returns, throws or script)")
        }
    }
}
