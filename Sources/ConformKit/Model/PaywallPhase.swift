/// Where a modelled paywall is in its life, for adapters that model one: `Result` is the SDK's own
/// way of saying why it closed (a dismiss reason, a `present` result).
package enum PaywallPhase<Result: Equatable>: Equatable {
    /// Not presented yet.
    case notPresented
    /// On screen.
    case open
    /// Closed, for this reason.
    case closed(Result)
    /// Presenting failed: the screen never showed.
    case notShown

    /// The final state a session reports: the result named as the SDK names it, `none` while open
    /// or never shown.
    package func finalState(naming name: (Result) -> String) -> FinalState {
        switch self {
        case .notPresented, .notShown: return FinalState(state: .notShown, result: "none")
        case .open: return FinalState(state: .open, result: "none")
        case .closed(let result): return FinalState(state: .closed, result: name(result))
        }
    }
}
