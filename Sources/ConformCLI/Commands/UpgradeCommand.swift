import ConformKit
import Foundation

/// `conform upgrade --from A --to B [PATHS]`: the CI gate for an app's own specs across an SDK
/// bump — walks the versioned model from the app's version to the target, and prints the
/// checklist of what the app's code must change, limited to what its specs touch.
enum UpgradeCommand {
    /// The report formats, the default first.
    static let formats = MigrationOutput.formats

    /// Finds the version the app is on, walks the chain to `--to` on the app's specs and prints the checklist.
    static func main(_ a: Arguments) throws -> Int32 {
        guard let to = a.value("--to") else {
            throw ConformError.input("'conform upgrade' needs '--to'", next: "for example: conform upgrade --from adapty@3.10.0 --to adapty@3.17.2")
        }
        try MigrationOutput.validate(a.value("--format") ?? "pretty")
        let workspace = try Workspace.load()
        guard let (family, target) = try workspace.member(to) else {
            throw ConformError.input("'\(to)' is no version of a versioned model",
                                     next: "name a version such as 'adapty@3.17.2' ('conform adapters --versions adapty' lists the range)")
        }
        let from: String
        switch (a.value("--from"), a.value("--package-resolved")) {
        case (let id?, nil):
            from = id
        case (nil, let path?):
            let version = try PackageResolved.read(path).version(of: family, file: path)
            from = FamilyMember(family: family.name, version: version, variant: target.variant).id
            Terminal.err("conform: '\(path)' pins \(family.sdk) \(version)\n")
        case (nil, nil):
            throw ConformError.input("'conform upgrade' needs the version the app is on",
                                     next: "give '--from \(family.name)@<version>', or '--package-resolved Package.resolved'")
        case (_?, _?):
            throw ConformError.input("'--from' and '--package-resolved' both name the version the app is on", next: "give one of them")
        }
        if let (_, current) = try workspace.member(from), current.version == target.version, current.variant == target.variant {
            Terminal.out("conform upgrade: already on \(target.id): nothing to compare\n")
            return 0
        }
        let plan = try MigrationPlan.chain(from, to, in: workspace)
        let report = try MigrationRun.run(plan, workspace: workspace, paths: a.positional,
                                          selection: Selection(filters: a.list("--filter").map(Glob.init), tags: a.list("--tag")),
                                          jobs: try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount,
                                          observer: SuiteExecution.observer())
        try MigrationOutput.emit(report, a, command: "upgrade", checklistOnly: true)
        return report.exitCode
    }
}
