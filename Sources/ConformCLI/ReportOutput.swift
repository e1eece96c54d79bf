import ConformKit

/// The report formats `run` and `merge` share, rendered and written one way for both.
enum ReportOutput {
    /// The formats, in help order.
    static let formats = ["pretty", "json", "junit", "tap", "markdown"]

    /// Checks `format` before any work is done.
    static func validate(_ format: String) throws {
        guard formats.contains(format) else {
            throw ConformError.input("unknown format '\(format)'", next: "use one of: \(formats.joined(separator: ", "))")
        }
    }

    /// Renders `report` as `format` and writes it to `output` (with the summary on stderr), or to stdout.
    static func emit(_ report: RunReport, format: String, output: String?, verbose: Bool) throws {
        let text: String
        switch format {
        case "json": text = JSONReport.render(report, toolVersion: CLI.version)
        case "junit": text = JUnitReport.render(report)
        case "tap": text = TAPReport.render(report)
        case "markdown": text = MarkdownReport.render(report)
        default: text = PrettyReport.render(report, colour: output == nil && Terminal.colour(fd: 1), verbose: verbose)
        }
        if let output {
            try FileOutput.write(text, to: output)
            Terminal.err(PrettyReport.summary(report, style: Style(colour: Terminal.colour(fd: 2))))
        } else {
            Terminal.out(text)
        }
    }
}
