extension RunCommand {
    /// `conform run`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "run",
        summary: "run specs against adapters and check transcripts against goldens (the CI gate)",
        description: [
            """
            Runs every spec under PATHS against every adapter, checks expectations, and compares \
            transcripts with goldens in Golden/. A missing or different golden fails the run and leaves a \
            pending '<spec>.transcript.new'. A replay adapter's spec without a usable recording is \
            'not_recorded': listed with the command that records it, and failing the run (exit 1) only \
            with '--require-recordings' — or when nothing else ran.
            """,
        ],
        arguments: [
            .optional("PATHS", repeating: true,
                      help: "spec files or folders (default: the suite root, 'Specs', or 'suite' in conform.yaml)"),
        ],
        options: [
            .adapter("run only adapter A"),
            .filter,
            .tag,
            .jobs,
            .format(ReportOutput.formats),
            .output("the report"),
            .report,
        ] + OptionDeclaration.reportFiles + [
            .label,
            .flag("--update", help: "rewrite goldens that differ (refused in CI unless --force)")
                .conflicting(with: "--no-golden", because: "'--no-golden' does not read goldens, '--update' rewrites them"),
            .flag("--force", help: "allow --update and --prune in CI").requiring("--update", "--prune"),
            .value("--pending-dir", "DIR", help: "write pending transcripts under DIR instead of beside goldens").writing(),
            .value("--artifacts", "DIR", help: "CI: pending transcripts under DIR/pending, diffs under DIR/diffs").writing(),
            .value("--shard", "I/N", help: "run only shard I of N (deterministic, balanced; merge with 'conform merge')"),
            .flag("--prune", help: "remove goldens no spec produces any more (after a full run only)")
                .conflicting(with: "--no-golden", because: "obsolete goldens are found by comparing them, which '--no-golden' skips")
                .conflicting(with: "--shard", because: "a shard never sees every spec, so it cannot tell which goldens are obsolete"),
            .flag("--no-golden", help: "check expectations only"),
            .requireRecordings,
            .quiet,
            .verbose,
            .show,
            .traceAdapter,
            .allowOutside,
        ],
        notes: [
            """
            A green run prints its summary line; a red one each problem's details, then what failed. \
            Any set of reports can be written beside the terminal output (--junit, --json, --html, \
            --markdown, --tap); '--format F --output FILE' still writes one. Results on stdout; \
            diagnostics on stderr. Under GitHub Actions (GITHUB_ACTIONS=true), each problem is also printed to stderr as an \
            '::error file=…,line=…::' annotation, and a markdown summary is appended to $GITHUB_STEP_SUMMARY.
            """,
        ])
}
