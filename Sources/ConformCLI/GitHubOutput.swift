import ConformKit
import Foundation

/// What a run adds under GitHub Actions: annotations on stderr, and the markdown summary appended
/// to the file `$GITHUB_STEP_SUMMARY` names.
enum GitHubOutput {
    static func publish(_ report: RunReport) throws {
        let env = ProcessInfo.processInfo.environment
        guard env["GITHUB_ACTIONS"] == "true" else { return }
        Terminal.errVerbatim(GitHubAnnotations.render(report))
        guard let path = env["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let text = MarkdownReport.render(report) + "\n"
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw ConformError.infrastructure("cannot append to GITHUB_STEP_SUMMARY '\(path)'", next: "check the runner's step summary file is writable")
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
