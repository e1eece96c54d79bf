import ConformKit
import Foundation

/// `conform run`: the CI gate.
enum RunCommand {
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
            """
        ],
        arguments: [
            .paths("spec files or folders (default: the suite root, 'Specs', or 'suite' in conform.yaml)")
        ],
        options: [adapter, Common.filter, Common.tag, Common.jobs, ReportOutput.format, ReportOutput.output, Common.report]
            + ReportOutput.files.map(\.option) + [
                Common.label, update, force, pendingDirectory, artifacts, shard, prune, noGolden, Common.requireRecordings,
                Common.quiet, Common.verbose, Common.show, Common.traceAdapter, Common.allowOutside
            ],
        notes: [
            """
            A green run prints its summary line; a red one each problem's details, then what failed. \
            Any set of reports can be written beside the terminal output (--junit, --json, --html, \
            --markdown, --tap); '--format F --output FILE' still writes one. Results on stdout; \
            diagnostics on stderr. Under GitHub Actions (GITHUB_ACTIONS=true), each problem is also printed to stderr as an \
            '::error file=…,line=…::' annotation, and a markdown summary is appended to $GITHUB_STEP_SUMMARY.
            """
        ])

    static let adapter = Common.adapter("run only adapter A")
    static let update = Flag("--update", help: "rewrite goldens that differ (refused in CI unless --force)")
        .conflicting(with: noGolden, because: "'--no-golden' does not read goldens, '--update' rewrites them")
    static let force = Flag("--force", help: "allow --update and --prune in CI").requiring(update, prune)
    static let pendingDirectory = Option<String?>("--pending-dir", "DIR", help: "write pending transcripts under DIR instead of beside goldens")
        .writing(.folder)
    static let artifacts = Option<String?>("--artifacts", "DIR", help: "CI: pending transcripts under DIR/pending, diffs under DIR/diffs").writing(
        .folder)
    static let shard = Option<Shard?>(.value("--shard", "I/N", help: "run only shard I of N (deterministic, balanced; merge with 'conform merge')")) {
        given in
        guard let text = given.last else { return nil }
        guard let parsed = Shard(parsing: text) else {
            var next = "for example: --shard 2/3"
            if text.hasPrefix("0/") { next = "shards count from 1; Buildkite's BUILDKITE_PARALLEL_JOB counts from 0, so add 1 (docs/ci.md)" }
            throw ConformError.input("'--shard' must be I/N with 1 ≤ I ≤ N, not '\(text)'", next: next)
        }
        return parsed
    }
    static let prune = Flag("--prune", help: "remove goldens no spec produces any more (after a full run only)")
        .conflicting(with: noGolden, because: "obsolete goldens are found by comparing them, which '--no-golden' skips")
        .conflicting(with: shard, because: "a shard never sees every spec, so it cannot tell which goldens are obsolete")
    static let noGolden = Flag("--no-golden", help: "check expectations only")

    static func main(_ a: Arguments) throws -> Int32 {
        let reports = try ReportOutput(a)
        let shard = try a[Self.shard]
        let placement = try GoldenPlacement.deciding(
            GoldenPlacement.Asked(
                noGolden: a[noGolden], update: a[Self.update], prune: a[prune], force: a[force],
                pendingDirectory: try a[pendingDirectory], artifacts: try a[Self.artifacts], ci: Terminal.isCI))
        if let artifacts = try a[Self.artifacts] { try GoldenPlacement.checkArtifacts(artifacts) }
        var request = Suite.Request(
            paths: a.positional,
            adapterIDs: try a[adapter],
            selection: Selection(filters: try a[Common.filter].map(Glob.init), tags: try a[Common.tag]),
            jobs: try a[Common.jobs] ?? ProcessInfo.processInfo.activeProcessorCount,
            shard: shard,
            keepTranscripts: reports.keepsTranscripts,
            allowOutside: a[Common.allowOutside])
        request.placement = placement
        request.requireRecordings = a[Common.requireRecordings]
        request.label = reports.label
        let report = try SuiteExecution.execute(request, traceAdapter: a[Common.traceAdapter])

        try reports.emit(report, command: "run", paths: a.positional)
        try GitHubOutput.publish(report)
        if let nothing = report.nothingRan {
            Terminal.err("conform: error: \(nothing.message)\n  next: \(nothing.next)\n")
        }
        if placement.update {
            let written = report.pairs.filter(\.goldenUpdated)
            var note = "conform: updated \(written.count) golden\(written.count == 1 ? "" : "s")\(written.isEmpty ? "" : ":")\n"
            for pair in written.prefix(50) { note += "    \(pair.adapterID)  \(pair.specID)\n" }
            if written.count > 50 { note += "    … and \(written.count - 50) more\n" }
            Terminal.err(note)
        }
        return report.exitCode
    }
}
