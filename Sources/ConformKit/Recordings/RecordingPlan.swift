/// What `conform record --adapter A --spec ID` prints: what to set up, the header to start the
/// recorder with, the steps to perform in order (with the line each step is recorded as), and
/// where the file goes. Pure: it reads a spec and a replay adapter and returns text.
package enum RecordingPlan {
    /// The header line a recording of `spec` for `adapter` starts with.
    package static func header(_ spec: Spec, adapter: ReplayAdapter) -> String {
        JSONWriter.line(capacity: 160) { w in
            w.string("type", "recording")
            w.string("format", Recording.format)
            w.string("spec", spec.id)
            w.string("fingerprint", RecordingFingerprint.of(spec))
            w.string("adapter", adapter.id)
        }
    }

    /// The schema of the plan for tools (`conform record --plan FILE`).
    package static let planSchema = "conform-recording-plan/1"

    /// The plan for tools and for `ConformRecorder(plan:)`: the spec, the header fields, the
    /// spec's world, each step in order — its text and the object it is recorded as, or a wait —
    /// and where the recording goes. docs/recordings.md documents it.
    package static func json(_ spec: Spec, adapter: ReplayAdapter) -> String {
        let info = adapter.info
        var w = JSONWriter(pretty: true, capacity: 512 + spec.steps.count * 96)
        w.beginObject()
        w.string("schema", planSchema)
        w.string("spec", spec.id)
        w.string("title", spec.title)
        w.string("spec_file", spec.file)
        w.string("fingerprint", RecordingFingerprint.of(spec))
        w.string("adapter", adapter.id)
        w.string("sdk", info.sdk)
        w.string("sdk_version", info.sdkVersion)
        w.json("given", RecordingFingerprint.givenObject(spec.given))
        w.objects("steps", spec.steps) { w, step in
            w.string("text", step.value.transcriptForm)
            if case .wait(let span) = step.value {
                w.int("wait_ms", Int(span.milliseconds))
            } else {
                let object = RecordingFingerprint.stepObject(step.value)
                w.json("step", object)
                // The same object as text, byte for byte what the recorder writes.
                w.string("object", object)
            }
        }
        w.string("file", adapter.path(of: spec.id))
        w.string("check", adapter.recordCommand(spec.id) + " --check FILE")
        w.endObject()
        return w.text + "\n"
    }

    /// The plan as text.
    package static func render(_ spec: Spec, adapter: ReplayAdapter) -> String {
        let info = adapter.info
        var out = "Recording '\(spec.id)' for '\(adapter.id)' (\(info.sdk) \(info.sdkVersion))\n"
        out += "  \(VisibleText.escaped(spec.title))\n  spec: \(VisibleText.escaped(spec.file))\n\n"
        out += "1. Set the app up for the spec's world (its 'given', as a conform/1 'begin' carries it):\n"
        out += "   \(RecordingFingerprint.givenObject(spec.given))\n\n"
        out += "2. Start the recorder with this header line (ConformRecorder(spec:fingerprint:adapter:) writes it):\n"
        out += "   \(header(spec, adapter: adapter))\n\n"
        out += "3. Perform the steps in order, recording each one just before you perform it; meanwhile the\n"
        out += "   app's delegate records every callback of the SDK as an event (docs/recordings.md):\n"
        // A step's text is the spec's: a newline in it is shown escaped, so each step stays one line.
        let forms = spec.steps.map { VisibleText.escaped($0.value.transcriptForm) }
        let width = forms.map(\.count).max() ?? 0
        var now: Int64 = 0
        for (index, step) in spec.steps.enumerated() {
            let form = forms[index]
            var line = JSONWriter.line { w in
                if case .wait(let span) = step.value {
                    now += span.milliseconds
                    w.string("type", "advance")
                    w.int("by_ms", Int(span.milliseconds))
                    w.int("to_ms", Int(now))
                } else {
                    w.string("type", "step")
                    WireStep.write(step.value, key: "step", to: &w)
                }
            }
            if case .wait(let span) = step.value { line += "  (then wait \(span))" }
            out += "   \(index + 1). \(form)\(String(repeating: " ", count: width - form.count))  \(line)\n"
        }
        let end = JSONWriter.line { w in
            w.string("type", "end")
            w.beginObject("final")
            w.string("state", "open|closed|not_shown")
            w.string("result", "<the result the app received, or none>")
            w.endObject()
        }
        out += "\n4. Finish with the paywall's final state:\n   \(end)\n\n"
        out += "5. Save the file as '\(adapter.path(of: spec.id))', then check it:\n"
        out += "   \(adapter.recordCommand(spec.id)) --check FILE\n"
        return out
    }
}
