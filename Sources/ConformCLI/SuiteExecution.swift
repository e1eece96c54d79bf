import ConformKit
import Foundation

/// The shared path of `run`, `matrix` and `diff`: load the config, adapters and suite, run, and
/// collect one report. Diagnostics of invalid files go to stderr here, once.
struct SuiteExecution {
    /// What to run.
    struct Request {
        var paths: [String]
        var adapterIDs: [String]
        var filters: [String]
        var tags: [String]
        var jobs: Int
        var golden: GoldenMode
        var update: Bool
        var shard: Shard? = nil
        var prune = false
        /// Keep passing pairs' transcripts too (the HTML report draws some of them).
        var keepTranscripts = false
        /// Log external adapters' wire to stderr (`--trace-adapter`).
        var traceAdapter = false
    }

    /// How goldens are consulted.
    enum GoldenMode {
        /// Not at all.
        case ignore
        /// Compared; pending transcripts written where `pendingDirectory` or the tree says, if `write`.
        case compare(pendingDirectory: String?, write: Bool, diffDirectory: String? = nil)
    }

    /// Runs `request` and returns the report; throws for operational failures (exit 2 or 3).
    static func execute(_ request: Request) throws -> RunReport {
        let workspace = try Workspace.load(traceAdapter: request.traceAdapter)
        let adapters = try workspace.adapters(request.adapterIDs)
        let loaded = try workspace.loadSuite(request.paths, jobs: request.jobs)
        let golden: (any GoldenChecking)?
        switch request.golden {
        case .ignore: golden = nil
        case .compare(let pending, let write, let diffs):
            golden = GoldenFiles(root: workspace.config.golden, pendingDirectory: pending, writePending: write, diffDirectory: diffs)
        }
        let (divergences, divergenceDiagnostics, sources) = DivergenceFile.load(folder: workspace.config.divergences,
                                                                                adapters: adapters.map(\.info.id))
        let runner = Runner(Runner.Options(
            adapters: adapters,
            filters: request.filters.map(Glob.init),
            tags: request.tags,
            jobs: request.jobs,
            golden: golden,
            update: request.update,
            divergences: divergences,
            keepTranscripts: request.keepTranscripts))
        var invalid = loaded.invalid.filter(runner.selects(invalid:))
        let colour = Terminal.colour(fd: 2)
        if !divergenceDiagnostics.isEmpty {
            Terminal.err(DiagnosticRenderer.render(divergenceDiagnostics, sources: sources, colour: colour) + "\n")
        }
        var selected = loaded.specs.filter(runner.selects)
        let fingerprint = Fingerprint.of(selected, invalid: invalid)
        if let shard = request.shard {
            // Position in one id order over valid and invalid files alike, so every file lands in exactly one shard.
            let order = (selected.map(\.id) + invalid.map { $0.specID ?? $0.file }).sorted()
            let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            selected = selected.filter { shard.contains(position: position[$0.id] ?? 0) }
            invalid = invalid.filter { shard.contains(position: position[$0.specID ?? $0.file] ?? 0) }
        }
        Workspace.printDiagnostics(invalid)
        if selected.isEmpty && invalid.isEmpty && request.shard != nil {
            Terminal.err("conform: note: shard \(request.shard.map(\.description) ?? "") has no specs\n")
        } else if selected.isEmpty && invalid.isEmpty {
            throw ConformError.input("no spec matched: nothing to run",
                                     next: "check the paths, '--filter' and '--tag'; 'conform list' shows the suite")
        }
        var options = runner.options
        let progress = Progress.make(pairs: selected.count * adapters.count)
        if let progress { options.progress = { progress.update(done: $0, total: $1) } }
        let pairs = Runner(options).run(selected)
        progress?.finish()
        let wholeSuite = request.paths.isEmpty
            || request.paths.map(PathResolver.normalised) == [PathResolver.normalised(workspace.config.suite)]
        let fullRun = wholeSuite && request.filters.isEmpty && request.tags.isEmpty
        let stale = fullRun && request.shard == nil ? divergences.stale(knownSpecs: Set(loaded.specs.map(\.id))) : []
        var report = RunReport(pairs: pairs, invalid: invalid, adapters: adapters.map(\.info), specCount: selected.count + invalid.count,
                               staleDivergences: stale, divergenceDiagnostics: divergenceDiagnostics)
        report.fingerprint = fingerprint
        report.shard = request.shard?.description
        report.fullRun = fullRun
        // A filtered or sharded run never calls a golden obsolete: it did not see every spec.
        if fullRun, request.shard == nil, case .compare = request.golden {
            let store = GoldenStore(root: workspace.config.golden)
            report.obsolete = try Obsolete.find(store: store, pairs: pairs, invalid: invalid, adapters: adapters.map(\.info.id))
            if request.prune {
                for key in report.obsolete {
                    do { try store.remove(key) } catch { throw ConformError.infrastructure("\(error)", next: nil) }
                }
                report.pruned = true
            }
        }
        return report
    }
}
