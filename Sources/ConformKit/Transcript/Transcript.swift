/// Everything one adapter did for one spec: the steps performed, every callback fired (canonical and
/// native), and the final state. Goldens are transcripts written as text.
package struct Transcript: Sendable, Hashable {
    /// The version of the text format this code writes and reads.
    package static let formatVersion = 1

    /// One line of the story: a step the runner performed, or an event the SDK fired.
    package enum Entry: Sendable, Hashable {
        /// A step as it reads in the spec (`buy premium_monthly`) and when it was performed.
        case step(String, time: VirtualTime)
        /// A callback.
        case event(Event)
    }

    package var specID: String
    package var adapterID: String
    /// The SDK and version the adapter drives, e.g. `Miniwall iOS 1.4`.
    package var sdk: String
    /// Steps and events in the order they happened.
    package var entries: [Entry]
    /// How the paywall ended up.
    package var final: FinalState

    package init(specID: String, adapterID: String, sdk: String, entries: [Entry], final: FinalState) {
        self.specID = specID
        self.adapterID = adapterID
        self.sdk = sdk
        self.entries = entries
        self.final = final
    }

    /// The events alone, in order.
    package var events: [Event] {
        entries.compactMap { if case .event(let e) = $0 { return e } else { return nil } }
    }
}
