import ConformKit

/// Writes the HTML report for `--html FILE` (or `--report FILE`), shared by `run`, `matrix` and `merge`.
enum HTMLReportOutput {
    /// Renders `report`, titled after the command that made it (and the run's label), and writes it to `path`.
    static func write(_ report: RunReport, command: String, paths: [String], to path: String, quiet: Bool = false) throws {
        // A labelled run (`--label`) says which run it is where the page is named: its title and heading.
        let title = "conform \(command)" + (paths.isEmpty ? "" : " " + paths.joined(separator: " "))
            + (report.label.map { " — \($0)" } ?? "")
        try FileOutput.write(HTMLReport.render(report, title: title), to: path)
        if !quiet { Terminal.err("conform: wrote the HTML report to '\(path)'\n") }
    }
}
