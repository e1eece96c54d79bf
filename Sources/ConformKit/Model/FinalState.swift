/// How the paywall ended up when a spec finished.
public struct FinalState: Sendable, Hashable {
    /// On screen, dismissed, or never shown.
    public var state: PaywallState
    /// The result the SDK reported to the app (`purchased`, `restored`, `closed`, `action`, …), or
    /// `none` while it is still open.
    public var result: String

    /// Creates a final state.
    public init(state: PaywallState, result: String) {
        self.state = state
        self.result = result
    }
}
