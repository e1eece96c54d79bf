import ConformKit
import Foundation

/// `run`, `matrix` and `diff` as the CLI asks for them: a `Suite` run in the current workspace,
/// with notes, diagnostics and progress on stderr. The pipeline itself is `Suite`'s.
struct SuiteExecution {
    /// What to run, as the command line says it.
    struct Request {
        var paths: [String]
        var adapterIDs: [String]
        var filters: [String]
        var tags: [String]
        var jobs: Int
        var golden: Suite.GoldenMode
        var update: Bool
        var shard: Shard? = nil
        var prune = false
        /// Keep passing pairs' transcripts too (the HTML report draws them, the migration report compares them).
        var keepTranscripts = false
        /// Keep the selected specs in the report (`conform mutate` checks mutants against them).
        var keepSpecs = false
        /// Log external adapters' wire to stderr (`--trace-adapter`).
        var traceAdapter = false
        /// Read specs and write goldens outside the current folder (`--allow-outside`).
        var allowOutside = false
    }

    /// Runs `request` and returns the report; throws for operational failures (exit 2 or 3).
    static func execute(_ request: Request) throws -> RunReport {
        let suite = Suite(try Workspace.load(traceAdapter: request.traceAdapter, ids: request.adapterIDs))
        let report = try suite.run(Suite.Request(
            paths: request.paths, adapterIDs: request.adapterIDs,
            selection: Selection(filters: request.filters.map(Glob.init), tags: request.tags),
            jobs: request.jobs, golden: request.golden, update: request.update, shard: request.shard, prune: request.prune,
            keepTranscripts: request.keepTranscripts, keepSpecs: request.keepSpecs, allowOutside: request.allowOutside), observer: observer())
        if let shard = request.shard, report.specCount == 0 {
            Terminal.err("conform: note: shard \(shard) has no specs\n")
        }
        return report
    }

    /// What the CLI tells the user while a suite runs: notes, problems and progress, on stderr.
    static func observer() -> Suite.Observer {
        let drawn = Locked<Progress?>(nil)
        return Suite.Observer(
            note: { Terminal.err("conform: \($0)\n") },
            divergenceProblems: { diagnostics, sources in
                Terminal.err(DiagnosticRenderer.render(diagnostics, sources: sources, colour: Terminal.colour(fd: 2)) + "\n")
            },
            invalidFiles: { Workspace.printDiagnostics($0) },
            progress: { pairs in
                guard let progress = Progress.make(pairs: pairs) else { return nil }
                drawn.withLock { $0 = progress }
                return { progress.update(done: $0, total: $1) }
            },
            finished: { drawn.withLock { $0?.finish() } })
    }
}
