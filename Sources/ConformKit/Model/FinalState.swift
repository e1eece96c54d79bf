/// How the paywall ended up when a spec finished.
public struct FinalState: Sendable, Hashable {
    /// On screen, dismissed, or never shown.
    package var state: PaywallState
    /// The result the SDK reported to the app (`purchased`, `restored`, `closed`, `action`, …), or
    /// `none` while it is still open.
    public var result: String
    /// Whether the SDK's scheduled work settled: false when it was still pending at the drain's
    /// bound after the last step (a retry loop that never stops), for a spec that says whether it settles.
    package var settled: Bool

    package init(state: PaywallState, result: String, settled: Bool = true) {
        self.state = state
        self.result = result
        self.settled = settled
    }
}

extension FinalState {
    /// Never shown: the spec ended before the paywall appeared (present failed, or was never a step).
    public static let notShown = FinalState(state: .notShown, result: "none")
    /// On screen when the spec ended, with no result reported yet.
    public static let open = FinalState(state: .open, result: "none")

    /// Dismissed, after the SDK reported `result` to the app (`purchased`, `restored`, `closed`, …).
    public static func closed(_ result: String) -> FinalState {
        FinalState(state: .closed, result: result)
    }

    /// The state as recordings and `conform/1` write it: `open`, `closed` or `not_shown` — what
    /// `ConformRecorder.finish(state:result:)` takes.
    public var stateName: String { state.rawValue }

    /// Whether the paywall is on screen.
    public var isOpen: Bool { state == .open }
    /// Whether the paywall was dismissed.
    public var isClosed: Bool { state == .closed }
}
