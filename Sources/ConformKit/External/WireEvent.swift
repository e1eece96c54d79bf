/// One callback as an adapter reports it in an `event` message: canonical name and subject, native
/// form, native arguments (text values) and, optionally, the virtual time it fired at.
package struct WireEvent: Sendable, Hashable {
    /// The canonical name (`purchase.started`); one word, no spaces.
    package var name: String
    /// The canonical subject (`premium_monthly`), if any.
    package var subject: String?
    /// The native callback as the SDK spelled it.
    package var native: String
    /// The native arguments; values are text.
    package var arguments: [Argument] = []
    /// When it fired, in virtual milliseconds since the spec began; nil means "when the request began".
    package var at: VirtualTime?

    /// The recorded event, stamped at `time`.
    package func event(at time: VirtualTime) -> Event {
        Event(EventName(name), subject, native: native, arguments: arguments, time: time)
    }

    /// Writes the event's fields into the current object.
    func write(to w: inout JSONWriter) {
        w.string("name", name)
        if let subject { w.string("subject", subject) }
        w.string("native", native)
        w.beginObject("args")
        for argument in arguments.sorted(by: { $0.key < $1.key }) { w.string(argument.key, argument.value) }
        w.endObject()
        if let at { w.int("at", Int(at.milliseconds)) }
    }

    /// Reads and checks the event's fields: names are one line, the canonical name has no spaces.
    static func read(_ fields: WireFields) throws(WireDecodingError) -> WireEvent {
        let name = try fields.string("name")
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace }) else {
            throw WireDecodingError("'event' field 'name' must be one canonical name without spaces, like 'purchase.started', not '\(name)'")
        }
        let subject = try fields.optionalString("subject")
        if let subject, subject.isEmpty || subject.contains(where: \.isNewline) {
            throw WireDecodingError("'event' field 'subject' must be non-empty text on one line (or left out)")
        }
        let native = try fields.string("native")
        guard !native.isEmpty, !native.contains(where: \.isNewline) else {
            throw WireDecodingError("'event' field 'native' must be non-empty text on one line")
        }
        let args = try fields.stringMap("args")
        for key in args.keys where key.isEmpty || key.contains(where: { $0.isWhitespace || $0 == "=" }) {
            throw WireDecodingError("'event' argument name '\(key)' must be one word without spaces or '='")
        }
        let at = try fields.optionalInteger("at", in: 0...WireMessage.maxMilliseconds).map { VirtualTime(milliseconds: $0) }
        return WireEvent(
            name: name, subject: subject, native: native, arguments: args.sorted { $0.key < $1.key }.map { Argument($0.key, $0.value) }, at: at)
    }
}
