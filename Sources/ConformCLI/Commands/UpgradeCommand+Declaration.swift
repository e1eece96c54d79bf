extension UpgradeCommand {
    /// `conform upgrade`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "upgrade",
        summary: "the upgrade gate: the app's specs across an SDK bump, and what to change",
        description: [
            """
            Runs the app's own specs on every version of a versioned model from the version the app is on \
            ('--from', or the SDK's pin in '--package-resolved') to the target ('--to'), stopping wherever a \
            gate changes the behaviour. Exits 1 when anything those specs observe changes, and prints the \
            checklist of what to change, limited to what the specs touch: per method of the app (delegate \
            methods, SwiftUI closures, handler return values), the version it changed in, the old and new \
            signatures, the behaviour difference, the source, and the specs that show it.
            """,
        ],
        arguments: [
            .optional("PATHS", repeating: true, help: "the app's spec files or folders (default: the suite root)"),
        ],
        options: [
            .filter,
            .tag,
            .value("--from", "A", help: "the version the app is on, such as 'adapty@3.10.0'"),
            .value("--to", "B", help: "the version to upgrade to, such as 'adapty@3.17.2' (required)"),
            .value("--package-resolved", "PATH", help: "read the version the app is on from a SwiftPM Package.resolved instead of '--from'"),
            .jobs,
            .format(MigrationOutput.formats),
            .output("the checklist"),
            MigrationOutput.artifactsOption,
            .allowOutside,
        ],
        examples: [
            "conform upgrade --from adapty@3.10.0 --to adapty@3.17.2 Specs/",
            "conform upgrade --package-resolved Package.resolved --to adapty@3.17.2 Specs/",
            "conform upgrade --from adapty@2.11.3 --to adapty@3.17.2 --format markdown --artifacts upgrade/",
        ],
        notes: [MigrationOutput.markdownNote],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "nothing the specs observe changes"),
            ExitCodeDeclaration(code: 1, meaning: "something the specs observe changes: the checklist says what"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: a version outside the modelled range, an unreadable Package.resolved, a bad spec"),
            ExitCodeDeclaration(code: 3, meaning: "adapter error"),
        ])
}
