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
            declare ('conform adapters'); external ones are asked only when the built-ins do not know a name.
            """,
        ],
        arguments: [.optional("PATHS", repeating: true, help: "spec files or folders (default: the suite root)")],
        options: [
            .jobs,
            .flag("--quiet", help: "print no summary line; problems still go to stderr"),
            .allowOutside,
        ])
}
