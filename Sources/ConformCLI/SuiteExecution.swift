import ConformKit
import Foundation

/// `run`, `matrix`, `mutate` and `init` as the CLI asks for them: a `Suite.Request` run in the
/// current workspace, with notes, diagnostics and progress on stderr. The pipeline itself is `Suite`'s.
enum SuiteExecution {
    /// Runs `request` in the current workspace and returns the report; throws for operational
    /// failures (exit 2 or 3). `traceAdapter` logs external adapters' wire to stderr.
    static func execute(_ request: Suite.Request, traceAdapter: Bool = false) throws -> RunReport {
        try execute(request, in: try Workspace.load(traceAdapter: traceAdapter))
    }

    /// Runs `request` in `workspace`; `quiet` runs it without notes or progress (a second run for
    /// context, whose notes the first run already gave).
    static func execute(_ request: Suite.Request, in workspace: Workspace, quiet: Bool = false) throws -> RunReport {
        let suite = Suite(workspace)
        let report = try suite.run(request, observer: quiet ? Suite.Observer() : observer())
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
                guard let progress = Progress(pairs: pairs) else { return nil }
                drawn.withLock { $0 = progress }
                return { progress.update(done: $0, total: $1) }
            },
            finished: { drawn.withLock { $0?.finish() } })
    }
}
