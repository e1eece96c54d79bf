/// How the paywall ended up when a spec finished.
public struct FinalState: Sendable, Hashable {
    /// On screen, dismissed, or never shown.
    package var state: PaywallState
    /// The result the SDK reported to the app (`purchased`, `restored`, `closed`, `action`, …), or
    /// `none` while it is still open.
    public var result: String
    /// Whether the SDK's scheduled work settled: false when it was still pending at the drain's
    /// bound after the last step (a retry loop that never stops), for a spec that says whether it settles.
    public var settled: Bool

    /// Creates a final state.
    package init(state: PaywallState, result: String, settled: Bool = true) {
        self.state = state
        self.result = result
        self.settled = settled
    }
}
