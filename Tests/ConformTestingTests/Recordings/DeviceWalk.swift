import ConformKit
import ConformTesting

/// What a person or a UI test does on a device with the app's debug build, played against the
/// double: for each step of a spec (as `conform record` lists them) it tells the recorder, then
/// taps; the app's delegate — the same `PaywallDoubleCallbacks` the in-process adapter uses —
/// reports every callback to the recorder. No part of Conform's runner is involved.
@MainActor
enum DeviceWalk {
    /// The replay adapter the shipped recordings are for.
    nonisolated static let adapterID = "paywall-double@recorded"

    /// Walks `spec` on a fresh double and returns the recording's text.
    static func record(_ spec: Spec) async throws -> String {
        let recorder = ConformRecorder(
            spec: spec.id, fingerprint: RecordingFingerprint.of(spec), adapter: adapterID,
            sdk: "PaywallDouble (a test double, not a vendor SDK)", sdkVersion: PaywallDouble.version)
        // The app's set-up: the SDK configured as the spec's world says, its delegate registered.
        let session = PaywallDoubleSession(given: spec.given, sink: recorder)
        for step in spec.steps.map(\.value) {
            if case .wait(let span) = step {
                recorder.wait(milliseconds: Int(span.milliseconds))
            } else {
                recorder.step(json: RecordingFingerprint.stepObject(step))
            }
            try session.tap(step)
            await settle(recorder)
        }
        let final = session.callbacks.final
        recorder.finish(state: final.state.rawValue, result: final.result)
        return recorder.text
    }

    /// Lets the callbacks the last tap caused arrive: main-queue turns until three bring nothing new.
    static func settle(_ recorder: ConformRecorder) async {
        var seen = recorder.text
        var calm = 0
        while calm < 3 {
            await Task.yield()
            let now = recorder.text
            calm = now == seen ? calm + 1 : 0
            seen = now
        }
    }
}
