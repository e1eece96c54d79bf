import ConformKit

/// `conform upgrade --from A --to B [PATHS]`: the CI gate for an app's own specs across an SDK
/// bump — walks the versioned model from the app's version to the target, and prints the
/// checklist of what the app's code must change, limited to what its specs touch.
enum UpgradeCommand {
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
            """
        ],
        arguments: [
            .paths("the app's spec files or folders (default: the suite root)")
        ],
        options: [
            Common.filter, Common.tag, from, to, packageResolved, Common.jobs, MigrationOutput.format, Common.output("the checklist"),
            MigrationOutput.artifacts, Common.allowOutside
        ],
        examples: [
            "conform upgrade --from adapty@3.10.0 --to adapty@3.17.2 Specs/",
            "conform upgrade --package-resolved Package.resolved --to adapty@3.17.2 Specs/",
            "conform upgrade --from adapty@2.11.3 --to adapty@3.17.2 --format markdown --artifacts upgrade/"
        ],
        notes: [MigrationOutput.markdownNote],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "nothing the specs observe changes"),
            ExitCodeDeclaration(code: ExitStatus.failures, meaning: "something the specs observe changes: the checklist says what"),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput, meaning: "bad input (a version, Package.resolved or spec), or no spec runs on both versions"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "adapter error")
        ])

    static let from = Option<String?>("--from", "A", help: "the version the app is on, such as 'adapty@3.10.0'")
    static let to = Option<String?>("--to", "B", help: "the version to upgrade to, such as 'adapty@3.17.2' (required)")
    static let packageResolved = Option<String?>(
        "--package-resolved", "PATH",
        help: "read the version the app is on from a SwiftPM Package.resolved instead of '--from'"
    ).reading(.either)

    /// Finds the version the app is on, walks the chain to `--to` on the app's specs and prints the checklist.
    static func main(_ a: Arguments) throws -> Int32 {
        guard let to = try a[Self.to] else {
            throw ConformError.input("'conform upgrade' needs '--to'", next: "for example: conform upgrade --from adapty@3.10.0 --to adapty@3.17.2")
        }
        _ = try a[MigrationOutput.format]
        let workspace = try Workspace.load()
        guard let (family, target) = try workspace.member(to) else {
            throw ConformError.input(
                "'\(to)' is no version of a versioned model",
                next: workspace.names.suggestion(for: to).map { "did you mean '\($0)'? ('conform adapters' lists the models)" }
                    ?? "name a version such as 'adapty@3.17.2' ('conform adapters --versions adapty' lists the range)")
        }
        let from: String
        switch (try a[Self.from], try a[packageResolved]) {
        case (let id?, nil):
            from = id
        case (nil, let path?):
            let version = try PackageResolved.read(path).version(of: family, file: path)
            from = FamilyMember(family: family.name, version: version, variant: target.variant).id
            Terminal.err("conform: '\(path)' pins \(family.sdk) \(version)\n")
        case (nil, nil):
            throw ConformError.input(
                "'conform upgrade' needs the version the app is on",
                next: "give '--from \(family.name)@<version>', or '--package-resolved Package.resolved'")
        case (_?, _?):
            throw ConformError.input("'--from' and '--package-resolved' both name the version the app is on", next: "give one of them")
        }
        if let (_, current) = try workspace.member(from), current.version == target.version, current.variant == target.variant {
            Terminal.out("conform upgrade: already on \(target.id): nothing to compare\n")
            return ExitStatus.success
        }
        let plan = try MigrationPlan.chain(from, to, in: workspace)
        return try MigrationOutput.run(plan, in: workspace, paths: a.positional, a, command: "upgrade", checklistOnly: true)
    }
}
