import ConformKit

/// Writes the HTML report for `--html FILE` (or `--report FILE`), shared by `run`, `matrix` and `merge`.
enum HTMLReportOutput {
    /// Renders `report`, titled after the command that made it, and writes it to `path`.
    static func write(_ report: RunReport, command: String, paths: [String], to path: String, quiet: Bool = false) throws {
        let title = "conform \(command)" + (paths.isEmpty ? "" : " " + paths.joined(separator: " "))
        try FileOutput.write(HTMLReport.render(report, title: title), to: path)
        if !quiet { Terminal.err("conform: wrote the HTML report to '\(path)'\n") }
    }
}
