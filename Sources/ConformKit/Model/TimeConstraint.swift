/// When an expected event may fire on the virtual clock: the `@…` of an event pattern.
///
/// `@2s` exactly, `@>=2s` at or after, `@>2s` after, `@<2s` before, `@<=2s` at or before, and
/// `@1s..3s` from 1 s to 3 s, both ends included — so a spec can bound a time the docs bound
/// ("within 2 seconds") without pinning one the docs leave open.
package enum TimeConstraint: Sendable, Hashable, CustomStringConvertible {
    /// At exactly this time.
    case exactly(VirtualTime)
    /// At or after this time.
    case atOrAfter(VirtualTime)
    /// Strictly after this time.
    case after(VirtualTime)
    /// Strictly before this time.
    case before(VirtualTime)
    /// At or before this time.
    case atOrBefore(VirtualTime)
    /// From the first time to the second, both included.
    case within(VirtualTime, VirtualTime)

    /// Whether an event that fired at `time` satisfies the constraint.
    package func admits(_ time: VirtualTime) -> Bool {
        switch self {
        case .exactly(let t): return time == t
        case .atOrAfter(let t): return time >= t
        case .after(let t): return time > t
        case .before(let t): return time < t
        case .atOrBefore(let t): return time <= t
        case .within(let low, let high): return low <= time && time <= high
        }
    }

    /// Reads the text after `@`: `2s`, `>=2s`, `>2s`, `<2s`, `<=2s`, `1s..3s`; nil for anything
    /// else, a range whose end comes before its start included.
    package init?(parsing text: String) {
        for (prefix, make) in Self.comparisons where text.hasPrefix(prefix) {
            guard let t = VirtualTime(parsing: String(text.dropFirst(prefix.count))) else { return nil }
            self = make(t)
            return
        }
        if let dots = text.range(of: "..") {
            guard let low = VirtualTime(parsing: String(text[..<dots.lowerBound])),
                let high = VirtualTime(parsing: String(text[dots.upperBound...])), low <= high
            else { return nil }
            self = .within(low, high)
            return
        }
        guard let t = VirtualTime(parsing: text) else { return nil }
        self = .exactly(t)
    }

    /// The comparison prefixes, longest first so `>=` is not read as `>`.
    private static let comparisons: [(String, @Sendable (VirtualTime) -> TimeConstraint)] = [
        (">=", { .atOrAfter($0) }), ("<=", { .atOrBefore($0) }), (">", { .after($0) }), ("<", { .before($0) })
    ]

    /// The constraint as a pattern writes it after `@`: `2s`, `>=2s`, `1s..3s`.
    package var description: String {
        switch self {
        case .exactly(let t): return "\(t)"
        case .atOrAfter(let t): return ">=\(t)"
        case .after(let t): return ">\(t)"
        case .before(let t): return "<\(t)"
        case .atOrBefore(let t): return "<=\(t)"
        case .within(let low, let high): return "\(low)..\(high)"
        }
    }
}
