import ConformKit

/// Writes the HTML report for `--report FILE.html`, shared by `run` and `matrix`.
enum HTMLReportOutput {
    /// Renders `report`, titled after the command that made it, and writes it to `path`.
    static func write(_ report: RunReport, command: String, paths: [String], to path: String) throws {
        let title = "conform \(command)" + (paths.isEmpty ? "" : " " + paths.joined(separator: " "))
        try FileOutput.write(HTMLReport.render(report, title: title), to: path)
        Terminal.err("conform: wrote the HTML report to '\(path)'\n")
    }
}
