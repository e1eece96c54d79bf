import ConformKit
import Foundation

/// `conform matrix`: who conforms to what — spec × adapter, with totals per adapter.
enum MatrixCommand {
    static let formats = ["text", "markdown", "json"]

    static func main(_ a: Arguments) throws -> Int32 {
        let format = a.value("--format") ?? "text"
        guard formats.contains(format) else {
            throw ConformError.input("unknown format '\(format)'", next: "use one of: \(formats.joined(separator: ", "))")
        }
        let report = try SuiteExecution.execute(SuiteExecution.Request(
            paths: a.positional, adapterIDs: a.list("--adapter"), filters: a.list("--filter"), tags: a.list("--tag"),
            jobs: try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount,
            golden: .compare(pendingDirectory: nil, write: false), update: false, keepTranscripts: a.value("--report") != nil,
            allowOutside: a.has("--allow-outside")))
        let matrix = Matrix(report)
        let text: String
        switch format {
        case "markdown": text = matrix.renderMarkdown()
        case "json": text = JSONReport.render(report, toolVersion: CLI.version)
        default: text = matrix.renderText(colour: a.value("--output") == nil && Terminal.colour(fd: 1))
        }
        if let output = a.value("--output") { try FileOutput.write(text, to: output) } else { Terminal.out(text) }
        if let path = a.value("--report") { try HTMLReportOutput.write(report, command: "matrix", paths: a.positional, to: path) }
        let code = report.exitCode
        return code == 1 ? 0 : code
    }
}
