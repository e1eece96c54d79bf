import ConformKit
import Foundation

/// What a run adds under GitHub Actions: annotations on stderr (at most GitHub's 10 a step, most
/// serious first), and the markdown summary appended to the file `$GITHUB_STEP_SUMMARY` names,
/// within the 1 MiB GitHub accepts for one step.
///
/// A shard (`conform run --shard I/N`) writes neither: its job is one part of a run whose merge job
/// (`conform merge`) gives the annotations and the summary once, for every problem of every shard.
enum GitHubOutput {
    static func publish(_ report: RunReport) throws {
        let env = ProcessInfo.processInfo.environment
        guard env["GITHUB_ACTIONS"] == "true" else { return }
        if let shard = report.shard {
            Terminal.err("conform: note: shard \(shard): annotations and the step summary are left to the merge job ('conform merge')\n")
            return
        }
        Terminal.errVerbatim(GitHubAnnotations.render(report))
        guard let path = env["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw ConformError.infrastructure(
                "cannot append to GITHUB_STEP_SUMMARY '\(path)'", next: "check the runner's step summary file is writable")
        }
        defer { try? handle.close() }
        let existing = (try? handle.seekToEnd()).map(Int.init) ?? 0
        // What earlier commands of the step wrote counts against the same 1 MiB.
        let room = max(MarkdownReport.stepSummaryLimit.value - existing - 1, 16_384)
        // The step summary is a CI log too: it goes through the same gate as stdout and stderr.
        let text = VisibleText.safeForLog(
            MarkdownReport.render(
                report, limit: .bytes(room),
                fullReport: "the reports this job uploads (the JSON, JUnit and HTML reports)") + "\n", colour: false)
        try handle.write(contentsOf: Data(text.utf8))
    }
}
