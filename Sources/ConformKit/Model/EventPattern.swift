/// A canonical event as a spec names it: `purchase.failed premium_monthly code=purchase_failed @>=2s`.
///
/// Grammar: a name (a `*` suffix matches a prefix: `recorded.*`), an optional subject (`*` for
/// any), `key=value` argument constraints, and an optional time (`@2s` exactly, `@>=2s` at or after).
public struct EventPattern: Sendable, Hashable, CustomStringConvertible {
    /// The canonical name, or a prefix when `isPrefix`.
    public var name: String
    /// Whether `name` ends in `*` and matches any name starting with the rest.
    public var isPrefix: Bool
    /// The subject to match; nil matches any subject, or none.
    public var subject: String?
    /// Native arguments that must have these values.
    public var arguments: [Argument]
    /// A time constraint.
    public var time: TimeConstraint?

    /// A constraint on when an event fired.
    public enum TimeConstraint: Sendable, Hashable {
        case exactly(VirtualTime)
        case atOrAfter(VirtualTime)
    }

    /// Creates a pattern.
    public init(name: String, isPrefix: Bool = false, subject: String? = nil, arguments: [Argument] = [], time: TimeConstraint? = nil) {
        self.name = name
        self.isPrefix = isPrefix
        self.subject = subject
        self.arguments = arguments
        self.time = time
    }

    /// The event family the pattern is about, for observability (`recorded` for `recorded.*`).
    public var family: Substring { Event.family(of: name) }

    /// Whether `event` matches.
    public func matches(_ event: Event) -> Bool {
        if isPrefix {
            guard event.name.hasPrefix(name) else { return false }
        } else if event.name != name {
            return false
        }
        if let subject, event.subject != subject { return false }
        for argument in arguments where event.argument(argument.key) != argument.value { return false }
        switch time {
        case .none: return true
        case .exactly(let t)?: return event.time == t
        case .atOrAfter(let t)?: return event.time >= t
        }
    }

    /// Reads a pattern; returns an error message (lowercase, no period) for a bad one.
    public static func parse(_ text: String) -> Result<EventPattern, PatternError> {
        let tokens = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = tokens.first else { return .failure(PatternError(message: "empty event pattern")) }
        var pattern = EventPattern(name: String(first))
        if pattern.name.hasSuffix("*") {
            pattern.name.removeLast()
            pattern.isPrefix = true
        }
        guard isValidName(pattern.name, allowTrailingDot: pattern.isPrefix) else {
            return .failure(PatternError(message: "'\(first)' is not an event name (lowercase words joined by '.' or '_', like 'purchase.started')"))
        }
        for token in tokens.dropFirst() {
            if token.hasPrefix("@") {
                guard pattern.time == nil else { return .failure(PatternError(message: "more than one time in '\(text)'")) }
                let atOrAfter = token.hasPrefix("@>=")
                let spelled = String(token.dropFirst(atOrAfter ? 3 : 1))
                guard let t = VirtualTime(parsing: spelled) else {
                    return .failure(PatternError(message: "'\(token)' is not a time (write '@2s', '@500ms' or '@>=2s')"))
                }
                pattern.time = atOrAfter ? .atOrAfter(t) : .exactly(t)
            } else if let eq = token.firstIndex(of: "=") {
                let key = String(token[..<eq])
                let value = String(token[token.index(after: eq)...])
                guard !key.isEmpty else { return .failure(PatternError(message: "argument '\(token)' has no name before '='")) }
                pattern.arguments.append(Argument(key, value))
            } else if pattern.subject == nil && pattern.arguments.isEmpty && pattern.time == nil {
                if token != "*" { pattern.subject = String(token) }
            } else {
                return .failure(PatternError(message: "unexpected '\(token)' in '\(text)': an event takes one subject, then key=value arguments, then an optional @time"))
            }
        }
        return .success(pattern)
    }

    private static func isValidName(_ name: String, allowTrailingDot: Bool) -> Bool {
        guard !name.isEmpty else { return allowTrailingDot }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."): continue
            default: return false
            }
        }
        return !name.hasPrefix(".") && (allowTrailingDot || !name.hasSuffix("."))
    }

    /// The pattern written back in spec syntax.
    public var description: String {
        var parts = [isPrefix ? name + "*" : name]
        if let subject { parts.append(subject) }
        for argument in arguments { parts.append("\(argument.key)=\(argument.value)") }
        switch time {
        case .exactly(let t)?: parts.append("@\(t)")
        case .atOrAfter(let t)?: parts.append("@>=\(t)")
        case .none: break
        }
        return parts.joined(separator: " ")
    }
}

/// Why an event pattern could not be read.
public struct PatternError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String
}
