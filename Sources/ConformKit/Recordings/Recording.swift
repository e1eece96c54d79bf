/// A recording of one spec made on a device (docs/recordings.md): the steps as they were performed
/// and every callback the real SDK fired, in the `conform/1` event shape, so that a `replay`
/// adapter can play it back in CI where the SDK cannot run.
///
/// The file is JSON Lines: a header line (`"type":"recording"`), then `step`, `advance` and `event`
/// lines in the order they happened, then one `end` line with the final state.
package struct Recording: Sendable, Hashable {
    /// The format name every header carries.
    package static let format = "conform-recording/1"
    /// The file extension of a recording.
    package static let fileExtension = ".jsonl"

    /// What the first line says: which spec, which version of it, and who recorded it.
    package struct Header: Sendable, Hashable {
        /// The spec's id.
        package var spec: String
        /// The fingerprint of the spec's `given` and steps the recording was made for.
        package var fingerprint: String
        /// The adapter it was recorded for, if the recorder said.
        package var adapter: String?
        /// The SDK, if the recorder said.
        package var sdk: String?
        /// The SDK version, if the recorder said.
        package var sdkVersion: String?

        /// Creates a header.
        package init(spec: String, fingerprint: String, adapter: String? = nil, sdk: String? = nil, sdkVersion: String? = nil) {
            self.spec = spec
            self.fingerprint = fingerprint
            self.adapter = adapter
            self.sdk = sdk
            self.sdkVersion = sdkVersion
        }
    }

    /// One line after the header.
    package enum Entry: Sendable, Hashable {
        /// A step, performed by the person or UI test.
        case step(Step, line: Int)
        /// A `wait`: virtual time passed from one time to another.
        case advance(by: VirtualTime, to: VirtualTime, line: Int)
        /// A callback, at a virtual time.
        case event(Event, line: Int)
    }

    package var header: Header
    /// The steps, waits and callbacks, in order.
    package var entries: [Entry]
    /// How the paywall ended up.
    package var final: FinalState

    /// The steps performed, `wait`s included, in order: what the spec's steps must be.
    package var steps: [Step] {
        entries.compactMap { entry in
            switch entry {
            case .step(let step, _): return step
            case .advance(let by, _, _): return .wait(by)
            case .event: return nil
            }
        }
    }
}

/// Why a recording file cannot be read, at a line.
package struct RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// What is wrong with it.
    package var message: String

    /// `file:line: message`.
    package var description: String { "\(file):\(line): \(message)" }
}
