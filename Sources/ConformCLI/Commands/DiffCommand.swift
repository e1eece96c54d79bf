import ConformKit
import Foundation

/// `conform diff A B [PATHS]`: the migration report between two adapters (two SDK versions).
enum DiffCommand {
    static let formats = ["pretty", "markdown", "json"]

    static func main(_ a: Arguments) throws -> Int32 {
        guard a.positional.count >= 2 else {
            throw ConformError.input("'conform diff' needs two adapters", next: "for example: conform diff adapty@2 adapty@3")
        }
        let format = a.value("--format") ?? "pretty"
        guard formats.contains(format) else {
            throw ConformError.input("unknown format '\(format)'", next: "use one of: \(formats.joined(separator: ", "))")
        }
        let (oldID, newID) = (a.positional[0], a.positional[1])
        guard oldID != newID else { throw ConformError.input("both sides are '\(oldID)'", next: "name two different adapters") }
        let report = try SuiteExecution.execute(SuiteExecution.Request(
            paths: Array(a.positional.dropFirst(2)), adapterIDs: [oldID, newID], filters: a.list("--filter"), tags: a.list("--tag"),
            jobs: try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount, golden: .ignore, update: false,
            keepTranscripts: true, allowOutside: a.has("--allow-outside")))
        guard report.adapters.count == 2 else { throw ConformError.input("'conform diff' needs two adapters", next: "name two different adapters") }
        let migration = Migration(old: report.adapters[0], new: report.adapters[1],
                                  oldResults: report.pairs.filter { $0.adapterID == oldID },
                                  newResults: report.pairs.filter { $0.adapterID == newID })
        let text: String
        switch format {
        case "markdown": text = MigrationRenderer.markdown(migration)
        case "json": text = MigrationRenderer.json(migration)
        default: text = MigrationRenderer.text(migration, colour: a.value("--output") == nil && Terminal.colour(fd: 1))
        }
        if let output = a.value("--output") { try FileOutput.write(text, to: output) } else { Terminal.out(text) }
        if !report.invalid.isEmpty { return 2 }
        return migration.groups.isEmpty ? 0 : 1
    }
}
