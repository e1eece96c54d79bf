/// Carries one adapter's goldens over to another (`conform carry FROM TO`): when a workspace pins
/// another version of an SDK's model or renames an adapter, the goldens recorded for the old id are
/// the best record of what the app got, and the new id has none. Each is rewritten for the new
/// adapter (its `adapter:` line; the `sdk:` line stays, so the next run's diff shows what the new
/// version changed, and a change of the SDK version alone is no change) and written atomically
/// beside the new adapter's goldens; then the old one is removed unless `keep`.
package enum GoldenCarry {
    /// What carrying did.
    package struct Outcome: Sendable {
        /// Specs whose golden was carried.
        package var carried: [String] = []
        /// Specs the new adapter already had a golden for: left as they were, old ones kept.
        package var alreadyThere: [String] = []
        /// Goldens of the old adapter that do not read back as transcripts: not carried, kept,
        /// with their first problem.
        package var damaged: [(spec: String, problem: Diagnostic)] = []
    }

    /// Carries the goldens of adapter `from` in `store` over to adapter `to`.
    package static func carry(from: String, to: String, store: GoldenStore, keep: Bool) throws(GoldenStoreError) -> Outcome {
        var outcome = Outcome()
        for key in try store.listGoldens() where key.adapterID == from {
            let target = GoldenKey(adapterID: to, specID: key.specID)
            if try store.golden(for: target) != nil {
                outcome.alreadyThere.append(key.specID)
                continue
            }
            let path = try store.goldenPath(for: key)
            guard let bytes = try GoldenDisk.read(path) else { continue }
            switch GoldenStore.readTranscript(bytes, file: path) {
            case .failure(let error):
                if let first = error.diagnostics.sorted().first { outcome.damaged.append((key.specID, first)) }
            case .success(var transcript):
                transcript.adapterID = to
                try store.update(TranscriptFormat.write(transcript), for: target)
                if !keep { _ = try store.remove(key) }
                outcome.carried.append(key.specID)
            }
        }
        return outcome
    }
}
