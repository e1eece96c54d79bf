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
    }

    /// How goldens are consulted.
    enum GoldenMode {
        /// Not at all.
        case ignore
        /// Compared; pending transcripts written where `pendingDirectory` or the tree says, if `write`.
        case compare(pendingDirectory: String?, write: Bool)
    }

    /// Runs `request` and returns the report; throws for operational failures (exit 2 or 3).
    static func execute(_ request: Request) throws -> RunReport {
        let workspace = try Workspace.load()
        let adapters = try workspace.adapters(request.adapterIDs)
        let loaded = try workspace.loadSuite(request.paths, jobs: request.jobs)
        let golden: (any GoldenChecking)?
        switch request.golden {
        case .ignore: golden = nil
        case .compare(let pending, let write):
            golden = GoldenFiles(root: workspace.config.golden, pendingDirectory: pending, writePending: write)
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
            divergences: divergences))
        let invalid = loaded.invalid.filter(runner.selects(invalid:))
        Workspace.printDiagnostics(invalid)
        let colour = Terminal.colour(fd: 2)
        for d in divergenceDiagnostics {
            Terminal.err(DiagnosticRenderer.render(d, source: sources[d.location.file], colour: colour) + "\n")
        }
        let selected = loaded.specs.filter(runner.selects)
        if selected.isEmpty && invalid.isEmpty {
            throw ConformError.input("no spec matched: nothing to run",
                                     next: "check the paths, '--filter' and '--tag'; 'conform list' shows the suite")
        }
        let pairs = runner.run(selected)
        let fullRun = request.paths.isEmpty && request.filters.isEmpty && request.tags.isEmpty
            || request.paths.map(PathResolver.normalised) == [PathResolver.normalised(workspace.config.suite)] && request.filters.isEmpty && request.tags.isEmpty
        let stale = fullRun ? divergences.stale(knownSpecs: Set(loaded.specs.map(\.id))) : []
        return RunReport(pairs: pairs, invalid: invalid, adapters: adapters.map(\.info), specCount: selected.count + invalid.count,
                         staleDivergences: stale, divergenceDiagnostics: divergenceDiagnostics)
    }
}
