import ConformKit

/// The reports `run` and `merge` write, rendered and written one way for both: the terminal report
/// on stdout, and any set of report files beside it (`--junit FILE --json FILE --html FILE
/// --markdown FILE --tap FILE`, and `--format F --output FILE` as before). `-` as a file is stdout.
struct ReportOutput {
    /// `--format F`: the terminal report's format, or the one `--output` gets.
    static let format = Common.format([.pretty, .json, .junit, .tap, .markdown])
    /// `-o, --output FILE`, as `run` describes it; `merge` declares its own, read the same.
    static let output = Common.output("the report")

    /// The report files one run can write beside its terminal output, each every time it is given,
    /// with its format.
    static let files: [(option: Option<[String]>, format: ReportFormat)] = [
        (every("--junit", "also write the JUnit XML report to FILE ('-' for stdout)"), .junit),
        (every("--json", "also write the JSON report to FILE ('-' for stdout)"), .json),
        (every("--html", "also write the HTML report to FILE (as --report)", stdout: false), .html),
        (every("--markdown", "also write the markdown report to FILE ('-' for stdout)"), .markdown),
        (every("--tap", "also write the TAP report to FILE ('-' for stdout)"), .tap)
    ]

    /// A report file option (`--json FILE`), read as every path given for it.
    private static func every(_ name: String, _ help: String, stdout: Bool = true) -> Option<[String]> {
        Option(.value(name, "FILE", help: help)) { $0 }.writing(stdout: stdout)
    }

    /// The format of `--format`, to stdout or to `--output`.
    var format: ReportFormat
    /// Where `--format` goes: nil for stdout.
    var output: String?
    /// The other report files, format and path, in the order written.
    var files: [(format: ReportFormat, path: String)]
    /// How much the terminal report says.
    var options: PrettyReport.Options
    /// Whether notes are left out (`--quiet`).
    var quiet: Bool
    /// What the run is called (`--label`): `run` asks the suite for it, `merge` sets it on the merged report.
    var label: String?

    /// Reads the report options of a `run` or `merge` command line.
    init(_ a: Arguments) throws {
        format = try a[Self.format]
        output = try a[Self.output]
        // `--report` is an HTML file too, read after `--html`.
        let report = (option: Option<[String]>(Common.report.declaration) { $0 }, format: ReportFormat.html)
        files = try (Self.files.prefix(3) + [report] + Self.files.dropFirst(3)).flatMap { option, format in
            try a[option].map { (format, $0) }
        }
        quiet = a[Common.quiet]
        label = try a[Common.label].map(Self.checkedLabel)
        if quiet && a[Common.verbose] {
            throw ConformError.input("'--quiet' and '--verbose' contradict each other", next: "give one of them")
        }
        var kinds = PrettyReport.SummaryKind.failures
        if let letters = try a[Common.show] {
            switch PrettyReport.SummaryKind.parse(letters) {
            case .success(let parsed): kinds = parsed
            case .failure(let unknown):
                throw ConformError.input(
                    "'--show' has no letter '\(unknown.letter)'",
                    next: "use f E X c n r x u P s p, a (all but passes), A (all) or N (none); see 'conform run --help'")
            }
        }
        options = PrettyReport.Options(verbosity: quiet ? .quiet : a[Common.verbose] ? .verbose : .normal, summaryKinds: kinds)
        let toStdout = (output == nil && format != .pretty ? 1 : 0) + files.filter { $0.path == "-" }.count
        if toStdout > 1 {
            throw ConformError.input("two reports cannot both go to stdout", next: "give '-' to one report only, and files to the others")
        }
    }

    /// Whether the run keeps every pair's transcript: exactly when it writes a report that carries
    /// them — the JSON report, sharded or not and whatever else is written beside it (a merge draws
    /// its HTML page from it), and the HTML page. One rule, so `--json`'s bytes never depend on
    /// another flag (docs/report-schema.md, "Transcripts").
    var keepsTranscripts: Bool { ([format] + files.map(\.format)).contains { $0 == .json || $0 == .html } }

    /// Renders `report` in every requested form and writes each where it goes. `command` and
    /// `paths` title the HTML page.
    func emit(_ report: RunReport, command: String, paths: [String]) throws {
        // `--format F --output FILE` is one more report to write, first (the terminal report too:
        // `--output FILE` alone writes it, without colour); no '--output' is stdout.
        let targets = (format == .pretty && output == nil ? [] : [(format: format, path: output ?? "-")]) + files
        var stdoutTaken = false
        for target in targets {
            if target.path == "-" {
                Terminal.out(Self.render(report, format: target.format))
                stdoutTaken = true
            } else {
                try Self.write(
                    report, format: target.format, to: target.path, command: command, paths: paths, quiet: quiet, options: options)
            }
        }
        if !stdoutTaken {
            Terminal.out(PrettyReport.render(report, colour: Terminal.colour(fd: 1), options: options))
        } else if format == .pretty || output != nil || !files.isEmpty {
            // The terminal report's place is taken: its summary line goes to stderr.
            Terminal.err(PrettyReport.summary(report, style: Style(colour: Terminal.colour(fd: 2))))
        }
    }

    /// `--label`'s text, refused when it could not head a column: empty, longer than 80
    /// characters, or holding a control character.
    static func checkedLabel(_ text: String) throws -> String {
        let example = "for example: --label nightly-2026-11-30, or --label \"adapty 3.17.2\""
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ConformError.input("'--label' is empty", next: example)
        }
        guard text.count <= 80 else {
            throw ConformError.input("'--label' is \(text.count) characters long; a label has at most 80", next: example)
        }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw ConformError.input("'--label' holds the control character U+\(String(control.value, radix: 16, uppercase: true))", next: example)
        }
        return text
    }

    /// Writes the report in `format` to the file `path`, saying so on stderr unless `quiet`. The
    /// JSON report, the largest at scale (tens of megabytes at 10,000 specs), goes from its bytes
    /// with no String in between; the HTML page is titled after the command that made it, its
    /// `paths` and the run's label. `matrix` writes its HTML page (`--report FILE`) here too.
    static func write(
        _ report: RunReport, format: ReportFormat, to path: String, command: String, paths: [String], quiet: Bool = false,
        options: PrettyReport.Options = PrettyReport.Options()
    ) throws {
        switch format {
        case .json:
            try FileOutput.write(JSONReport.renderBytes(report, toolVersion: CLI.version), to: path)
        case .html:
            // A labelled run (`--label`) says which run it is where the page is named: its title and heading.
            let title =
                "conform \(command)" + (paths.isEmpty ? "" : " " + paths.joined(separator: " "))
                + (report.label.map { " — \($0)" } ?? "")
            try FileOutput.write(HTMLReport.render(report, title: title), to: path)
        default:
            try FileOutput.write(render(report, format: format, options: options), to: path)
        }
        if !quiet { Terminal.err("conform: wrote the \(format.title) report to '\(path)'\n") }
    }

    /// The report in `format` (not HTML); the terminal report without colour, saying what `options` say.
    static func render(_ report: RunReport, format: ReportFormat, options: PrettyReport.Options = PrettyReport.Options()) -> String {
        switch format {
        case .json: return JSONReport.render(report, toolVersion: CLI.version)
        case .junit: return JUnitReport.render(report)
        case .tap: return TAPReport.render(report)
        case .markdown: return MarkdownReport.render(report, limit: MarkdownReport.commentLimit)
        default: return PrettyReport.render(report, colour: false, options: options)
        }
    }
}
