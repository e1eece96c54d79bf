extension Violation {
    /// Which kind of expectation a transcript broke: one per key of `expect` that checks something.
    /// Reports show `rawValue` (`order`, `never`, …), as the spec spells the key.
    package enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `order`: events in a relative order.
        case order
        /// `exact`: exactly these events, in order.
        case exact
        /// `never`: events that must not happen.
        case never
        /// `count`: how often matching events happen.
        case count
        /// `state`: the paywall's final state.
        case state
        /// `result`: the SDK's result to the app.
        case result
        /// `refused`: the SDK must refuse the spec's setup.
        case refused
        /// `settles`: whether the SDK's scheduled work settles.
        case settles

        /// The key's name, as reports print it.
        package var description: String { rawValue }
    }
}
