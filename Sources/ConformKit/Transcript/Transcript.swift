/// Everything one adapter did for one spec: the steps performed, every callback fired (canonical and
/// native), and the final state. Goldens are transcripts written as text.
public struct Transcript: Sendable, Hashable {
    /// The version of the text format this code writes and reads.
    public static let formatVersion = 1

    /// One line of the story: a step the runner performed, or an event the SDK fired.
    public enum Entry: Sendable, Hashable {
        /// A step as it reads in the spec (`buy premium_monthly`) and when it was performed.
        case step(String, time: VirtualTime)
        /// A callback.
        case event(Event)
    }

    /// The spec's id.
    public var specID: String
    /// The adapter's id.
    public var adapterID: String
    /// The SDK and version the adapter drives, e.g. `Miniwall iOS 1.4`.
    public var sdk: String
    /// Steps and events in the order they happened.
    public var entries: [Entry]
    /// How the paywall ended up.
    public var final: FinalState

    /// Creates a transcript.
    public init(specID: String, adapterID: String, sdk: String, entries: [Entry], final: FinalState) {
        self.specID = specID
        self.adapterID = adapterID
        self.sdk = sdk
        self.entries = entries
        self.final = final
    }

    /// The events alone, in order.
    public var events: [Event] {
        entries.compactMap { if case .event(let e) = $0 { return e } else { return nil } }
    }
}
