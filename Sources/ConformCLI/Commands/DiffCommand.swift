import ConformKit
import Foundation

/// `conform diff A B [PATHS]` and `conform diff A..B [PATHS]`: the migration report between two
/// adapters, or along every version of a versioned model where a gate changes the behaviour.
enum DiffCommand {
    /// The report formats, the default first.
    static let formats = MigrationOutput.formats

    /// Plans the comparison (two adapters, or a version chain), runs it and prints the report.
    static func main(_ a: Arguments) throws -> Int32 {
        guard let first = a.positional.first else {
            throw ConformError.input("'conform diff' needs two adapters", next: "for example: conform diff adapty@2 adapty@3, or conform diff adapty@2.11.3..adapty@3.17.2")
        }
        try MigrationOutput.validate(a.value("--format") ?? "pretty")
        // Ids naming a version of a built-in model that is not a family of its own resolve here.
        let workspace = try Workspace.load(ids: Array(a.positional.prefix(2)))
        let plan: MigrationPlan
        let paths: [String]
        if let (old, new) = MigrationPlan.chainEnds(first) {
            plan = try MigrationPlan.chain(old, new, in: workspace)
            paths = Array(a.positional.dropFirst())
        } else {
            guard a.positional.count >= 2 else {
                throw ConformError.input("'conform diff' needs two adapters", next: "for example: conform diff \(first) adapty@3, or a chain such as 'adapty@2.11.3..adapty@3.17.2'")
            }
            plan = try MigrationPlan.direct(first, a.positional[1], in: workspace)
            paths = Array(a.positional.dropFirst(2))
        }
        let report = try MigrationRun.run(plan, workspace: workspace, paths: paths,
                                          selection: Selection(filters: a.list("--filter").map(Glob.init), tags: a.list("--tag")),
                                          jobs: try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount,
                                          observer: SuiteExecution.observer())
        try MigrationOutput.emit(report, a, command: "diff", checklistOnly: false)
        return report.exitCode
    }
}
