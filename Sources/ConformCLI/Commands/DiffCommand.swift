import ConformKit

/// `conform diff A B [PATHS]` and `conform diff A..B [PATHS]`: the migration report between two
/// adapters, or along every version of a versioned model where a gate changes the behaviour.
enum DiffCommand {
    static let declaration = CommandDeclaration(
        name: "diff",
        summary: "the migration report: what changed between two adapters or along SDK versions",
        description: [
            """
            The migration report: runs the same specs on two adapters (two SDK versions, or two surfaces \
            of one SDK) and classifies every difference event by event, each in exactly one kind — callback \
            added, removed, renamed (only between two callbacks), reordered, arguments changed, timing \
            changed, final state changed. Identical differences across specs are grouped by cause, largest \
            group first.
            """,
            """
            'OLD..NEW' walks a versioned model (such as 'adapty@2.11.3..adapty@3.17.2') through every version \
            where one of its gates changes the behaviour, and reports each difference once, at the version it \
            first appeared in, with the gate's source. Specs scoped to one version of the model, or needing a \
            capability only one side has, are compared wherever both sides can run them. A checklist closes \
            the report: per method of the app, what to change. 'conform adapters --versions NAME' lists a \
            model's gates.
            """
        ],
        arguments: [
            .required("OLD", help: "the adapter migrated from ('adapty@2'), or a chain such as 'adapty@2.11.3..adapty@3.17.2'"),
            .optional("NEW", help: "the adapter migrated to, such as 'adapty@3' (not after a chain)"),
            .paths()
        ],
        options: [
            Common.filter, Common.tag, Common.jobs, MigrationOutput.format, MigrationOutput.output, Common.allowOutside,
            MigrationOutput.artifacts
        ],
        examples: [
            "conform diff adapty@2.11.3..adapty@3.17.2",
            "conform diff adapty@2 adapty@3",
            "conform diff adapty@3.10.0..adapty@3.17.2 --format markdown --artifacts migration/"
        ],
        notes: [MigrationOutput.markdownNote],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "no differences"),
            ExitCodeDeclaration(code: ExitStatus.failures, meaning: "differences found, or a spec only one side can run"),
            ExitCodeDeclaration(code: ExitStatus.invalidInput, meaning: "bad input (an adapter, a version or a spec), or no spec runs on both sides"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "adapter error")
        ])

    /// Plans the comparison (two adapters, or a version chain), runs it and prints the report.
    static func main(_ a: Arguments) throws -> Int32 {
        guard let first = a.positional.first else {
            throw ConformError.input(
                "'conform diff' needs two adapters", next: "for example: conform diff adapty@2 adapty@3, or conform diff adapty@2.11.3..adapty@3.17.2"
            )
        }
        _ = try a[MigrationOutput.format]
        // Ids naming a version of a built-in model that is not a family of its own resolve here.
        let workspace = try Workspace.load()
        let plan: MigrationPlan
        let paths: [String]
        if let (old, new) = MigrationPlan.chainEnds(first) {
            plan = try MigrationPlan.chain(old, new, in: workspace)
            paths = Array(a.positional.dropFirst())
        } else {
            guard a.positional.count >= 2 else {
                throw ConformError.input(
                    "'conform diff' needs two adapters",
                    next: "for example: conform diff \(first) adapty@3, or a chain such as 'adapty@2.11.3..adapty@3.17.2'")
            }
            plan = try MigrationPlan.direct(first, a.positional[1], in: workspace)
            paths = Array(a.positional.dropFirst(2))
        }
        return try MigrationOutput.run(plan, in: workspace, paths: paths, a, command: "diff", checklistOnly: false)
    }
}
