/// The one pipeline of a conformance run, owned by the library: workspace → adapters → specs →
/// selection → shard → run → known divergences → obsolete goldens → one `RunReport`.
///
/// The CLI, ConformTesting, the benchmark and the fuzz harness all call it; none assembles the
/// pipeline itself, so a behaviour such as honouring `Divergences/` cannot differ between them.
package struct Suite: Sendable {
    /// What to run.
    package struct Request: Sendable {
        /// Spec files or folders (the suite root when empty).
        package var paths: [String]
        /// Adapter ids (the workspace's defaults when empty).
        package var adapterIDs: [String]
        /// Which specs.
        package var selection: Selection
        /// Worker threads.
        package var jobs: Int
        /// How goldens are consulted, whether differing ones are rewritten and obsolete ones removed:
        /// what `GoldenPlacement.deciding` made of the command line, held here and nowhere else.
        package var placement: GoldenPlacement
        /// Only this shard of the selected specs.
        package var shard: Shard?
        /// Keep passing pairs' transcripts too (an HTML report draws them, a migration compares them).
        package var keepTranscripts: Bool
        /// Keep the selected specs in the report (`conform mutate` checks mutated transcripts against
        /// their expectations again).
        package var keepSpecs: Bool
        /// Read spec paths, and write goldens, outside the workspace's folder (`--allow-outside`).
        package var allowOutside: Bool
        /// Whether a replay adapter's not-recorded pairs fail the run (`--require-recordings`).
        package var requireRecordings = false
        /// What the run is called in its reports (`--label`).
        package var label: String?
        /// How much one pair may replay and record (`Limits`' defaults).
        package var bounds = Replay.Bounds()
        /// Rewrites each selected spec before it runs: a migration widens a spec scoped to one
        /// version of a model to every version it compares.
        package var rescope: (@Sendable (Spec) -> Spec)?
        /// The suite as `Workspace.loadSpecs` loaded it from `paths`, for a caller that runs it more
        /// than once (a migration: each stop, then with the SDKs' default handlers): each spec is
        /// then read, decoded and checked against the adapters once. Nil loads it here.
        package var loaded: SuiteLoader.Loaded? = nil

        /// Creates a request; the defaults run the whole suite on the default adapters, comparing goldens.
        package init(
            paths: [String] = [], adapterIDs: [String] = [], selection: Selection = Selection(), jobs: Int = 1,
            golden: GoldenMode = .compare(pendingDirectory: nil, write: false), update: Bool = false,
            shard: Shard? = nil, prune: Bool = false, keepTranscripts: Bool = false, keepSpecs: Bool = false,
            allowOutside: Bool = false, rescope: (@Sendable (Spec) -> Spec)? = nil
        ) {
            self.paths = paths
            self.adapterIDs = adapterIDs
            self.selection = selection
            self.jobs = jobs
            self.placement = GoldenPlacement(golden: golden, update: update, prune: prune)
            self.shard = shard
            self.keepTranscripts = keepTranscripts
            self.keepSpecs = keepSpecs
            self.allowOutside = allowOutside
            self.rescope = rescope
        }

        /// Whether the run may write to the golden folder: pending files, `--update` or `--prune`.
        var writesGoldens: Bool {
            guard case .compare(let pending, let write, _) = placement.golden else { return false }
            return placement.update || placement.prune || (write && pending == nil)
        }
    }

    /// How goldens are consulted.
    package enum GoldenMode: Sendable, Hashable {
        /// Not at all.
        case ignore
        /// Compared; pending transcripts written where `pendingDirectory` or the tree says, if `write`;
        /// rendered diffs written under `diffDirectory`, if given.
        case compare(pendingDirectory: String?, write: Bool, diffDirectory: String? = nil)
    }

    /// What the pipeline tells its caller while it works: notes, problems found before running,
    /// and progress. Every member is optional; the CLI prints them to stderr.
    package struct Observer: Sendable {
        /// A note about the specs found (a skipped file, say).
        package var note: @Sendable (String) -> Void
        /// Problems in the known-divergence lists, with the lists' texts for quoting lines.
        package var divergenceProblems: @Sendable ([Diagnostic], [String: String]) -> Void
        /// Spec files that could not be read, once, before anything runs.
        package var invalidFiles: @Sendable ([SuiteLoader.InvalidFile]) -> Void
        /// Makes a progress callback for this many pairs, or nil for none.
        package var progress: @Sendable (_ pairs: Int) -> (@Sendable (_ done: Int, _ total: Int) -> Void)?
        /// Called once every pair has finished.
        package var finished: @Sendable () -> Void

        /// Creates an observer; the defaults say nothing.
        package init(
            note: @escaping @Sendable (String) -> Void = { _ in },
            divergenceProblems: @escaping @Sendable ([Diagnostic], [String: String]) -> Void = { _, _ in },
            invalidFiles: @escaping @Sendable ([SuiteLoader.InvalidFile]) -> Void = { _ in },
            progress: @escaping @Sendable (_ pairs: Int) -> (@Sendable (_ done: Int, _ total: Int) -> Void)? = { _ in nil },
            finished: @escaping @Sendable () -> Void = {}
        ) {
            self.note = note
            self.divergenceProblems = divergenceProblems
            self.invalidFiles = invalidFiles
            self.progress = progress
            self.finished = finished
        }
    }

    /// The workspace the suite lives in.
    package let workspace: Workspace

    /// Creates the suite of `workspace`.
    package init(_ workspace: Workspace) { self.workspace = workspace }

    /// Runs `request`: throws `ConformError` for operational failures (nothing matched: exit 2; a
    /// golden store failure while pruning: exit 3); everything else is in the report.
    package func run(_ request: Request, observer: Observer = Observer()) throws -> RunReport {
        // A vendor's platforms side by side: its columns together (each named by its platform), and
        // its pairs in that order, so a merge of shards, which orders by the columns, says the same.
        let asked = try workspace.adapters(request.adapterIDs)
        let platforms = workspace.families.platforms(of: asked.map(\.info))
        let place = Dictionary(
            AdapterPlatform.grouped(asked.map(\.info), platforms).enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let adapters = asked.enumerated().sorted { (place[$0.element.info.id] ?? $0.offset) < (place[$1.element.info.id] ?? $1.offset) }.map(
            \.element)
        let loaded = try request.loaded ?? workspace.loadSpecs(request.paths, jobs: request.jobs, allowOutside: request.allowOutside)
        let running = Set(adapters.map(\.info.id))
        for note in loaded.notes {
            let idle = loaded.unavailableAdapters.contains { !running.contains($0) && note.hasPrefix(HandshakeFinding.heading($0)) }
            observer.note(idle ? HandshakeFinding.warning(note) : note)
        }
        if case .compare(let pending, let write, _) = request.placement.golden, request.writesGoldens || (write && pending != nil) {
            // Where this run writes, it first clears what an interrupted one left: the golden
            // folder only when it writes there (never in CI), the pending folder when it has one.
            let store =
                request.writesGoldens
                ? try workspace.goldenStore(pendingDirectory: pending, writing: true, allowOutside: request.allowOutside)
                : GoldenStore(root: workspace.config.golden, pendingRoot: pending)
            let swept = store.removeStaleTemporaryFiles(pendingOnly: !request.writesGoldens)
            if !swept.isEmpty {
                let folder = request.writesGoldens ? store.root : (pending ?? store.root)
                observer.note("note: removed \(swept.count) temporary file\(swept.count == 1 ? "" : "s") an interrupted run left in '\(folder)'")
            }
        }
        let (divergences, divergenceProblems, sources) = workspace.divergences(for: adapters.map(\.info.id))
        if !divergenceProblems.isEmpty { observer.divergenceProblems(divergenceProblems, sources) }

        var invalid = loaded.invalid.filter(request.selection.selects(invalid:))
        var selected = loaded.specs.filter(request.selection.selects)
        if let rescope = request.rescope { selected = selected.map(rescope) }
        let fingerprint = Fingerprint.of(selected, invalid: invalid)
        if let shard = request.shard { (selected, invalid) = shard.split(selected, invalid) }
        observer.invalidFiles(invalid)
        if selected.isEmpty && invalid.isEmpty && request.shard == nil {
            throw ConformError.input(
                "no spec matched: nothing to run",
                next: "check the paths, '--filter' and '--tag'; 'conform list' shows the suite")
        }

        var options = Runner.Options(
            jobs: request.jobs, golden: goldenChecker(request.placement.golden), update: request.placement.update,
            divergences: divergences, bounds: request.bounds, keepTranscripts: request.keepTranscripts,
            names: workspace.names)
        options.progress = observer.progress(selected.count * adapters.count)
        let pairs = Runner(options).run(selected, on: adapters)
        observer.finished()

        let wholeSuite =
            request.paths.isEmpty
            || request.paths.map(PathResolver.normalised) == [PathResolver.normalised(workspace.config.suite)]
        let fullRun = wholeSuite && request.selection.takesEverything
        // A package run in its own folder sees only its own specs (`<package>/…`): its goldens and
        // divergence entries of other specs — the shared contract of the suites that include it —
        // are judged, and pruned, only where it is included (docs/packages.md).
        let foreign: (String) -> Bool = { id in workspace.config.package.map { !id.hasPrefix($0 + "/") } ?? false }
        // A shard loaded the whole suite before it took its part, so it judges the entries like the
        // whole run does, and the merge of the shards says what the run says.
        let allStale = fullRun ? divergences.stale(specs: loaded.specs, names: workspace.names) : []
        let stale = allStale.filter { !foreign($0.spec) }
        var report = RunReport(
            pairs: pairs, invalid: invalid, adapters: adapters.map(\.info),
            specCount: selected.count + invalid.count, staleDivergences: stale, divergenceDiagnostics: divergenceProblems)
        report.platforms = platforms
        report.fingerprint = fingerprint
        for entry in divergences.entries {
            report.divergenceLocations[RunReport.divergenceKey(adapter: entry.adapter, spec: entry.spec)] = entry.location
        }
        report.goldenRoot = workspace.config.golden
        for package in workspace.packages {
            for id in package.adapterIDs { report.packageGoldenRoots[id] = package.golden }
        }
        if request.keepSpecs { report.specs = selected }
        for spec in selected where !spec.tags.isEmpty { report.tags[spec.id] = spec.tags }
        report.shard = request.shard?.description
        report.requireRecordings = request.requireRecordings
        report.label = request.label
        report.fullRun = fullRun
        report.outOfScope = selected.count * adapters.count - pairs.count
        if invalid.isEmpty, let nothing = NothingRan.explain(specs: selected, adapters: report.adapters, pairs: pairs, names: workspace.names) {
            if let shard = request.shard {
                observer.note(
                    "note: shard \(shard): none of its \(selected.count) spec\(selected.count == 1 ? "" : "s") applies to these adapters; the merge of every shard judges the run"
                )
            } else {
                report.nothingRan = nothing
            }
        }
        // A filtered or sharded run never calls a golden obsolete: it did not see every spec.
        if fullRun, request.shard == nil, case .compare = request.placement.golden {
            let store = GoldenStore(root: workspace.config.golden)
            let kept = try workspace.judgeObsolete(&report, ownAdapters: request.adapterIDs.isEmpty)
            let entries = allStale.count - stale.count
            if let name = workspace.config.package, kept + entries > 0 {
                var what: [String] = []
                if kept > 0 { what.append("\(kept) golden\(kept == 1 ? "" : "s")") }
                if entries > 0 { what.append("\(entries) divergence entr\(entries == 1 ? "y" : "ies")") }
                observer.note(
                    "note: \(what.joined(separator: " and ")) of specs outside package '\(name)' (the shared contract) "
                        + "are checked in the workspace that includes it, not here; never obsolete, stale or pruned here")
            }
            if request.placement.prune {
                for key in report.obsolete {
                    do { _ = try store.remove(key) } catch { throw ConformError.infrastructure("\(error)", next: nil) }
                }
                report.pruned = true
            }
        }
        return report
    }

    /// The golden checker for `mode`.
    private func goldenChecker(_ mode: GoldenMode) -> (any GoldenChecking)? {
        switch mode {
        case .ignore: return nil
        case .compare(let pending, let write, let diffs):
            let main = GoldenFiles(root: workspace.config.golden, pendingDirectory: pending, writePending: write, diffDirectory: diffs)
            var routes: [String: GoldenFiles] = [:]
            for package in workspace.packages where PathResolver.normalised(package.golden) != PathResolver.normalised(workspace.config.golden) {
                let files = GoldenFiles(root: package.golden, pendingDirectory: pending, writePending: write, diffDirectory: diffs)
                for id in package.adapterIDs { routes[id] = files }
            }
            return routes.isEmpty ? main : RoutedGoldens(main: main, routes: routes)
        }
    }
}
