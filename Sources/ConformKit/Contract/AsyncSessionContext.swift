/// What an asynchronous session gets to work with: where callbacks go, and which spec it runs.
/// Sendable, so a session on the main actor and the SDK's callbacks on the main queue share it.
public struct AsyncSessionContext: Sendable {
    /// Where events go, from any thread, at any time during the spec.
    public let recorder: AsyncRecorder
    /// The spec being run.
    public let specID: String

    public init(recorder: AsyncRecorder, specID: String) {
        self.recorder = recorder
        self.specID = specID
    }
}
