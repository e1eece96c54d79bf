extension MatrixCommand {
    /// `conform matrix`: what it takes and what its help says.
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
            """,
        ],
        arguments: [.optional("PATHS", repeating: true, help: "spec files or folders (default: the suite root)")],
        options: [
            .adapter("only adapter A"),
            .filter,
            .tag,
            .jobs,
            .format(formats),
            .output("the matrix"),
            .report,
            .allowOutside,
        ])
}
