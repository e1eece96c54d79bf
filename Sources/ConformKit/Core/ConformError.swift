/// An operational failure of a command (bad arguments, a missing folder, an unwritable golden):
/// thrown, shown with one next step, and mapped to an exit code.
package enum ConformError: Error, Sendable, CustomStringConvertible {
    /// Invalid input from the user: exit 2.
    case input(String, next: String?)
    /// An adapter or infrastructure failure: exit 3.
    case infrastructure(String, next: String?)

    /// The message and its next step.
    package var description: String {
        switch self {
        case .input(let message, let next), .infrastructure(let message, let next):
            return next.map { "\(message)\n  next: \($0)" } ?? message
        }
    }

    /// The exit code this failure maps to.
    package var exitCode: Int32 {
        switch self {
        case .input: return 2
        case .infrastructure: return 3
        }
    }
}
