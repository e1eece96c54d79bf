/// Everything a run produced, in a fixed order, ready for any renderer.
package struct RunReport: Sendable {
    /// One verdict per (spec, adapter) pair, ordered by spec id then adapter order.
    package var pairs: [PairResult]
    /// Spec files that could not be read; each counts as an error.
    package var invalid: [SuiteLoader.InvalidFile]
    /// The adapters, in order, with their versions.
    package var adapters: [AdapterInfo]
    /// How many specs were selected.
    package var specCount: Int
    /// Known-divergence entries that name no existing spec, or one scoped away from their adapter.
    package var staleDivergences: [KnownDivergences.Entry]
    /// Problems in the known-divergence lists.
    package var divergenceDiagnostics: [Diagnostic]
    /// Goldens no spec produced, after a full, unfiltered, unsharded run (empty otherwise).
    package var obsolete: [GoldenKey] = []
    /// Whether obsolete goldens were removed (`--prune`).
    package var pruned = false
    /// Obsolete goldens of an adapter the workspace no longer has whose successor has no golden
    /// yet for the same specs: `conform carry FROM TO` would carry them over.
    package var carryOver: [CarryOver] = []

    /// Divergence lists of adapters the workspace no longer has, after a run of its own adapters:
    /// their entries apply to no adapter (`Obsolete.strayLists`).
    package var strayDivergenceLists: [StrayDivergenceList] = []

    /// A divergence list no adapter of the workspace reads.
    package struct StrayDivergenceList: Sendable, Hashable {
        /// Its path (`Divergences/superwall@4.10.0.yaml`).
        package var file: String
        /// The adapter it is named for.
        package var adapter: String
        /// The adapter of the workspace of the same family and variant, which `conform carry` would give it to.
        package var successor: String?
    }

    /// An offer to carry one adapter's goldens over to another (`Obsolete.carryOver`).
    package struct CarryOver: Sendable, Hashable {
        /// The adapter the goldens were recorded for, no longer in the workspace.
        package var from: String
        /// The adapter that ran in its place.
        package var to: String
        /// How many goldens `from` has.
        package var goldens: Int
        /// How many of them are of specs `to` has no golden for yet (its `new` pairs).
        package var matching: Int
    }
    /// The fingerprint of the whole selected spec set (before sharding), so shard reports can be
    /// checked to come from the same suite.
    package var fingerprint: String = ""
    /// The shard this report covers (`2/3`), if any.
    package var shard: String?
    /// Shards of a sharded run that a partial merge (`conform merge --allow-partial`) did not have:
    /// the verdict covers only the others, and every summary says so. Empty otherwise.
    package var missingShards: [String] = []
    /// Whether the run covered the whole suite with no filter (obsolete goldens are only judged then).
    package var fullRun = false
    /// The golden root the run compared against, so a report can tell a pending file beside its
    /// golden from one under `--pending-dir` (whose accept command needs the folder).
    package var goldenRoot: String?
    /// The golden roots of the adapters whose goldens live elsewhere (an included package's), by
    /// adapter id: a pending file beside such a golden needs no `--pending-dir` to be accepted.
    package var packageGoldenRoots: [String: String] = [:]

    /// The golden root of `pair`'s adapter: its package's, or `goldenRoot`.
    package func goldenRoot(of pair: PairResult) -> String? {
        packageGoldenRoots[pair.adapterID] ?? goldenRoot
    }
    /// How many (spec, adapter) pairs were left out because the spec is scoped to other adapters:
    /// they are no results, so they are neither counted, listed nor scored.
    package var outOfScope = 0

    /// Why nothing ran although specs were selected (every pair out of scope or not applicable),
    /// when that is so: such a run exits 2 and says why.
    package var nothingRan: NothingRan?

    /// Whether `not_recorded` pairs fail the run (`--require-recordings`). Without it a partial
    /// recording set is listed — every missing recording with the command that records it — and the
    /// run's status comes from the other pairs; JUnit and TAP then show such pairs as skipped.
    package var requireRecordings = false

    /// Whether `pair` makes the run fail: a failure verdict, `not_recorded` only when recordings are required.
    package func fails(_ pair: PairResult) -> Bool {
        pair.verdict.isFailure && (pair.verdict != .notRecorded || requireRecordings)
    }

    /// One honest score per adapter.
    package var scores: [AdapterScore] { AdapterScore.scores(self) }
    /// The vendor and platform of each adapter of a versioned model, by id: the matrix and the HTML
    /// report group a vendor's platforms under it. Not carried by the JSON report.
    package var platforms: [String: AdapterPlatform] = [:]
    /// The specs that ran, in the order of `pairs`, when the request kept them (`keepSpecs`); empty
    /// otherwise, so memory grows with the results, not with the suite.
    package var specs: [Spec] = []
    /// What the run was called (`--label`): the JSON report carries it, and `conform trend` heads
    /// the run's column with it.
    package var label: String?
    /// The tags of each selected spec that has any, by spec id, so the HTML page can filter by tag
    /// (the JSON report carries them, so merged shard reports have them too).
    package var tags: [String: [String]] = [:]
    /// Where each known-divergence entry the run read stands (its list's file and line), by
    /// `"<adapter> <spec>"`, so an unexpected pass names the line to remove; empty in a report read
    /// back from JSON, whose renderers then say "its divergence list".
    package var divergenceLocations: [String: SourceLocation] = [:]

    /// Where the known-divergence entry of `pair` stands, if the run read one.
    package func divergenceLocation(of pair: PairResult) -> SourceLocation? {
        divergenceLocations[Self.divergenceKey(adapter: pair.adapterID, spec: pair.specID)]
    }

    /// The key of `divergenceLocations`.
    package static func divergenceKey(adapter: String, spec: String) -> String { adapter + " " + spec }

    package init(
        pairs: [PairResult], invalid: [SuiteLoader.InvalidFile], adapters: [AdapterInfo], specCount: Int,
        staleDivergences: [KnownDivergences.Entry] = [], divergenceDiagnostics: [Diagnostic] = []
    ) {
        self.pairs = pairs
        self.invalid = invalid
        self.adapters = adapters
        self.specCount = specCount
        self.staleDivergences = staleDivergences
        self.divergenceDiagnostics = divergenceDiagnostics
    }

    /// How many pairs got each verdict.
    package var counts: [Verdict: Int] {
        var counts: [Verdict: Int] = [:]
        for pair in pairs { counts[pair.verdict, default: 0] += 1 }
        return counts
    }

    /// The exit status, by `ExitStatus.code`.
    package var exitCode: Int32 {
        ExitStatus.code(
            verdicts: Set(pairs.map(\.verdict)), invalidInput: !invalid.isEmpty || !divergenceDiagnostics.isEmpty,
            staleDivergences: !staleDivergences.isEmpty, requireRecordings: requireRecordings,
            shard: shard != nil)
    }
}
