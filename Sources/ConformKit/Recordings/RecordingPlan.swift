/// What `conform record --adapter A --spec ID` prints: what to set up, the header to start the
/// recorder with, the steps to perform in order (with the line each step is recorded as), and
/// where the file goes. Pure: it reads a spec and a replay adapter and returns text.
package enum RecordingPlan {
    /// The header line a recording of `spec` for `adapter` starts with.
    package static func header(_ spec: Spec, adapter: ReplayAdapter) -> String {
        var w = JSONWriter(pretty: false, capacity: 160)
        w.beginObject()
        w.string("type", "recording")
        w.string("format", Recording.format)
        w.string("spec", spec.id)
        w.string("fingerprint", RecordingFingerprint.of(spec))
        w.string("adapter", adapter.id)
        w.endObject()
        return w.text
    }

    /// The plan as text.
    package static func render(_ spec: Spec, adapter: ReplayAdapter) -> String {
        let info = adapter.info
        var out = "Recording '\(spec.id)' for '\(adapter.id)' (\(info.sdk) \(info.sdkVersion))\n"
        out += "  \(spec.title)\n  spec: \(spec.file)\n\n"
        out += "1. Set the app up for the spec's world (its 'given', as a conform/1 'begin' carries it):\n"
        out += "   \(RecordingFingerprint.givenObject(spec.given))\n\n"
        out += "2. Start the recorder with this header line (ConformRecorder(spec:fingerprint:adapter:) writes it):\n"
        out += "   \(header(spec, adapter: adapter))\n\n"
        out += "3. Perform the steps in order, recording each one just before you perform it; meanwhile the\n"
        out += "   app's delegate records every callback of the SDK as an event (docs/recordings.md):\n"
        let width = spec.steps.map { $0.value.transcriptForm.count }.max() ?? 0
        var now: Int64 = 0
        for (index, step) in spec.steps.enumerated() {
            let form = step.value.transcriptForm
            let line: String
            if case .wait(let span) = step.value {
                now += span.milliseconds
                line = "{\"type\":\"advance\",\"by_ms\":\(span.milliseconds),\"to_ms\":\(now)}  (then wait \(span))"
            } else {
                line = "{\"type\":\"step\",\"step\":\(RecordingFingerprint.stepObject(step.value))}"
            }
            out += "   \(index + 1). \(form)\(String(repeating: " ", count: width - form.count))  \(line)\n"
        }
        out += "\n4. Finish with the paywall's final state:\n"
        out += "   {\"type\":\"end\",\"final\":{\"state\":\"open|closed|not_shown\",\"result\":\"<the result the app received, or none>\"}}\n\n"
        out += "5. Save the file as '\(adapter.path(of: spec.id))', then check it:\n"
        out += "   \(adapter.recordCommand(spec.id)) --check FILE\n"
        return out
    }
}
