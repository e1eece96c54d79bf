extension BadgeCommand {
    /// `conform badge`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "badge",
        summary: "an SVG badge of one adapter's conformance, drawn from a JSON report",
        description: [
            """
            Reads a JSON report written by 'conform run --json FILE' (or 'conform merge --json FILE') and \
            draws a README badge in shields.io's flat style: a grey label, 'conform <adapter>' unless \
            '--label' says otherwise, beside the adapter's conformance — passes ÷ applicable pairs, as \
            'conform run' and 'conform matrix' count it, rounded down to one decimal so only a clean \
            sheet reads 100%. The colour: brightgreen at 100%, green from 95%, yellowgreen from 90%, \
            yellow from 75%, orange from 50%, red below; lightgrey 'n/a' when nothing applied. Known \
            divergences never count as conforming; the badge's title names them.
            """,
            """
            The badge is drawn from the report, not from a new run, so in CI it shows the very run that \
            gated the build. A shard's report scores that shard only: merge the shards first.
            """,
        ],
        arguments: [.required("REPORT.json", help: "the JSON report of a run")],
        options: [
            .value("--adapter", "A", help: "the adapter to draw; needed when the report has several"),
            .value("--label", "TEXT", help: "the label, the badge's left half (default 'conform <adapter>')"),
            .output("the SVG"),
            .allowOutside,
        ],
        examples: [
            "conform run --json report.json && conform badge report.json --adapter adapty@3 --output badge.svg",
            "conform badge report.json --adapter miniwall --label 'miniwall conformance'",
        ],
        notes: [
            "The SVG goes to stdout (or '--output'); notes and errors to stderr.",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "the badge was drawn, whatever the score (a score is information, not a failure)"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: a file that is not a JSON report of this version; a missing or unknown adapter"),
            ExitCodeDeclaration(code: 3, meaning: "the badge could not be written"),
        ],
        usesWorkspace: false)
}
