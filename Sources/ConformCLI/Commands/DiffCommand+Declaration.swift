extension DiffCommand {
    /// `conform diff`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "diff",
        summary: "the migration report: what changed, callback by callback, between two adapters",
        description: [
            """
            The migration report: runs the same specs on two adapters (two SDK versions, or two surfaces \
            of one SDK) and classifies every difference event by event — callback added, removed, renamed \
            (the same canonical event through another native callback), reordered, arguments changed, \
            timing changed, final state changed, or not comparable (applies to one side only). Identical \
            differences across specs are grouped, largest group first, counts first.
            """,
        ],
        arguments: [
            .required("OLD", help: "the adapter migrated from, such as 'adapty@2'"),
            .required("NEW", help: "the adapter migrated to, such as 'adapty@3'"),
            .optional("PATHS", repeating: true, help: "spec files or folders (default: the suite root)"),
        ],
        options: [
            .filter,
            .tag,
            .jobs,
            .format(formats),
            .output("the report"),
            .allowOutside,
        ],
        examples: [
            "conform diff adapty@2 adapty@3",
            "conform diff adapty@3.12 adapty@3 --format markdown --output migration.md",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "no differences"),
            ExitCodeDeclaration(code: 1, meaning: "differences found"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input"),
            ExitCodeDeclaration(code: 3, meaning: "adapter error"),
        ])
}
