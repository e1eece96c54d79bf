/// A canonical event as a spec names it: `purchase.failed premium_monthly code=purchase_failed @>=2s`.
///
/// Grammar: a name (a `*` suffix matches a prefix: `recorded.*`), an optional subject (`*` for
/// any), `key=value` argument constraints, and an optional time: `@2s` exactly, `@>=2s` at or
/// after, `@>2s` after, `@<2s` before, `@<=2s` at or before, `@1s..3s` from 1 s to 3 s inclusive.
/// `native=<callback>` names the native callback the event must have come through. `key=*` asks
/// only that the argument is there, with any value (`key="*"` is the literal `*`); `!key` that it
/// is not.
package struct EventPattern: Sendable, Hashable, CustomStringConvertible {
    /// The canonical name, or a prefix when `isPrefix`.
    package var name: String
    /// Whether `name` ends in `*` and matches any name starting with the rest.
    package var isPrefix: Bool
    /// The subject to match; nil matches any subject, or none.
    package var subject: String?
    /// Native arguments that must have these values.
    package var arguments: [Argument]
    /// Native arguments that must be there, with any value (`key=*`).
    package var present: [String] = []
    /// Native arguments that must not be there (`!key`).
    package var absent: [String] = []
    /// The native callback the event must have come through (`native=didStartPurchase`), when the
    /// canonical name cannot tell two callbacks apart; see `NativeName`.
    package var native: NativeName?
    /// A time constraint.
    package var time: TimeConstraint?

    package init(
        name: String, isPrefix: Bool = false, subject: String? = nil, arguments: [Argument] = [], native: NativeName? = nil,
        time: TimeConstraint? = nil
    ) {
        self.name = name
        self.isPrefix = isPrefix
        self.subject = subject
        self.arguments = arguments
        self.native = native
        self.time = time
    }

    /// The event family the pattern is about, for observability (`recorded` for `recorded.*`).
    package var family: Substring { Event.family(of: name) }

    /// Whether `event` matches.
    package func matches(_ event: Event) -> Bool {
        if isPrefix {
            guard event.name.rawValue.hasPrefix(name) else { return false }
        } else if event.name.rawValue != name {
            return false
        }
        if let subject, event.subject != subject { return false }
        for argument in arguments where event.argument(argument.key) != argument.value { return false }
        for key in present where event.argument(key) == nil { return false }
        for key in absent where event.argument(key) != nil { return false }
        if let native, !native.matches(event.native) { return false }
        return time?.admits(event.time) ?? true
    }

    /// Reads a pattern; returns an error message (lowercase, no period) for a bad one.
    /// A subject or argument value with spaces, `=` or a leading `@` is written in double quotes:
    /// `error code=x message="pass onPurchase"`, `link.opened "https://e.com/?a=b"`.
    package static func parse(_ text: String) -> Result<EventPattern, PatternError> {
        // A name alone (`purchase.failed`, `recorded.*`), as most patterns are: one word that is
        // neither quoted, an argument nor a time, so nothing to split.
        if !text.isEmpty
            && !text.utf8.contains(where: {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "@")
            })
        {
            return named(text)
        }
        let tokens: [Token]
        switch tokenize(text) {
        case .success(let t): tokens = t
        case .failure(let e): return .failure(e)
        }
        guard let first = tokens.first, !first.quoted, first.key == nil else {
            return .failure(PatternError(message: tokens.isEmpty ? "empty event pattern" : "'\(text)' must start with an event name"))
        }
        var pattern: EventPattern
        switch named(first.text) {
        case .success(let p): pattern = p
        case .failure(let e): return .failure(e)
        }
        for token in tokens.dropFirst() {
            if !token.quoted, token.key == nil, token.text.hasPrefix("@") {
                guard pattern.time == nil else { return .failure(PatternError(message: "more than one time in '\(text)'")) }
                guard let t = TimeConstraint(parsing: String(token.text.dropFirst())) else {
                    return .failure(PatternError(message: "'\(token.text)' is not a time (write '@2s', '@>=2s', '@<2s' or '@1s..3s')"))
                }
                pattern.time = t
            } else if let key = token.key {
                guard pattern.time == nil else {
                    return .failure(PatternError(message: "argument '\(key)' comes after the time in '\(text)': write arguments before '@time'"))
                }
                if !token.quoted && token.text == "*" {
                    // `key=*`: the argument is there, whatever its value; `key="*"` is the literal.
                    guard key != NativeName.key else { return .failure(PatternError(message: "'native=*' matches every callback: leave it out")) }
                    guard !pattern.present.contains(key) else { return .failure(PatternError(message: "'\(key)=*' is written twice in '\(text)'")) }
                    pattern.present.append(key)
                } else if key == NativeName.key {
                    guard pattern.native == nil else { return .failure(PatternError(message: "more than one 'native=' in '\(text)'")) }
                    guard !token.text.isEmpty else { return .failure(PatternError(message: "'native=' names no callback in '\(text)'")) }
                    pattern.native = NativeName(token.text)
                } else {
                    pattern.arguments.append(Argument(key, token.text))
                }
            } else if !token.quoted, token.text.hasPrefix("!") {
                // `!key`: the event has no such argument.
                let key = String(token.text.dropFirst())
                guard !key.isEmpty, key.utf8.allSatisfy({ $0 != UInt8(ascii: "!") && $0 != UInt8(ascii: "*") }) else {
                    return .failure(PatternError(message: "'\(token.text)' names no argument: write '!key' for an event without the argument 'key'"))
                }
                guard pattern.time == nil else {
                    return .failure(PatternError(message: "'\(token.text)' comes after the time in '\(text)': write arguments before '@time'"))
                }
                guard key != NativeName.key else {
                    return .failure(PatternError(message: "every event has a native callback: '!native' matches nothing"))
                }
                pattern.absent.append(key)
            } else if pattern.subject == nil && pattern.arguments.isEmpty && pattern.present.isEmpty && pattern.absent.isEmpty && pattern.time == nil
            {
                if token.quoted || token.text != "*" { pattern.subject = token.text }
            } else {
                return .failure(
                    PatternError(
                        message:
                            "unexpected '\(token.text)' in '\(text)': an event takes one subject, then key=value arguments, then an optional @time"))
            }
        }
        if let both = pattern.absent.first(where: { key in pattern.present.contains(key) || pattern.arguments.contains { $0.key == key } }) {
            return .failure(PatternError(message: "'\(text)' asks for argument '\(both)' and for its absence ('!\(both)'): it can match nothing"))
        }
        return .success(pattern)
    }

    /// One word of a pattern: plain, quoted, or `key=value` (value possibly quoted).
    struct Token {
        var key: String?
        var text: String
        var quoted: Bool
    }

    /// Splits on spaces outside double quotes; `\"` and `\\` escape inside quotes.
    static func tokenize(_ text: String) -> Result<[Token], PatternError> {
        // The common case, no quotes: split on spaces over the UTF-8 bytes (splitting a String
        // walks grapheme clusters, which dominated decoding a large suite).
        let utf8 = text.utf8
        if !utf8.contains(UInt8(ascii: "\"")) {
            var tokens: [Token] = []
            var i = utf8.startIndex
            while i < utf8.endIndex {
                while i < utf8.endIndex, utf8[i] == UInt8(ascii: " ") { i = utf8.index(after: i) }
                guard i < utf8.endIndex else { break }
                let start = i
                var equals: String.Index?
                while i < utf8.endIndex, utf8[i] != UInt8(ascii: " ") {
                    if equals == nil, utf8[i] == UInt8(ascii: "=") { equals = i }
                    i = utf8.index(after: i)
                }
                if let eq = equals, utf8[start] != UInt8(ascii: "@") {
                    guard eq > start else { return .failure(PatternError(message: "argument '\(text[start..<i])' has no name before '='")) }
                    tokens.append(Token(key: String(text[start..<eq]), text: String(text[utf8.index(after: eq)..<i]), quoted: false))
                } else {
                    tokens.append(Token(key: nil, text: String(text[start..<i]), quoted: false))
                }
            }
            return .success(tokens)
        }
        var tokens: [Token] = []
        var chars = Array(text.unicodeScalars)[...]
        while true {
            while chars.first == " " { chars.removeFirst() }
            guard !chars.isEmpty else { break }
            var key: String?
            var word = String.UnicodeScalarView()
            var quoted = false
            while let c = chars.first, c != " " {
                if c == "\"" {
                    guard word.isEmpty || (key == nil && word.last == "=") else {
                        return .failure(PatternError(message: "a quote must start a subject or an argument value in '\(text)'"))
                    }
                    if !word.isEmpty {
                        word.removeLast()
                        key = String(word)
                        word = String.UnicodeScalarView()
                    }
                    chars.removeFirst()
                    var closed = false
                    while let q = chars.first {
                        chars.removeFirst()
                        if q == "\\", let next = chars.first {
                            word.append(next)
                            chars.removeFirst()
                        } else if q == "\"" {
                            closed = true
                            break
                        } else {
                            word.append(q)
                        }
                    }
                    guard closed else { return .failure(PatternError(message: "unterminated quote in '\(text)'")) }
                    quoted = true
                    if let after = chars.first, after != " " {
                        return .failure(PatternError(message: "put a space after the closing quote in '\(text)'"))
                    }
                    break
                }
                word.append(c)
                chars.removeFirst()
            }
            var token = Token(key: key, text: String(word), quoted: quoted)
            if !quoted, let eq = token.text.firstIndex(of: "="), !token.text.hasPrefix("@") {
                let k = String(token.text[..<eq])
                guard !k.isEmpty else { return .failure(PatternError(message: "argument '\(token.text)' has no name before '='")) }
                token = Token(key: k, text: String(token.text[token.text.index(after: eq)...]), quoted: false)
            }
            tokens.append(token)
        }
        return .success(tokens)
    }

    /// `value`, in double quotes when it would not read back as one plain word.
    static func quotedIfNeeded(_ value: String, subject: Bool) -> String {
        let plain =
            !value.isEmpty && !value.contains(" ") && !value.contains("\"") && !value.hasPrefix("@")
            && value != "*" && !(subject && (value.contains("=") || value.hasPrefix("!")))
        if plain { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The pattern of the event name `word`, a prefix when it ends in `*`.
    private static func named(_ word: String) -> Result<EventPattern, PatternError> {
        var pattern = EventPattern(name: word)
        if pattern.name.hasSuffix("*") {
            pattern.name.removeLast()
            pattern.isPrefix = true
        }
        guard isValidName(pattern.name, allowTrailingDot: pattern.isPrefix) else {
            return .failure(
                PatternError(message: "'\(word)' is not an event name (lowercase words joined by '.' or '_', like 'purchase.started')"))
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
    package var description: String {
        var parts = [isPrefix ? name + "*" : name]
        if let subject { parts.append(Self.quotedIfNeeded(subject, subject: true)) }
        for argument in arguments { parts.append("\(argument.key)=\(Self.quotedIfNeeded(argument.value, subject: false))") }
        for key in present { parts.append("\(key)=*") }
        for key in absent { parts.append("!\(key)") }
        if let native { parts.append("\(NativeName.key)=\(Self.quotedIfNeeded(native.text, subject: false))") }
        if let time { parts.append("@\(time)") }
        return parts.joined(separator: " ")
    }
}

/// Why an event pattern could not be read.
package struct PatternError: Error, Sendable, Hashable {
    /// What is wrong.
    package var message: String
}
