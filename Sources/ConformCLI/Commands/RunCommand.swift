import ConformKit
import Foundation

/// `conform run`: the CI gate.
enum RunCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let reports = try ReportOutput(a)
        let update = a.has("--update")
        if update && Terminal.isCI && !a.has("--force") {
            throw ConformError.input("'--update' is refused in CI: goldens change only by review",
                                     next: "run it locally, or add '--force' if you really mean to rewrite goldens here")
        }
        if a.has("--prune") && Terminal.isCI && !a.has("--force") {
            throw ConformError.input("'--prune' is refused in CI: nothing is written to the tree there",
                                     next: "prune locally, or add '--force'")
        }
        var shard: Shard?
        if let text = a.value("--shard") {
            guard let parsed = Shard(parsing: text) else {
                var next = "for example: --shard 2/3"
                if text.hasPrefix("0/") { next = "shards count from 1; Buildkite's BUILDKITE_PARALLEL_JOB counts from 0, so add 1 (docs/ci.md)" }
                throw ConformError.input("'--shard' must be I/N with 1 ≤ I ≤ N, not '\(text)'", next: next)
            }
            shard = parsed
        }
        let artifacts = a.value("--artifacts")
        let pendingDir = a.value("--pending-dir") ?? artifacts.map { $0 + "/pending" }
        var report = try SuiteExecution.execute(SuiteExecution.Request(
            paths: a.positional,
            adapterIDs: a.list("--adapter"),
            filters: a.list("--filter"),
            tags: a.list("--tag"),
            jobs: try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount,
            // In CI nothing is written to the tree: pending files go only where --pending-dir says.
            golden: a.has("--no-golden") ? .ignore
                : .compare(pendingDirectory: pendingDir, write: !Terminal.isCI || pendingDir != nil, diffDirectory: artifacts.map { $0 + "/diffs" }),
            update: update,
            shard: shard,
            prune: a.has("--prune"),
            // A shard's JSON report is the merge job's only input: it keeps every transcript, so the
            // merged HTML page draws every sequence diagram a single run's page would.
            keepTranscripts: reports.files.contains { $0.format == "html" } || (shard != nil && (reports.format == "json" || reports.files.contains { $0.format == "json" })),
            traceAdapter: a.has("--trace-adapter"),
            allowOutside: a.has("--allow-outside")))
        report.requireRecordings = a.has("--require-recordings")

        try reports.emit(report, command: "run", paths: a.positional)
        try GitHubOutput.publish(report)
        if let nothing = report.nothingRan {
            Terminal.err("conform: error: \(nothing.message)\n  next: \(nothing.next)\n")
        }
        if update {
            let written = report.pairs.filter(\.goldenUpdated)
            var note = "conform: updated \(written.count) golden\(written.count == 1 ? "" : "s")\(written.isEmpty ? "" : ":")\n"
            for pair in written.prefix(50) { note += "    \(pair.adapterID)  \(pair.specID)\n" }
            if written.count > 50 { note += "    … and \(written.count - 50) more\n" }
            Terminal.err(note)
        }
        return report.exitCode
    }
}
