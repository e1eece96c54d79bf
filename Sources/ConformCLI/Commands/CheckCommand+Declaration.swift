extension CheckCommand {
    /// `conform check`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "check",
        summary: "validate spec files, conform.yaml and divergence lists without running anything",
        description: [
            """
            Validates spec files (default: the suite root), conform.yaml and divergence lists, reporting \
            every problem as file:line:column with the line, a caret and a next step. Runs nothing. \
            Handlers, SDK options and required capabilities are checked against what the adapters \
            declare ('conform adapters'); external ones are asked only when the built-ins do not know a name. \
            An external adapter whose handshake fails is one error, with its stderr tail and the \
            'conform adapter-check' command to run next; a spec scoped to it that names what only it \
            could declare is left unchecked and named there, not reported as an error of its own.
            """,
            """
            With --strict it also finds what can never fail, against the adapters 'conform run' runs: a \
            spec no adapter runs, a 'never:' of an event no adapter in its scope emits or of one it \
            declares unspecified, a 'count' from 0 with no bound, an expectation no adapter in scope can \
            observe, and divergence entries for specs that are gone or scoped away from their adapter.
            """,
        ],
        arguments: [.optional("PATHS", repeating: true, help: "spec files or folders (default: the suite root)")],
        options: [
            .jobs,
            .flag("--quiet", help: "print no summary line; problems still go to stderr"),
            .flag("--strict", help: "also report what can never fail (vacuous expectations, specs that run nowhere, stale divergences)"),
            .allowOutside,
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "every file is valid (and, with --strict, nothing is vacuous)"),
            ExitCodeDeclaration(code: 1, meaning: "with --strict: the files are valid, but something can never fail"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: a spec file, conform.yaml or a divergence list has problems"),
            ExitCodeDeclaration(code: 3, meaning: "an external adapter the specs are checked against failed its handshake"),
        ])
}
