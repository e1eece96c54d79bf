/// What a host handler returns in a scenario (`returns true`), typed: a Bool is a Bool, so adapters
/// switch on `.bool(true)` instead of comparing text, and anything else is kept as written for a
/// handler whose signature declares other values.
public enum HandlerValue: Sendable, Hashable, CustomStringConvertible {
    /// `true` or `false`.
    case bool(Bool)
    /// Any other literal, as the spec wrote it.
    case text(String)

    /// Reads `true` and `false` as Bools and keeps any other text.
    package init(parsing text: String) {
        switch text {
        case "true": self = .bool(true)
        case "false": self = .bool(false)
        default: self = .text(text)
        }
    }

    /// The value as a spec (and the wire) spells it: `true`, `false`, or the literal.
    public var description: String {
        switch self {
        case .bool(let flag): return flag ? "true" : "false"
        case .text(let text): return text
        }
    }
}
