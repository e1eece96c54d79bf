/// Where a run's goldens and pending transcripts go — the one place that decides it, from what the
/// command line and the environment say, as a pure function (`GoldenPlacementTests` is its table):
///
/// - `--no-golden`: goldens are not consulted, nothing is written;
/// - `--update` rewrites goldens that differ, and `--prune` removes obsolete ones: both write to the
///   tree, so in CI both are refused unless `--force`;
/// - pending transcripts go under `--pending-dir DIR`, or `--artifacts DIR`'s `DIR/pending` (where
///   rendered diffs go too, under `DIR/diffs`), in CI as elsewhere;
/// - without either they go beside the goldens — except in CI, where nothing is written to the tree.
package struct GoldenPlacement: Sendable, Hashable {
    /// What the command line and the environment say.
    package struct Asked: Sendable, Hashable {
        package var noGolden = false
        package var update = false
        package var prune = false
        package var force = false
        package var pendingDirectory: String?
        package var artifacts: String?
        package var ci = false

        package init(
            noGolden: Bool = false, update: Bool = false, prune: Bool = false, force: Bool = false,
            pendingDirectory: String? = nil, artifacts: String? = nil, ci: Bool = false
        ) {
            self.noGolden = noGolden
            self.update = update
            self.prune = prune
            self.force = force
            self.pendingDirectory = pendingDirectory
            self.artifacts = artifacts
            self.ci = ci
        }
    }

    /// How goldens are consulted and where pending files go.
    package var golden: Suite.GoldenMode
    /// Whether differing goldens are rewritten.
    package var update: Bool
    /// Whether obsolete goldens are removed.
    package var prune: Bool

    /// The placement for `asked`; throws the refusal of `--update` or `--prune` in CI without `--force`.
    package static func deciding(_ asked: Asked) throws(ConformError) -> GoldenPlacement {
        if asked.update && asked.ci && !asked.force {
            throw ConformError.input(
                "'--update' is refused in CI: goldens change only by review",
                next: "run it locally, or add '--force' if you really mean to rewrite goldens here")
        }
        if asked.prune && asked.ci && !asked.force {
            throw ConformError.input(
                "'--prune' is refused in CI: nothing is written to the tree there",
                next: "prune locally, or add '--force'")
        }
        let pending = asked.pendingDirectory ?? asked.artifacts.map { $0 + "/pending" }
        let golden: Suite.GoldenMode =
            asked.noGolden
            ? .ignore
            : .compare(pendingDirectory: pending, write: !asked.ci || pending != nil, diffDirectory: asked.artifacts.map { $0 + "/diffs" })
        return GoldenPlacement(golden: golden, update: asked.update, prune: asked.prune)
    }

    /// Throws when `DIR/pending` or `DIR/diffs` of `--artifacts DIR` leads out of DIR through a
    /// symbolic link: DIR is where the user said, its two folders are conform's, held inside it as
    /// each pending file is held inside `--pending-dir` (and each diff inside `DIR/diffs`, by the
    /// same `GoldenStore` check). Checked before anything runs.
    package static func checkArtifacts(_ folder: String) throws(ConformError) {
        for sub in ["pending", "diffs"] {
            guard let resolved = Confinement.resolve(folder + "/" + sub, within: folder), !resolved.inside else { continue }
            throw ConformError.input(
                "refusing to write under '\(folder)/\(sub)': \(resolved.how), outside '--artifacts \(folder)'",
                next: "remove the link, or name another folder with --artifacts")
        }
    }
}
