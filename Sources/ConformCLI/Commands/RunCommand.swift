import ConformKit
import Foundation

/// `conform run`: the CI gate.
enum RunCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let format = a.value("--format") ?? "pretty"
        try ReportOutput.validate(format)
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
                throw ConformError.input("'--shard' must be I/N with 1 ≤ I ≤ N, not '\(text)'", next: "for example: --shard 2/3")
            }
            shard = parsed
        }
        let artifacts = a.value("--artifacts")
        let pendingDir = a.value("--pending-dir") ?? artifacts.map { $0 + "/pending" }
        let report = try SuiteExecution.execute(SuiteExecution.Request(
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
            keepTranscripts: a.value("--report") != nil,
            traceAdapter: a.has("--trace-adapter")))

        try ReportOutput.emit(report, format: format, output: a.value("--output"), verbose: a.has("--verbose"))
        try GitHubOutput.publish(report)
        if let path = a.value("--report") { try HTMLReportOutput.write(report, command: "run", paths: a.positional, to: path) }
        if let nothing = report.nothingRan {
            Terminal.err("conform: error: \(nothing.message)\n  next: \(nothing.next)\n")
        }
        if update {
            let written = report.pairs.filter(\.goldenUpdated).count
            Terminal.err("conform: updated \(written) golden\(written == 1 ? "" : "s")\n")
        }
        return report.exitCode
    }
}

/// Writes report files atomically, with errors that name the path.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConformError.infrastructure("cannot write '\(path)': \(error.localizedDescription)", next: "check the folder exists and is writable")
        }
    }
}
