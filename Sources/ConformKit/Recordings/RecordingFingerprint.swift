/// The fingerprint of what a recording depends on: a spec's `given` and its steps, written as
/// `conform/1` writes them (sorted keys, every field present) and hashed with FNV-1a into 16 hex
/// digits. Editing a spec's title, tags or expectations keeps its recordings; changing the world
/// or the steps makes them stale.
package enum RecordingFingerprint {
    /// The fingerprint of `spec`.
    package static func of(_ spec: Spec) -> String {
        of(given: spec.given, steps: spec.steps.map(\.value))
    }

    /// The fingerprint of a world and its steps.
    package static func of(given: Given, steps: [Step]) -> String {
        var text = canonicalGiven(given) + "\n"
        for step in steps { text += canonicalStep(step) + "\n" }
        return StableHash.hex(of: text)
    }

    /// `given` as one line of JSON, as a `begin` carries it.
    package static func canonicalGiven(_ given: Given) -> String {
        JSONWriter.line(capacity: 256) { WireGiven.write(given, key: "given", to: &$0) }
    }

    /// A step as one line of JSON, as a `step` carries it (a `wait` as `{"kind":"wait","ms":…}`).
    package static func canonicalStep(_ step: Step) -> String {
        JSONWriter.line(capacity: 64) { WireStep.write(step, key: "step", to: &$0) }
    }

    /// The step's own object, `{"kind":"buy","product":"premium_monthly"}`: what a recorder writes
    /// in a `step` line.
    package static func stepObject(_ step: Step) -> String {
        var w = JSONWriter(pretty: false, capacity: 64)
        WireStep.write(step, key: nil, to: &w)
        return w.text
    }

    /// The world's own object, as a `begin` carries it.
    package static func givenObject(_ given: Given) -> String {
        var w = JSONWriter(pretty: false, capacity: 256)
        WireGiven.write(given, key: nil, to: &w)
        return w.text
    }
}
