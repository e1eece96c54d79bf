import ConformKit

extension GoldenStore {
    /// Compares, then leaves the pending change a run leaves: written when the golden is missing,
    /// different or unreadable; removed (if stale) when it matches — one golden's part of a run,
    /// for tests of the store (a run goes through `GoldenFiles`).
    package func verify(_ transcript: Transcript, text: String) throws(GoldenStoreError) -> GoldenComparison {
        let comparison = try compare(transcript, text: text)
        let key = GoldenKey(transcript)
        if comparison == .matches {
            _ = try removePending(for: key)
        } else {
            try writePending(text, for: key)
        }
        return comparison
    }
}
