/// Accepting or rejecting pending changes, as `conform accept`, `reject` and `review` do: each
/// change on its own, so one pending file that cannot be accepted refuses only itself.
package enum PendingDecision {
    /// A pending file accepting refused: it does not read back as a transcript of its pair.
    package struct Refusal: Sendable {
        /// Which golden; it was left as it was.
        package var key: GoldenKey
        /// The pending file.
        package var path: String
        /// Its problems, located in it.
        package var diagnostics: [Diagnostic]
        /// Its text, for quoting lines.
        package var source: String

        /// The problems, located and quoted, as a person reads them.
        package func render(colour: Bool) -> String {
            DiagnosticRenderer.render(diagnostics, sources: [path: source], colour: colour)
        }

        /// The one next step: throw the file away and record the pair again.
        package var nextStep: String {
            "reject it with 'conform reject \(key.specID) --adapter \(key.adapterID)', then run 'conform run' to record it again"
        }
    }

    /// What a decision did.
    package struct Outcome: Sendable {
        /// The changes accepted or rejected.
        package var decided: [GoldenKey] = []
        /// The pending files accepting refused.
        package var refused: [Refusal] = []
    }

    /// Accepts (or rejects) every change in `changes`; a pending file that does not read back is
    /// refused and its golden left untouched. Throws only for failures of the store itself.
    package static func apply(_ changes: [PendingChange], accept: Bool, store: GoldenStore) throws(GoldenStoreError) -> Outcome {
        var outcome = Outcome()
        for change in changes {
            do {
                if accept { try store.accept(change.key) } else { try store.reject(change.key) }
                outcome.decided.append(change.key)
            } catch {
                guard case .unreadablePending(let path, let diagnostics, let source) = error else { throw error }
                outcome.refused.append(Refusal(key: change.key, path: path, diagnostics: diagnostics, source: source))
            }
        }
        return outcome
    }
}
