import ConformKit

/// `conform trend REPORT.json…`: conformance per adapter across JSON reports, as a table, markdown,
/// JSON and an HTML page with a line chart.
enum TrendCommand {
    /// The formats `--format` takes, the default first.
    static let formats = ["text", "markdown", "json"]

    static func main(_ a: Arguments) throws -> Int32 {
        let format = a.value("--format") ?? "text"
        guard formats.contains(format) else {
            throw ConformError.input("unknown format '\(format)'", next: "use one of: \(formats.joined(separator: ", "))")
        }
        let files = a.positional
        guard !files.isEmpty else {
            throw ConformError.input("'conform trend' needs the JSON reports of runs", next: "for example: conform trend reports/*.json")
        }
        let output = a.value("--output").flatMap { $0 == "-" ? nil : $0 }
        let json = a.value("--json")
        if output == nil && json == "-" {
            throw ConformError.input("the trend and '--json -' cannot both go to stdout", next: "give '--json' a file, or '--output' a file")
        }
        if a.value("--report") == "-" {
            throw ConformError.input("the HTML page goes to a file, not stdout", next: "for example: --report trend.html")
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
        let wanted = a.list("--adapter")
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
                Terminal.err("conform: note: '\(run.file)' is shard \(shard) of a run; its scores cover that shard only (merge the shards first: conform merge … --json FILE)\n")
            }
        }
        let specSets = Set(runs.map(\.fingerprint)).count
        if specSets > 1 {
            Terminal.err("conform: note: the reports ran \(specSets) different spec sets; a change may come from the specs as well as the adapters\n")
        }
        let text: String
        switch format {
        case "markdown": text = trend.renderMarkdown()
        case "json": text = trend.renderJSON(toolVersion: CLI.version)
        default: text = trend.renderText(colour: output == nil && Terminal.colour(fd: 1))
        }
        if let page = a.value("--report") {
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
        return 0
    }
}
