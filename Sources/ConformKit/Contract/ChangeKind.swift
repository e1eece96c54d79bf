/// How one callback the app receives changed between two SDK versions (or two adapters). Every
/// difference a migration report shows is of exactly one kind, and every version gate of a
/// versioned model says which kind of difference it makes.
package enum ChangeKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A callback fires that did not before (including one that replaces an action that was no
    /// callback, such as the app's own `dismiss`).
    case added
    /// A callback no longer fires.
    case removed
    /// The same canonical event arrives through another callback (only ever between two callbacks).
    case renamed
    /// The same callbacks fire in another order.
    case reordered
    /// The same callback with another signature, other arguments or another return value.
    case arguments
    /// The same callback at another virtual time.
    case timing
    /// An alert the SDK shows on its own — no callback of the app, but what the user meets — appears
    /// where it did not, or no longer does (`before` or `after` empty).
    case alert
    /// The paywall ends in another state or with another result.
    case finalState = "final_state"

    /// Orders by declaration.
    package static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The words a person reads: `callback added`.
    package var label: String {
        switch self {
        case .added: return "callback added"
        case .removed: return "callback removed"
        case .renamed: return "callback renamed"
        case .reordered: return "callbacks reordered"
        case .arguments: return "arguments changed"
        case .timing: return "timing changed"
        case .alert: return "SDK alert changed"
        case .finalState: return "final state changed"
        }
    }

    /// The past participle for "… in 3.2.0": `added`, `renamed`, `changed`.
    package var verb: String {
        switch self {
        case .added: return "added"
        case .removed: return "removed"
        case .renamed: return "renamed"
        case .reordered: return "reordered"
        case .arguments: return "changed its arguments"
        case .timing: return "changed its timing"
        case .alert: return "changed an alert the SDK shows"
        case .finalState: return "changed the final state"
        }
    }
}
