extension TrendCommand {
    /// `conform trend`: what it takes and what its help says.
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
            """,
        ],
        arguments: [.required("REPORT.json", repeating: true, help: "JSON reports of runs, in the order to show them (oldest first)")],
        options: [
            .adapter("only adapter A"),
            .format(formats),
            .output("the trend"),
            .value("--json", "FILE", help: "also write the trend as JSON (schema conform-trend/1) to FILE ('-' for stdout)").writing(),
            .value("--report", "FILE", help: "also write the HTML page to FILE: a line chart per adapter and the table (docs/reports.md)").writing(),
            .allowOutside,
        ],
        examples: [
            "conform trend reports/*.json",
            "conform trend adapty-3.10.json adapty-3.14.json adapty-3.17.json --report trend.html",
            "conform trend nightly/*.json --adapter miniwall --format markdown",
        ],
        notes: [
            "The trend goes to stdout (or '--output'); notes and errors to stderr.",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "the trend was shown, whatever the scores (a score is information, not a failure)"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: a file that is not a JSON report of this version, or an unknown adapter"),
            ExitCodeDeclaration(code: 3, meaning: "an output file could not be written"),
        ],
        usesWorkspace: false)
}
