import ConformKit
import Foundation

/// `conform merge FILE…`: joins shard JSON reports into one verdict, exit code, report and
/// obsolete-golden check.
enum MergeCommand {

    static func main(_ a: Arguments) throws -> Int32 {
        guard !a.positional.isEmpty else {
            throw ConformError.input("'conform merge' needs the shard reports", next: "for example: conform merge shard-1.json shard-2.json shard-3.json")
        }
        let reports = try ReportOutput(a)
        // Every missing report at once: in CI that is a shard job that crashed before writing it.
        let absent = a.positional.filter { !FileManager.default.fileExists(atPath: $0) }
        if !absent.isEmpty {
            throw ConformError.input("no report at \(absent.map { "'\($0)'" }.joined(separator: ", ")): the merged verdict cannot cover \(absent.count == 1 ? "its" : "their") shard\(absent.count == 1 ? "" : "s")",
                                     next: "a shard job that failed before writing its report must be rerun; check the paths otherwise")
        }
        var parts: [ShardMerge.Part] = []
        for file in a.positional {
            let (report, header) = try JSONReportReader.read(file: file)
            let ids = report.adapters.map(\.id)
            if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
                throw ConformError.input("'\(file)' names adapter '\(twice)' twice", next: "merge reports written by 'conform run --json FILE'")
            }
            parts.append(ShardMerge.Part(report: report, header: header, file: file))
        }
        let merge = try ShardMerge(parts, allowPartial: a.has("--allow-partial"))
        if !merge.missingShards.isEmpty {
            let missing = merge.missingShards
            Terminal.err("conform: warning: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing (--allow-partial): the merged verdict covers only the shards given\n")
        }
        var merged = merge.report
        if a.has("--require-recordings") { merged.requireRecordings = true }
        merged.outOfScope = parts.reduce(0) { $0 + $1.report.outOfScope }
        merged.goldenRoot = (try? Workspace.load())?.config.golden
        if merged.fullRun {
            // The obsolete-golden check of the whole suite, which no single shard could make.
            let workspace = try Workspace.load()
            merged.obsolete = try Obsolete.find(store: GoldenStore(root: workspace.config.golden), pairs: merged.pairs, invalid: merged.invalid,
                                                adapters: merged.adapters.map(\.id))
        }
        try reports.emit(merged, command: "merge", paths: a.positional)
        try GitHubOutput.publish(merged)
        return merged.exitCode
    }
}
