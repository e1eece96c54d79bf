import ConformKit
import Foundation

/// `conform matrix`: who conforms to what — spec × adapter, with totals per adapter.
enum MatrixCommand {
    static let declaration = CommandDeclaration(
        name: "matrix",
        summary: "the cross-SDK matrix: spec × adapter verdicts, as text, markdown or JSON",
        description: [
            """
            Runs the suite against every adapter (read-only: no pending files are written) and prints the \
            cross-SDK matrix: one row per spec, one column per adapter, each cell the pair's verdict — \
            pass, FAIL, xfail (known divergence), n/a (not applicable), unobs (not observable), changed or \
            new (golden), ERROR — and per adapter the number of conforming specs out of those that apply.
            """,
            """
            Failures are the matrix's content, so they do not change the exit code: it is 0 unless input \
            is invalid (2) or an adapter broke (3).
            """
        ],
        arguments: [.paths()],
        options: [adapter, Common.filter, Common.tag, Common.jobs, format, output, Common.report, Common.allowOutside])

    static let adapter = Common.adapter("only adapter A")
    static let format = Common.format([.text, .markdown, .json])
    static let output = Common.output("the matrix")

    static func main(_ a: Arguments) throws -> Int32 {
        let format = try a[Self.format]
        let output = try a[Self.output], html = try a[Common.report]
        let report = try SuiteExecution.execute(
            Suite.Request(
                paths: a.positional, adapterIDs: try a[adapter],
                selection: Selection(filters: try a[Common.filter].map(Glob.init), tags: try a[Common.tag]),
                jobs: try a[Common.jobs] ?? ProcessInfo.processInfo.activeProcessorCount,
                golden: .compare(pendingDirectory: nil, write: false), keepTranscripts: html != nil || format == .json,
                allowOutside: a[Common.allowOutside]))
        let matrix = Matrix(report)
        let text =
            switch format {
            case .markdown: matrix.renderMarkdown()
            case .json: JSONReport.render(report, toolVersion: CLI.version)
            default: matrix.renderText(colour: output == nil && Terminal.colour(fd: 1))
            }
        if let output { try FileOutput.write(text, to: output) } else { Terminal.out(text) }
        if let path = html { try ReportOutput.write(report, format: .html, to: path, command: "matrix", paths: a.positional) }
        return report.exitCode == ExitStatus.failures ? ExitStatus.success : report.exitCode
    }
}
