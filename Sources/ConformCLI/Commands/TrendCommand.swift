import ConformKit

/// `conform trend REPORT.json…`: conformance per adapter across JSON reports, as a table, markdown,
/// JSON and an HTML page with a line chart.
enum TrendCommand {
    static let declaration = CommandDeclaration(
        name: "trend",
        summary: "conformance per adapter across JSON reports: runs over time, or SDK versions",
        description: [
            """
            Reads JSON reports written by 'conform run --json FILE' — nightly runs, or one suite run on \
            successive SDK versions — and prints each adapter's conformance in each, one row per adapter \
            and one column per report in the order given, headed by the report's file name: the \
            percentage (passes ÷ applicable pairs, as 'conform run' counts it, rounded down to one \
            decimal), the passes out of the applicable pairs, the known divergences beside them, and ↑ or \
            ↓ with the change in percentage points since the previous report that had the adapter.
            """,
            """
            '--report FILE.html' also writes a self-contained page with the same table and a line chart, \
            one line per adapter, drawn as inline SVG. Every report is read before anything is written: a \
            file that is missing, not a JSON report, of another schema version or cut short is an error \
            naming it (exit 2), and nothing else is printed or written.
            """
        ],
        arguments: [
            .required("REPORT.json", repeating: true, path: .read(.file), help: "JSON reports of runs, in the order to show them (oldest first)")
        ],
        options: [adapter, format, output, json, report, Common.allowOutside],
        examples: [
            "conform trend reports/*.json",
            "conform trend adapty-3.10.json adapty-3.14.json adapty-3.17.json --report trend.html",
            "conform trend nightly/*.json --adapter miniwall --format markdown"
        ],
        notes: [
            "The trend goes to stdout (or '--output'); notes and errors to stderr."
        ],
        exitCodes: [
            ExitCodeDeclaration(
                code: ExitStatus.success, meaning: "the trend was shown, whatever the scores (a score is information, not a failure)"),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput, meaning: "invalid input: a file that is not a JSON report of this version, or an unknown adapter"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "an output file could not be written")
        ],
        usesWorkspace: false)

    static let adapter = Common.adapter("only adapter A")
    static let format = Common.format([.text, .markdown, .json])
    static let output = Common.output("the trend")
    static let json = Option<String?>("--json", "FILE", help: "also write the trend as JSON (schema conform-trend/1) to FILE ('-' for stdout)")
        .writing(stdout: true)
    static let report = Option<String?>(
        "--report", "FILE",
        help: "also write the HTML page to FILE: a line chart per adapter and the table (docs/reports.md)"
    ).writing()

    static func main(_ a: Arguments) throws -> Int32 {
        let format = try a[Self.format]
        let files = a.positional
        guard !files.isEmpty else {
            throw ConformError.input("'conform trend' needs the JSON reports of runs", next: "for example: conform trend reports/*.json")
        }
        let output = try a[Self.output]
        let json = try a[Self.json]
        if output == nil && json == "-" {
            throw ConformError.input("the trend and '--json -' cannot both go to stdout", next: "give '--json' a file, or '--output' a file")
        }
        // Every report is read before anything is written: a bad one stops the command with no output.
        // Each report is reduced to its scores as it is read, so thirty nightly reports never sit
        // in memory together; the headings, which depend on all of them, come after.
        var runs: [ConformanceTrend.Run] = []
        var runLabels: [String?] = []
        for file in files {
            let (report, _) = try JSONReportReader.read(file: file)
            runLabels.append(report.label)
            runs.append(ConformanceTrend.Run(file: file, label: "", report: report))
        }
        for (i, label) in ConformanceTrend.labels(files, runLabels: runLabels).enumerated() { runs[i].label = label }
        var trend = ConformanceTrend(runs)
        let wanted = try a[adapter]
        if !wanted.isEmpty {
            let known = trend.rows.map(\.adapter)
            for id in wanted where !known.contains(id) {
                var next = "give one of " + known.map { "'\($0)'" }.joined(separator: ", ")
                if let near = Suggestion.nearest(to: id, among: known) { next = "did you mean '--adapter \(near)'? (\(next))" }
                throw ConformError.input("no report has an adapter '\(id)'", next: next)
            }
            trend = trend.only(wanted)
        }
        for run in runs {
            if let shard = run.shard {
                Terminal.err(
                    "conform: note: '\(run.file)' is shard \(shard) of a run; its scores cover that shard only (merge the shards first: conform merge … --json FILE)\n"
                )
            }
        }
        let specSets = Set(runs.map(\.fingerprint)).count
        if specSets > 1 {
            Terminal.err("conform: note: the reports ran \(specSets) different spec sets; a change may come from the specs as well as the adapters\n")
        }
        let text =
            switch format {
            case .markdown: trend.renderMarkdown()
            case .json: trend.renderJSON(toolVersion: CLI.version)
            default: trend.renderText(colour: output == nil && Terminal.colour(fd: 1))
            }
        if let page = try a[report] {
            let title = (["conform", "trend"] + files).joined(separator: " ")
            try FileOutput.write(trend.renderHTML(title: title), to: page)
            Terminal.err("conform: wrote the HTML trend to '\(page)'\n")
        }
        if let json {
            if json == "-" {
                Terminal.out(trend.renderJSON(toolVersion: CLI.version))
            } else {
                try FileOutput.write(trend.renderJSON(toolVersion: CLI.version), to: json)
                Terminal.err("conform: wrote the JSON trend to '\(json)'\n")
            }
        }
        if let output {
            try FileOutput.write(text, to: output)
            Terminal.err("conform: wrote the trend to '\(output)'\n")
        } else {
            Terminal.out(text)
        }
        return ExitStatus.success
    }
}
