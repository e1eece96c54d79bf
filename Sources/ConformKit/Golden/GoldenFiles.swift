/// The runner's view of the golden store: compare a transcript with its golden, leave a pending
/// `.transcript.new` when it differs (where writing is allowed), or rewrite the golden on `--update`.
package struct GoldenFiles: GoldenChecking {
    package let store: GoldenStore
    /// Whether pending transcripts may be written (false in CI without an artifacts folder, and for read-only views).
    package let writePending: Bool
    /// Where rendered diffs go as `<adapter>/<spec>.diff` (`--artifacts`), if anywhere.
    package let diffDirectory: String?
    /// The diffs' folder as a store: each diff's path is checked as a pending file's is.
    private let diffs: GoldenStore?

    /// Creates the checker for goldens under `root`, pending files under `pendingDirectory` or beside the goldens.
    package init(root: String, pendingDirectory: String?, writePending: Bool, diffDirectory: String? = nil) {
        self.store = GoldenStore(root: root, pendingRoot: pendingDirectory)
        self.writePending = writePending
        self.diffDirectory = diffDirectory
        self.diffs = diffDirectory.map { GoldenStore(root: $0) }
    }

    /// Compares `transcript` with its golden and writes what a run should leave behind.
    package func check(_ transcript: Transcript, text: String, update: Bool, failing: Violation?) -> GoldenOutcome {
        do {
            return try checking(transcript, text: text, update: update, failing: failing)
        } catch {
            return .failed(GoldenFailure(.store(error)))
        }
    }

    private func checking(_ transcript: Transcript, text: String, update: Bool, failing: Violation?) throws(GoldenStoreError) -> GoldenOutcome {
        let key = GoldenKey(transcript)
        let comparison = try store.compare(transcript, text: text)
        if update {
            // A damaged golden is rewritten like one that differs: `--update` is how it is repaired.
            if comparison == .matches { return .matches }
            try store.update(text, for: key)
            _ = try store.removePending(for: key)
            return .updated
        }
        switch comparison {
        case .matches:
            if writePending { _ = try store.removePending(for: key) }
            return .matches
        case .missing:
            return .missing(pendingPath: try leavePending(text, key, failing: failing))
        case .differs(let golden, let diff):
            let goldenPath = try store.goldenPath(for: key)
            if let diffs {
                // An artifact file is an edge like the terminal: the one place the diff becomes text here.
                let rendered = TranscriptDiffRenderer(colour: false).render(diff, goldenPath: goldenPath)
                try diffs.writeArtifact(rendered, for: key, extension: ".diff")
            }
            return .differs(
                GoldenDifference(golden: golden, diff: diff, goldenPath: goldenPath, pendingPath: try leavePending(text, key, failing: failing)))
        case .unreadable(let diagnostics):
            // Quoted lines only: a golden over the size limit is not read at all.
            let source = diagnostics.contains { $0.id == .transcriptTooLarge } ? nil : try? store.golden(for: key)
            return .damaged(
                GoldenDamage(
                    goldenPath: try store.goldenPath(for: key), diagnostics: diagnostics, source: source ?? nil,
                    pendingPath: try leavePending(text, key, failing: failing)))
        }
    }

    private func leavePending(_ text: String, _ key: GoldenKey, failing: Violation?) throws(GoldenStoreError) -> String? {
        guard writePending else { return nil }
        try store.writePending(text, for: key, failing: failing)
        return try store.pendingPath(for: key)
    }
}
