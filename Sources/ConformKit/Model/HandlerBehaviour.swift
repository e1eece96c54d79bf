/// What a host handler registered by the app does when the SDK calls it.
public enum HandlerBehaviour: Sendable, Hashable, CustomStringConvertible {
    /// The app does not register it.
    case absent
    /// The app registers it and lets the SDK default happen (for handlers that return nothing).
    case registered
    /// The handler returns this value (`true`, `false`, or another literal its signature declares).
    case returns(HandlerValue)
    /// The handler throws an error with this code.
    case throwsError(code: String)

    /// The code a bare `throws` throws.
    package static let defaultErrorCode = "handler_error"

    /// The behaviour as a spec writes it: `absent`, `registered`, `returns true`, `throws app_error`.
    public var description: String {
        switch self {
        case .absent: return "absent"
        case .registered: return "registered"
        case .returns(let value): return "returns \(value)"
        case .throwsError(let code): return code == Self.defaultErrorCode ? "throws" : "throws \(code)"
        }
    }
}
