import ConformKit
import Foundation

/// How `diff` and `upgrade` run and show a migration report: rendered as the format asks, to stdout or
/// `--output`, the markdown kept to what a pull-request comment holds, and the whole report (JSON
/// and markdown) written under `--artifacts` for CI to keep.
enum MigrationOutput {
    /// `--format F`, which both commands take and read before any work is done.
    static let format = Common.format([.pretty, .markdown, .json])
    /// `--output FILE`, as both commands' declarations describe it.
    static let output = Common.output("the report")

    /// Runs `plan` on the specs under `paths` that `--filter` and `--tag` select, then renders and
    /// writes the report; `command` names the command in the headline, `checklistOnly` leaves out
    /// the changes by version. The exit status.
    static func run(
        _ plan: MigrationPlan, in workspace: Workspace, paths: [String], _ a: Arguments,
        command: String, checklistOnly: Bool
    ) throws -> Int32 {
        let report = try MigrationRun.run(
            plan, workspace: workspace, paths: paths,
            selection: Selection(filters: try a[Common.filter].map(Glob.init), tags: try a[Common.tag]),
            jobs: try a[Common.jobs] ?? ProcessInfo.processInfo.activeProcessorCount,
            observer: SuiteExecution.observer())
        let format = try a[Self.format]
        let output = try a[Self.output]
        var fullReport: String?
        if let folder = try a[artifacts] {
            try OutputFile.createFolder(folder)
            let markdown = folder + "/migration.md"
            try FileOutput.write(MigrationRenderer.markdown(report, command: command, checklistOnly: checklistOnly), to: markdown)
            try FileOutput.write(MigrationRenderer.json(report), to: folder + "/migration.json")
            fullReport = markdown
        }
        let text =
            switch format {
            case .markdown:
                MigrationRenderer.limited(
                    MigrationRenderer.markdown(report, command: command, checklistOnly: checklistOnly),
                    fullReport: fullReport)
            case .json:
                MigrationRenderer.json(report)
            default:
                terminalText(
                    MigrationRenderer.text(report, colour: output == nil && Terminal.colour(fd: 1), command: command, checklistOnly: checklistOnly),
                    toFile: output != nil)
            }
        if let output { try FileOutput.write(text, to: output) } else { Terminal.out(text) }
        return report.exitCode
    }

    /// The text form as it is written: on a terminal, the long `source:` and `why:` lines wrap
    /// under their own indent to its width; into a file or a pipe, every line stays whole.
    static func terminalText(_ text: String, toFile: Bool) -> String {
        guard !toFile, let width = Terminal.width(fd: 1) else { return text }
        return LineWrap.fit(text, width: width)
    }

    /// The `--artifacts DIR` option both commands take.
    static let artifacts = Option<String?>(
        "--artifacts", "DIR", help: "also write the whole report to DIR/migration.md and DIR/migration.json (for CI to keep)"
    ).writing(.folder)

    /// The help note both commands give about the markdown form's size.
    static let markdownNote = """
        The markdown form fits a pull-request comment (at most 65,536 characters); when cut, it names \
        the whole report, which '--artifacts DIR' writes.
        """
}
